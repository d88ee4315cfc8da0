import Layout
import Testing

@Suite("Line breaking: at spaces, and between East Asian characters as the kinsoku rules allow")
struct LineBreakingTests {
    struct Case: CustomTestStringConvertible {
        let text: String
        let width: Double
        let lines: [String]
        let rule: String
        var testDescription: String { rule }
    }

    /// The built-in measurer at 10 pt: a wide character is 10 pt, any other 5 pt.
    @Test(
        "where lines break",
        arguments: [
            Case(text: "ab cd efg", width: 30, lines: ["ab cd", "efg"], rule: "Latin text breaks at spaces"),
            Case(text: "あいうえお", width: 30, lines: ["あいう", "えお"], rule: "between wide characters anywhere"),
            Case(
                text: "あいう。えお", width: 30, lines: ["あい", "う。え", "お"],
                rule: "no line starts with a full stop: it goes down with the character before it"),
            Case(
                text: "あい「うえ」", width: 30, lines: ["あい", "「う", "え」"],
                rule: "no line ends with an opening bracket: it goes down with the character after it"),
            Case(text: "コーヒーです", width: 30, lines: ["コー", "ヒーで", "す"], rule: "no line starts with the prolonged sound mark"),
            Case(text: "きょうは", width: 20, lines: ["きょ", "うは"], rule: "no line starts with a small kana"),
            Case(text: "あいう!", width: 30, lines: ["あい", "う!"], rule: "an ASCII closing mark after wide text stays with it"),
            Case(text: "斯蒂夫·沃兹", width: 30, lines: ["斯蒂", "夫·沃", "兹"], rule: "no line starts with the middle dot between two names"),
            Case(text: "SOMA地区にある。", width: 35, lines: ["SOMA地", "区にあ", "る。"], rule: "a Latin word and wide text break between them"),
        ])
    func breaks(_ c: Case) {
        let layout = BuiltinTextMeasurer().layout(c.text, fontSize: 10, maxWidth: c.width, maxLines: 0)
        #expect(layout.lines == c.lines)
    }
}

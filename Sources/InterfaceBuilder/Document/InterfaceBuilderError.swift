/// A document LayoutSim cannot read or lay out, with where the trouble is.
///
/// ```
/// Main.storyboard: line 40: <constraint id="F5j-Ck-4h4">: firstItem "zzz-99-zzz" is no view or guide of this scene
/// ```
public struct InterfaceBuilderError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What is wrong, naming the element.
    public var message: String
    /// The line in the document, from 1 (0 when unknown).
    public var line: Int
    /// The column, from 1 (0 when unknown).
    public var column: Int
    /// The document's file name, when it came from a file.
    public var file: String?

    /// Makes an error.
    ///
    /// - Parameters:
    ///   - message: what is wrong.
    ///   - line: the line, from 1 (0 when unknown).
    ///   - column: the column, from 1 (0 when unknown).
    public init(_ message: String, line: Int = 0, column: Int = 0) {
        self.message = message
        self.line = line
        self.column = column
    }

    init(_ message: String, at element: IBElement) {
        self.init("\(element.tag): \(message)", line: element.line)
    }

    /// `line L, column C: message` (as much of the place as is known), without the file.
    public var locatedMessage: String {
        guard line > 0 else { return message }
        return (column > 0 ? "line \(line), column \(column): " : "line \(line): ") + message
    }

    /// `FILE: line L, column C: message`.
    public var description: String { (file.map { "\($0): " } ?? "") + locatedMessage }
}

import Foundation
import Layout
import Testing

@testable import InterfaceBuilder

/// What Interface Builder's canvas draws of a table's rows besides their content.
@Suite("Table rows on the canvas: their white, their accessories and the lines between them")
@MainActor
struct TableDecorationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let accessoryType: String?
        let glyph: String?
        var testDescription: String { name }
    }

    nonisolated static let cases: [Case] = [
        Case(
            name: "a disclosure indicator draws a chevron at the trailing margin", accessoryType: "disclosureIndicator", glyph: "\u{203A}"),
        Case(name: "a checkmark draws a check at the trailing margin", accessoryType: "checkmark", glyph: "\u{2713}"),
        Case(name: "an info button draws an info glyph at the trailing margin", accessoryType: "detailButton", glyph: "\u{2139}"),
        Case(name: "no accessory draws none", accessoryType: nil, glyph: nil),
    ]

    /// A plain table of two prototype rows under a navigation bar, the first with an accessory.
    func document(accessoryType: String?, style: String = "plain") throws -> InterfaceBuilderDocument {
        let xml = String(decoding: BarTests.tableInNavigation, as: UTF8.self)
            .replacingOccurrences(of: #"style="plain""#, with: #"style="\#(style)""#)
            .replacingOccurrences(
                of: #"<tableViewCell contentMode="scaleToFill" reuseIdentifier="Row" id="cell">"#,
                with:
                    #"<tableViewCell contentMode="scaleToFill" reuseIdentifier="Row" \#(accessoryType.map { "accessoryType=\"\($0)\"" } ?? "") id="cell">"#
            )
            .replacingOccurrences(
                of: "</prototypes>",
                with: """
                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="Other" id="cell2">
                        <rect key="frame" x="0.0" y="72" width="393" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="cell2" id="content2">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </tableViewCellContentView>
                    </tableViewCell>
                    </prototypes>
                    """)
        return try InterfaceBuilderDocument(data: Data(xml.utf8), name: "Main.storyboard")
    }

    @Test("accessories", arguments: cases)
    func accessory(_ c: Case) throws {
        let document = try document(accessoryType: c.accessoryType)
        let laidOut = try document.layOut(try #require(document.hierarchies.first { $0.rootID == "table" }), contentSize: .stored)
        let table = try #require(laidOut.views["table"])
        let cell = try #require(table.subviews.first { $0.frame.minY == 28 && $0.className == "UITableViewCell" })
        #expect(cell.backgroundColor == Color(red: 255, green: 255, blue: 255), "a row with no colour of its own is white")
        let glyph = cell.subviews.compactMap { $0 as? Label }.first
        #expect(glyph?.text == c.glyph)
        if let glyph {
            #expect(glyph.frame.maxX == 393 - 16, "at the table's 16-point side margin")
            #expect(abs(glyph.frame.midY - 22) <= 0.5, "centred down the row")
        }
    }

    @Test("a line under every row of a plain table, from the side margin; a grouped table leaves a section's last row without one")
    func separators() throws {
        let cases: [(String, [Double])] = [("plain", [72, 116]), ("grouped", [72])]
        for (style, expected) in cases {
            let document = try document(accessoryType: nil, style: style)
            let laidOut = try document.layOut(try #require(document.hierarchies.first { $0.rootID == "table" }), contentSize: .stored)
            let table = try #require(laidOut.views["table"])
            let lines = table.subviews.filter { $0.frame.height == 0.5 }
            #expect(lines.map(\.frame.maxY) == expected, "\(style)")
            #expect(lines.allSatisfy { $0.frame.minX == 16 && $0.frame.maxX == 393 }, "\(style)")
        }
    }

    @Test("a grouped or inset-grouped table with no colour of its own is UIKit's grouped grey; a plain one keeps none")
    func groupedBackground() throws {
        for style in ["plain", "grouped", "insetGrouped"] {
            let document = try document(accessoryType: nil, style: style)
            let laidOut = try document.layOut(try #require(document.hierarchies.first { $0.rootID == "table" }), contentSize: .stored)
            let table = try #require(laidOut.views["table"])
            #expect(table.backgroundColor == (style == "plain" ? nil : TableDecoration.groupedBackground), "\(style)")
        }
    }
}

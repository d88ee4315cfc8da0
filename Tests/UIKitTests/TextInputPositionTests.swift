import Foundation
import Testing
import UIKit

/// UITextInput's document positions over a text field's and a text view's text, as formatting
/// code uses them: a position from an offset, a range, its text, a replacement.
@MainActor
@Suite("UITextInput positions: beginningOfDocument, position(from:offset:), textRange, text(in:), replace")
struct TextInputPositionTests {
    @Test("A field's positions count UTF-16 units; outside the text there is none; a replacement puts the caret after it")
    func fieldPositions() throws {
        let field = UITextField()
        field.text = "555 1234"
        let start = field.beginningOfDocument
        #expect(field.offset(from: start, to: field.endOfDocument) == 8)
        #expect(field.position(from: start, offset: 9) == nil && field.position(from: start, offset: -1) == nil)
        let three = try #require(field.position(from: start, offset: 3))
        let range = try #require(field.textRange(from: three, to: start))
        #expect(field.text(in: range) == "555" && !range.isEmpty)
        #expect(field.compare(three, to: start) == .orderedDescending)
        field.replace(range, withText: "(555)")
        #expect(field.text == "(555) 1234")
        let caret = try #require(field.selectedTextRange)
        #expect(caret.isEmpty && field.offset(from: field.beginningOfDocument, to: caret.start) == 5)
    }

    @Test("A text view's selectedTextRange is its selectedRange, a caret at the end by default")
    func textViewSelection() throws {
        let textView = UITextView()
        textView.text = "Hello 👋"
        let caret = try #require(textView.selectedTextRange)
        #expect(caret.isEmpty && textView.offset(from: textView.beginningOfDocument, to: caret.start) == 8, "the emoji is two UTF-16 units")
        let from = try #require(textView.position(from: textView.beginningOfDocument, offset: 1))
        let to = try #require(textView.position(from: from, offset: 3))
        textView.selectedTextRange = textView.textRange(from: from, to: to)
        #expect(textView.selectedRange == NSRange(location: 1, length: 3))
        #expect(textView.selectedTextRange.flatMap { textView.text(in: $0) } == "ell")
        let input: any UITextInput = textView
        #expect(input.offset(from: input.beginningOfDocument, to: input.endOfDocument) == 8)
    }
}

import Foundation
import Layout

/// A place in a text input's text (UIKit's `UITextPosition`): an offset in UTF-16 units from the
/// start, as `NSRange` counts.
@MainActor
open class UITextPosition {
    /// The offset from the start of the text, in UTF-16 units.
    let offset: Int

    init(offset: Int) { self.offset = offset }
}

/// A range of a text input's text (UIKit's `UITextRange`), from `start` to `end`.
@MainActor
open class UITextRange {
    /// Where the range starts.
    open var start: UITextPosition { startPosition }
    /// Where it ends.
    open var end: UITextPosition { endPosition }
    /// Whether it is a caret (no characters).
    open var isEmpty: Bool { startPosition.offset == endPosition.offset }

    private let startPosition: UITextPosition
    private let endPosition: UITextPosition

    init(start: UITextPosition, end: UITextPosition) {
        startPosition = start
        endPosition = end
    }
}

/// Positions and ranges in a text input's text (UIKit's `UITextInput`, its document positions):
/// `UITextField` and `UITextView` answer them over their text. Offsets count UTF-16 units, as
/// `NSRange` does. The selection is kept: typing and deleting act at the end of the text here.
///
/// ```swift
/// if let place = field.position(from: field.beginningOfDocument, offset: 3) {
///     field.selectedTextRange = field.textRange(from: place, to: place)
/// }
/// ```
@MainActor
public protocol UITextInput: AnyObject {
    /// The start of the text.
    var beginningOfDocument: UITextPosition { get }
    /// The end of the text.
    var endOfDocument: UITextPosition { get }
    /// The selection (a caret after the last character unless set; kept: see the protocol).
    var selectedTextRange: UITextRange? { get set }
    /// The position `offset` units from `position`; nil outside the text.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The units from one position to another (negative when `to` comes first).
    func offset(from: UITextPosition, to: UITextPosition) -> Int
    /// The range between two positions (in either order).
    func textRange(from: UITextPosition, to: UITextPosition) -> UITextRange?
    /// The text in a range; nil when the range is outside the text.
    func text(in range: UITextRange) -> String?
    /// Replaces the text in a range.
    func replace(_ range: UITextRange, withText text: String)
    /// How two positions are ordered.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
}

/// What a text input gives the shared implementation: its text and its kept selection.
@MainActor
protocol TextPositioning: UITextInput {
    /// The text as shown (empty when there is none).
    var positioningText: String { get set }
    /// The selection as set, in UTF-16 units (`NSNotFound`: none set).
    var keptSelection: NSRange { get set }
}

extension TextPositioning {
    private var length: Int { (positioningText as NSString).length }

    /// The start of the text.
    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    /// The end of the text.
    public var endOfDocument: UITextPosition { UITextPosition(offset: length) }

    /// The selection kept, clamped to the text: a caret after the last character unless set.
    var clampedSelection: NSRange {
        let kept = keptSelection, length = length
        guard kept.location != NSNotFound else { return NSRange(location: length, length: 0) }
        let location = min(max(kept.location, 0), length)
        return NSRange(location: location, length: min(max(kept.length, 0), length - location))
    }

    /// The selection, clamped to the text: a caret after the last character unless set.
    public var selectedTextRange: UITextRange? {
        get {
            let r = clampedSelection
            return UITextRange(start: UITextPosition(offset: r.location), end: UITextPosition(offset: r.location + r.length))
        }
        set {
            guard let newValue else {
                keptSelection = NSRange(location: NSNotFound, length: 0)
                return
            }
            keptSelection = NSRange(location: newValue.start.offset, length: newValue.end.offset - newValue.start.offset)
        }
    }

    /// The position `offset` units from `position`; nil outside the text.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let (target, overflow) = position.offset.addingReportingOverflow(offset)
        guard !overflow, target >= 0, target <= length else { return nil }
        return UITextPosition(offset: target)
    }

    /// The units from one position to another.
    public func offset(from: UITextPosition, to: UITextPosition) -> Int { to.offset - from.offset }

    /// The range between two positions, in either order; nil when one is outside the text.
    public func textRange(from: UITextPosition, to: UITextPosition) -> UITextRange? {
        let a = min(from.offset, to.offset), b = max(from.offset, to.offset)
        guard a >= 0, b <= length else { return nil }
        return UITextRange(start: UITextPosition(offset: a), end: UITextPosition(offset: b))
    }

    /// A range as UTF-16 units of the text; nil when it lies outside the text.
    private func units(of range: UITextRange) -> NSRange? {
        guard range.start.offset >= 0, range.end.offset <= length, range.start.offset <= range.end.offset else { return nil }
        return NSRange(location: range.start.offset, length: range.end.offset - range.start.offset)
    }

    /// The text in a range; nil when it is outside the text.
    public func text(in range: UITextRange) -> String? {
        units(of: range).map { (positioningText as NSString).substring(with: $0) }
    }

    /// Replaces the text in a range (nothing when the range is outside the text); the caret goes
    /// after the new text.
    public func replace(_ range: UITextRange, withText text: String) {
        guard let r = units(of: range) else { return }
        positioningText = (positioningText as NSString).replacingCharacters(in: r, with: text)
        keptSelection = NSRange(location: r.location + (text as NSString).length, length: 0)
    }

    /// How two positions are ordered.
    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        position.offset < other.offset ? .orderedAscending : position.offset > other.offset ? .orderedDescending : .orderedSame
    }
}

// Each keeps its selection in its own `keptSelection`.

extension UITextView: TextPositioning {
    var positioningText: String {
        get { text ?? "" }
        set { text = newValue }
    }
}

extension UITextField: TextPositioning {
    var positioningText: String {
        get { text ?? "" }
        set { text = newValue }
    }
}

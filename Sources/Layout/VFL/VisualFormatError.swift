/// A Visual Format Language parse error: what went wrong, where, and Apple's message.
///
/// ```
/// Unable to parse constraint format:
/// button is not a key in the views dictionary.
/// [button]
///        ^
/// ```
public struct VisualFormatError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kind of error (names as in the conformance file, e.g. `unknownView`).
    public enum Kind: String, Sendable, CaseIterable {
        case emptyString, nonASCII, expectedOrientationColon, expectedConnectionAfterSuperview
        case expectedView, invalidViewName, unknownView, expectedViewClose, ranOutInView
        case predicateNotClosed, expectedThicknessClose, expectedMoreInput, unknownRelation
        case expectedNumberOrMetric, unknownMetric, viewAsSpacing, invalidPriority, ambiguousMinus
        case expectedCloseParen, expectedDash, connectionListNeedsParens, expectedViewOrSuperview
        case expectedEnd, noSuperview, alignmentSameAxis, baselineSpacingHorizontal
    }

    /// The kind of error.
    public let kind: Kind
    /// Apple's description of the problem (the middle line of the message).
    public let description: String
    /// The format string.
    public let format: String
    /// Where the parser stopped (a byte offset into the format), or nil for errors found before parsing.
    public let caret: Int?
    /// The range of the culprit in the format (the caret alone when no longer span is known).
    public let range: Range<Int>?

    /// Apple's exception reason: `Unable to parse constraint format: ` + description + the format +
    /// a caret line (each line ends with a blank, as Apple prints it).
    public var message: String {
        guard let caret else { return "Unable to parse constraint format: \(description)" }
        return "Unable to parse constraint format: \n\(description) \n\(format) \n"
            + String(repeating: " ", count: caret) + "^"
    }
}

import Foundation

/// The pasteboard, as UIKit's `UIPasteboard.general`: kept in memory for the program's run (there
/// is no system pasteboard to share with other apps here).
@MainActor
public final class UIPasteboard {
    /// The general pasteboard.
    public static let general = UIPasteboard()

    private init() {}

    /// The strings on the pasteboard, first one first.
    public var strings: [String]? {
        didSet { if strings?.isEmpty == true { strings = nil } }
    }

    /// The first string (setting it replaces everything).
    public var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    /// The first URL (setting it replaces everything).
    public var url: URL? {
        get { string.flatMap(URL.init(string:)) }
        set { string = newValue?.absoluteString }
    }

    /// Whether there is a string.
    public var hasStrings: Bool { strings != nil }

    /// Whether there is a URL.
    public var hasURLs: Bool { url != nil }

    /// How many items there are.
    public var numberOfItems: Int { strings?.count ?? 0 }
}

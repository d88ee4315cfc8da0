import Foundation

/// UIKit's accessibility state and announcements, as `UIAccessibility`: no assistive technology
/// runs here, so every setting reads as off and announcements are kept for tests to read.
@MainActor
public enum UIAccessibility {
    /// Whether VoiceOver is on (no).
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Reduce Motion is on (no).
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether Reduce Transparency is on (no).
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether Bold Text is on (no).
    public static var isBoldTextEnabled: Bool { false }
    /// Whether Switch Control is on (no).
    public static var isSwitchControlRunning: Bool { false }
    /// Whether Darken Colors is on (no).
    public static var isDarkerSystemColorsEnabled: Bool { false }

    /// The notifications posted, with their arguments, in order.
    public private(set) static var posted: [(notification: Notification, argument: Any?)] = []

    /// Posts a notification to assistive technologies (kept in ``posted``).
    public static func post(notification: Notification, argument: Any?) { posted.append((notification, argument)) }

    /// What can be posted.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// The number UIKit gives it.
        public let rawValue: UInt32
        /// Makes a notification from its number.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The screen changed a lot.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout changed a little.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Something to say.
        public static let announcement = Notification(rawValue: 1008)
        /// A page scrolled.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Posted when VoiceOver turns on or off.
    nonisolated public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when Reduce Motion turns on or off.
    nonisolated public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
}

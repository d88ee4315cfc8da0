import Foundation

/// Haptic feedback, as UIKit's `UIFeedbackGenerator`: there is no Taptic Engine here, so the
/// generators count what they were asked to play (tests can check a tap gave feedback) and play
/// nothing.
@MainActor
open class UIFeedbackGenerator {
    /// Makes a generator.
    public init() {}

    /// How many times feedback was asked for.
    public private(set) var feedbackCount = 0

    /// Readies the engine (nothing to ready here).
    open func prepare() {}

    func played() { feedbackCount += 1 }
}

/// Feedback for a physical impact, as `UIImpactFeedbackGenerator`.
@MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The impact's weight.
    public let style: FeedbackStyle

    /// Makes a generator of impacts of a style.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// Makes a generator of medium impacts.
    public override convenience init() { self.init(style: .medium) }

    /// Plays an impact.
    open func impactOccurred() { played() }

    /// Plays an impact of an intensity, 0...1.
    open func impactOccurred(intensity: CGFloat) { played() }

    /// The weights of an impact.
    public enum FeedbackStyle: Int, Sendable {
        /// Light.
        case light
        /// Medium.
        case medium
        /// Heavy.
        case heavy
        /// Soft and flexible.
        case soft
        /// Hard and rigid.
        case rigid
    }
}

/// Feedback for a task's outcome, as `UINotificationFeedbackGenerator`.
@MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcomes played, in order.
    public private(set) var outcomes: [FeedbackType] = []

    /// Plays the feedback of an outcome.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        outcomes.append(notificationType)
        played()
    }

    /// The outcomes.
    public enum FeedbackType: Int, Sendable {
        /// It worked.
        case success
        /// It needs attention.
        case warning
        /// It failed.
        case error
    }
}

/// Feedback for a change of selection, as `UISelectionFeedbackGenerator`.
@MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays a selection tick.
    open func selectionChanged() { played() }
}

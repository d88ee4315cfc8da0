import Layout
import UIKit

/// A demo view controller whose animation a key (or `--seconds` headless) can trigger. Like the
/// controllers that conform, it lives on the main actor.
public protocol DemoAnimating: AnyObject {
    /// Starts the demo's animation (call it again to run the reverse where that makes sense).
    func runDemoAnimation()
    /// Seconds between automatic runs, like the seed's NSTimer (nil: only on request).
    var demoRepeatInterval: Double? { get }
    /// Text the runner prints when the demo starts (nil: nothing).
    var demoReport: String? { get }
    /// Seconds after the settled first frame at which a headless run (`--seconds`) starts the
    /// animation, besides the timer (`[0]`: right away).
    var demoHeadlessTimes: [Double] { get }
}

extension DemoAnimating {
    /// No timer by default.
    public var demoRepeatInterval: Double? { nil }
    /// No report by default.
    public var demoReport: String? { nil }
    /// Once, right away.
    public var demoHeadlessTimes: [Double] { [0] }
}

/// A demo whose animation turns the device: the window swaps width and height, animated as
/// UIKit animates a rotation (``Layout/Window/transition(to:duration:alongside:completion:)``).
public protocol DemoRotating: DemoAnimating {}

@MainActor
extension DemoRotating where Self: UIViewController {
    /// Turns the device: landscape to portrait and back.
    public func runDemoAnimation() {
        guard let window = layoutController.window else { return }
        window.transition(to: window.size.rotated)
    }

    /// Headless: turn, and turn back a second later.
    public var demoHeadlessTimes: [Double] { [0, 1] }
}

extension Window {
    /// The root controller as a demo that animates, whether written with UIKit's names or Layout's.
    @MainActor
    public var demoAnimating: DemoAnimating? {
        rootViewController as? DemoAnimating ?? rootViewController?.wrapper as? DemoAnimating
    }
}

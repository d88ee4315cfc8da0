import Layout
import UIKit

/// A demo view controller whose animation a key (or `--seconds` headless) can trigger. The UIKit
/// demos conform with `@preconcurrency` (their controllers are main-actor types; the runner calls
/// them on the main thread).
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

/// 002: a view with no horizontal position is ambiguous. Every half second (the seed's NSTimer)
/// `exerciseAmbiguityInLayout()` moves it to another valid place; the `_autolayoutTrace` marks it
/// `AMBIGUOUS LAYOUT`.
public final class AmbiguityViewController: ViewController, DemoAnimating {
    override public func viewDidLoad() {
        let ambiguousView = View()
        ambiguousView.accessibilityIdentifier = "ambiguousView"
        ambiguousView.backgroundColor = Color(red: 0xAF, green: 0x52, blue: 0xDE)
        ambiguousView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(ambiguousView)
        let pinnedView = View()
        pinnedView.accessibilityIdentifier = "pinnedView"
        pinnedView.backgroundColor = Color(red: 0x29, green: 0x33, blue: 0x5C)
        pinnedView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pinnedView)
        try! LayoutConstraint.activate([
            // No leading, trailing or centerX: the horizontal position is missing.
            ambiguousView.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
            ambiguousView.widthAnchor.constraint(equalToConstant: 80),
            ambiguousView.heightAnchor.constraint(equalToConstant: 80),
            pinnedView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            pinnedView.topAnchor.constraint(equalTo: ambiguousView.bottomAnchor, constant: 20),
            pinnedView.widthAnchor.constraint(equalToConstant: 80),
            pinnedView.heightAnchor.constraint(equalToConstant: 40),
        ])
    }

    /// Exercises every ambiguous view once and lays out again.
    public func runDemoAnimation() {
        view.forEachInSubtree { v in if v.hasAmbiguousLayout { v.exerciseAmbiguityInLayout() } }
        view.setNeedsLayout()
        view.layoutIfNeeded()
    }

    /// Half a second, as in the seed.
    public var demoRepeatInterval: Double? { 0.5 }

    /// The window's `_autolayoutTrace`.
    public var demoReport: String? { view.autolayoutTrace() }
}

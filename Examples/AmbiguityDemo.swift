import Layout  // the `_autolayoutTrace` text, which UIKit keeps private
import UIKit

/// 002: a view with no horizontal position is ambiguous. Every half second (the seed's NSTimer)
/// `exerciseAmbiguityInLayout()` moves it to another valid place; the `_autolayoutTrace` marks it
/// `AMBIGUOUS LAYOUT`.
public final class AmbiguityViewController: UIViewController, DemoAnimating {
    override public func viewDidLoad() {
        super.viewDidLoad()
        let ambiguousView = UIView()
        ambiguousView.accessibilityIdentifier = "ambiguousView"
        ambiguousView.backgroundColor = .systemPurple
        ambiguousView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(ambiguousView)
        let pinnedView = UIView()
        pinnedView.accessibilityIdentifier = "pinnedView"
        pinnedView.backgroundColor = UIColor(red: 0x29 / 255, green: 0x33 / 255, blue: 0x5C / 255, alpha: 1)
        pinnedView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pinnedView)
        NSLayoutConstraint.activate([
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
        func exercise(_ v: UIView) {
            if v.hasAmbiguousLayout { v.exerciseAmbiguityInLayout() }
            v.subviews.forEach(exercise)
        }
        exercise(view)
        view.setNeedsLayout()
        view.layoutIfNeeded()
    }

    /// Half a second, as in the seed.
    public var demoRepeatInterval: Double? { 0.5 }

    /// The window's `_autolayoutTrace` (a private UIKit method; LayoutSim's Layout view has it).
    public var demoReport: String? { view.layoutView.autolayoutTrace() }
}

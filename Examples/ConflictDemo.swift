import Layout  // the window's conflicts and LayoutSim's explanation of them
import UIKit

/// 000's mistake: the logo's constraints are added while `translatesAutoresizingMaskIntoConstraints`
/// is still on, so its autoresizing constraints conflict with them. The engine logs UIKit's
/// "Unable to simultaneously satisfy constraints." text and breaks one; the runner prints that log
/// and LayoutSim's explanation. Space applies the fix (as ``AppleViewController`` does from the
/// start): the autoresizing constraints go, the broken ones come back, and the logo moves to the
/// top half, animated.
public final class ConflictViewController: UIViewController, DemoAnimating {
    private let logoImageView = UIImageView(image: UIImage(named: "apple.png"))
    private let captionLabel = UILabel()
    private var logoConstraints: [NSLayoutConstraint] = []

    override public func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .red  // the seed paints it red to show the gap
        captionLabel.font = .systemFont(ofSize: 12)
        logoImageView.accessibilityIdentifier = "logoImageView"
        logoImageView.contentMode = .scaleAspectFit
        logoImageView.backgroundColor = .white
        view.addSubview(logoImageView)  // translatesAutoresizingMaskIntoConstraints is left on
        logoConstraints = [
            NSLayoutConstraint(
                item: logoImageView, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leading, multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: logoImageView, attribute: .trailing, relatedBy: .equal, toItem: view, attribute: .trailing, multiplier: 1, constant: 0
            ),
            NSLayoutConstraint(
                item: logoImageView, attribute: .top, relatedBy: .equal, toItem: view, attribute: .top, multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: logoImageView, attribute: .height, relatedBy: .equal, toItem: view, attribute: .height, multiplier: 0.5, constant: 0),
        ]
        NSLayoutConstraint.activate(logoConstraints)

        captionLabel.accessibilityIdentifier = "captionLabel"
        captionLabel.numberOfLines = 0
        captionLabel.textColor = .white
        captionLabel.backgroundColor = UIColor(white: 0, alpha: 0.6)
        captionLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(captionLabel)
        NSLayoutConstraint.activate([
            captionLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            captionLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            captionLabel.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        showCaption()
    }

    /// Says what the engine did, or that the fix is in.
    private func showCaption() {
        let broken = logoConstraints.filter(\.layoutConstraint.isBroken).count
        let text =
            logoImageView.translatesAutoresizingMaskIntoConstraints
            ? "Unable to simultaneously satisfy constraints: \(broken) broken (the log is printed). logoImageView's "
                + "autoresizing constraints hold its 241 x 300 frame. Space: translatesAutoresizingMaskIntoConstraints = false"
            : "Fixed: translatesAutoresizingMaskIntoConstraints = false; no conflict."
        if captionLabel.text != text { captionLabel.text = text }
    }

    /// Wraps the caption at the window's width (the multi-line label recipe), and says what the
    /// layout pass broke: as in UIKit, `viewDidLoad` runs before the first solve, so the conflict
    /// shows only after it.
    override public func viewDidLayoutSubviews() {
        if captionLabel.preferredMaxLayoutWidth != view.bounds.width { captionLabel.preferredMaxLayoutWidth = view.bounds.width }
        showCaption()
    }

    /// The fix: the autoresizing constraints go, the logo's own constraints are activated again
    /// (a broken constraint stays out until then, as in UIKit), and the new layout animates in.
    public func runDemoAnimation() {
        guard logoImageView.translatesAutoresizingMaskIntoConstraints else { return }
        logoImageView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.deactivate(logoConstraints)
        NSLayoutConstraint.activate(logoConstraints)
        showCaption()
        UIView.animate(withDuration: 0.5) { self.view.layoutIfNeeded() }
    }

    /// UIKit's log and LayoutSim's explanation of every conflict so far.
    public var demoReport: String? {
        let conflicts = layoutController.window?.conflicts ?? []
        return conflicts.isEmpty ? nil : conflicts.map { $0.uikitLog + "\n\n" + $0.explanation }.joined(separator: "\n\n")
    }
}

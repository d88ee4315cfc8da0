import Animation
import Layout

/// 000's mistake: the logo's constraints are added while `translatesAutoresizingMaskIntoConstraints`
/// is still on, so its autoresizing constraints conflict with them. The engine logs UIKit's
/// "Unable to simultaneously satisfy constraints." text and breaks one; the runner prints that log
/// and LayoutSim's explanation. Space applies the fix (as ``AppleViewController`` does from the
/// start): the autoresizing constraints go, the broken ones come back, and the logo moves to the
/// top half, animated.
public final class ConflictViewController: ViewController, DemoAnimating {
    private let logoImageView = ImageView(image: Image(name: "apple.png", size: Size(width: 241, height: 300)))
    private let captionLabel = Label(text: "", fontSize: 12)
    private var logoConstraints: [LayoutConstraint] = []

    override public func viewDidLoad() {
        view.backgroundColor = Color(red: 0xFF, green: 0x00, blue: 0x00)  // the seed paints it red to show the gap
        logoImageView.accessibilityIdentifier = "logoImageView"
        logoImageView.contentMode = .scaleAspectFit
        logoImageView.backgroundColor = .white
        view.addSubview(logoImageView)  // translatesAutoresizingMaskIntoConstraints is left on
        logoConstraints = [
            try! LayoutConstraint(
                item: logoImageView, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leading, multiplier: 1, constant: 0),
            try! LayoutConstraint(
                item: logoImageView, attribute: .trailing, relatedBy: .equal, toItem: view, attribute: .trailing, multiplier: 1, constant: 0
            ),
            try! LayoutConstraint(
                item: logoImageView, attribute: .top, relatedBy: .equal, toItem: view, attribute: .top, multiplier: 1, constant: 0),
            try! LayoutConstraint(
                item: logoImageView, attribute: .height, relatedBy: .equal, toItem: view, attribute: .height, multiplier: 0.5, constant: 0),
        ]
        try! LayoutConstraint.activate(logoConstraints)

        captionLabel.accessibilityIdentifier = "captionLabel"
        captionLabel.numberOfLines = 0
        captionLabel.textColor = .white
        captionLabel.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0x99)
        captionLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(captionLabel)
        try! LayoutConstraint.activate([
            captionLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            captionLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            captionLabel.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        showCaption()
    }

    /// Says what the engine did, or that the fix is in.
    private func showCaption() {
        let broken = logoConstraints.filter(\.isBroken).count
        captionLabel.text =
            logoImageView.translatesAutoresizingMaskIntoConstraints
            ? "Unable to simultaneously satisfy constraints: \(broken) broken (the log is printed). logoImageView's "
                + "autoresizing constraints hold its 241 x 300 frame. Space: translatesAutoresizingMaskIntoConstraints = false"
            : "Fixed: translatesAutoresizingMaskIntoConstraints = false; no conflict."
    }

    /// Wraps the caption at the window's width (the multi-line label recipe).
    override public func viewDidLayoutSubviews() {
        if captionLabel.preferredMaxLayoutWidth != view.bounds.width { captionLabel.preferredMaxLayoutWidth = view.bounds.width }
    }

    /// The fix: the autoresizing constraints go, the logo's own constraints are activated again
    /// (a broken constraint stays out until then, as in UIKit), and the new layout animates in.
    public func runDemoAnimation() {
        guard logoImageView.translatesAutoresizingMaskIntoConstraints else { return }
        logoImageView.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.deactivate(logoConstraints)
        try! LayoutConstraint.activate(logoConstraints)
        showCaption()
        View.animate(withDuration: 0.5) { self.view.layoutIfNeeded() }
    }

    /// UIKit's log and LayoutSim's explanation of every conflict so far.
    public var demoReport: String? {
        let conflicts = window?.conflicts ?? []
        return conflicts.isEmpty ? nil : conflicts.map { $0.uikitLog + "\n\n" + $0.explanation }.joined(separator: "\n\n")
    }
}

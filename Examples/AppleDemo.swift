import Layout

/// What the apple and anchors demos share: Space (or `--seconds` headless) turns the window
/// between 568 x 320 and 320 x 568, animated as UIKit animates a rotation, and the description
/// label re-wraps at its new width.
public class LogoScrollViewController: ViewController, DemoRotating {
    /// The logo; subclasses set it in `viewDidLoad`.
    weak var logoImageView: ImageView?
    /// The multi-line description, as wide as the logo; subclasses set it in `viewDidLoad`.
    weak var descriptionLabel: Label?

    /// The multi-line label recipe: wrap at the width the label gets (the logo's, a direct
    /// subview whose frame is already set here), so its height is right in both orientations.
    override public func viewDidLayoutSubviews() {
        guard let label = descriptionLabel, let width = logoImageView?.bounds.width,
            width > 0, label.preferredMaxLayoutWidth != width
        else { return }
        label.preferredMaxLayoutWidth = width
    }
}

/// 000: the Apple logo over a scroll view with a name label and a long Chinese description.
public final class AppleViewController: LogoScrollViewController {
    override public func viewDidLoad() {
        let logoImageView = ImageView(image: Image(name: "apple.png", size: Size(width: 241, height: 300)))
        logoImageView.accessibilityIdentifier = "logoImageView"
        logoImageView.contentMode = .scaleAspectFit
        logoImageView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(logoImageView)
        self.logoImageView = logoImageView
        let leftConstraint = try! LayoutConstraint(
            item: logoImageView, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leading, multiplier: 1, constant: 0)
        let rightConstraint = try! LayoutConstraint(
            item: logoImageView, attribute: .trailing, relatedBy: .equal, toItem: view, attribute: .trailing, multiplier: 1, constant: 0)
        let topConstraint = try! LayoutConstraint(
            item: logoImageView, attribute: .top, relatedBy: .equal, toItem: view, attribute: .top, multiplier: 1, constant: 0)
        let heightConstraint = try! LayoutConstraint(
            item: logoImageView, attribute: .height, relatedBy: .equal, toItem: view, attribute: .height, multiplier: 0.5, constant: 0)
        try! LayoutConstraint.activate([leftConstraint, rightConstraint, topConstraint, heightConstraint])

        let scrollView = ScrollView()
        scrollView.accessibilityIdentifier = "scrollView"
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        let scrollLeftConstraint = try! LayoutConstraint(
            item: scrollView, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leading, multiplier: 1, constant: 0)
        let scrollRightConstraint = try! LayoutConstraint(
            item: scrollView, attribute: .trailing, relatedBy: .equal, toItem: view, attribute: .trailing, multiplier: 1, constant: 0)
        let scrollBottomConstraint = try! LayoutConstraint(
            item: scrollView, attribute: .bottom, relatedBy: .equal, toItem: view, attribute: .bottom, multiplier: 1, constant: 0)
        let scrollTopConstraint = try! LayoutConstraint(
            item: scrollView, attribute: .top, relatedBy: .equal, toItem: logoImageView, attribute: .bottom, multiplier: 1, constant: 0)
        try! LayoutConstraint.activate([scrollLeftConstraint, scrollRightConstraint, scrollBottomConstraint, scrollTopConstraint])

        let nameLabel = Label(text: "苹果公司")
        nameLabel.accessibilityIdentifier = "nameLabel"
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(nameLabel)
        let descriptionLabel = Label(text: String(repeating: "苹果公司(Apple Inc.)是美国的一家高科技公司。", count: 12))
        descriptionLabel.accessibilityIdentifier = "descriptionLabel"
        descriptionLabel.translatesAutoresizingMaskIntoConstraints = false
        descriptionLabel.numberOfLines = 0
        descriptionLabel.preferredMaxLayoutWidth = 568
        scrollView.addSubview(descriptionLabel)
        self.descriptionLabel = descriptionLabel
        try! LayoutConstraint.activate([
            try! LayoutConstraint(
                item: nameLabel, attribute: .leading, relatedBy: .equal, toItem: scrollView, attribute: .leading, multiplier: 1, constant: 0
            ),
            try! LayoutConstraint(
                item: nameLabel, attribute: .trailing, relatedBy: .equal, toItem: scrollView, attribute: .trailing, multiplier: 1,
                constant: 0),
            try! LayoutConstraint(
                item: nameLabel, attribute: .bottom, relatedBy: .equal, toItem: descriptionLabel, attribute: .top, multiplier: 1,
                constant: 0),
            try! LayoutConstraint(
                item: nameLabel, attribute: .top, relatedBy: .equal, toItem: scrollView, attribute: .top, multiplier: 1, constant: 0),
            try! LayoutConstraint(
                item: nameLabel, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 0, constant: 20
            ),
        ])
        try! LayoutConstraint.activate([
            try! LayoutConstraint(
                item: descriptionLabel, attribute: .leading, relatedBy: .equal, toItem: scrollView, attribute: .leading, multiplier: 1,
                constant: 0),
            try! LayoutConstraint(
                item: descriptionLabel, attribute: .trailing, relatedBy: .equal, toItem: scrollView, attribute: .trailing, multiplier: 1,
                constant: 0),
            try! LayoutConstraint(
                item: descriptionLabel, attribute: .bottom, relatedBy: .equal, toItem: scrollView, attribute: .bottom, multiplier: 1,
                constant: 0),
        ])
        try! LayoutConstraint.activate([
            try! LayoutConstraint(
                item: nameLabel, attribute: .width, relatedBy: .equal, toItem: logoImageView, attribute: .width, multiplier: 1, constant: 0),
            try! LayoutConstraint(
                item: descriptionLabel, attribute: .width, relatedBy: .equal, toItem: logoImageView, attribute: .width, multiplier: 1,
                constant: 0),
        ])
    }
}

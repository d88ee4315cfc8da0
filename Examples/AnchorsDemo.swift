import Animation
import Layout

/// 000's logo and scroll view again: the logo with layout anchors, the scroll view and its labels
/// with the operator DSL. It gives exactly the frames of ``AppleViewController``'s factory calls,
/// in both orientations (Space turns it).
public final class AnchorsViewController: LogoScrollViewController {
    override public func viewDidLoad() {
        let logoImageView = ImageView(image: Image(name: "apple.png", size: Size(width: 241, height: 300)))
        logoImageView.accessibilityIdentifier = "logoImageView"
        logoImageView.contentMode = .scaleAspectFit
        let scrollView = ScrollView()
        scrollView.accessibilityIdentifier = "scrollView"
        let nameLabel = Label(text: "苹果公司")
        nameLabel.accessibilityIdentifier = "nameLabel"
        nameLabel.backgroundColor = Color(red: 0, green: 255, blue: 0)
        let descriptionLabel = Label(text: AppleViewController.seedDescription)
        descriptionLabel.accessibilityIdentifier = "descriptionLabel"
        descriptionLabel.backgroundColor = Color(red: 255, green: 255, blue: 0)
        descriptionLabel.numberOfLines = 0
        descriptionLabel.preferredMaxLayoutWidth = 568
        for (v, parent) in [(logoImageView, view!), (scrollView, view!), (nameLabel, scrollView), (descriptionLabel, scrollView)]
            as [(View, View)]
        {
            v.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(v)
        }
        (self.logoImageView, self.descriptionLabel) = (logoImageView, descriptionLabel)
        // Anchors, as in UIKit since iOS 9.
        try! LayoutConstraint.activate([
            logoImageView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            logoImageView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            logoImageView.topAnchor.constraint(equalTo: view.topAnchor),
            logoImageView.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.5),
        ])
        // The operator DSL: the same constraints, read as equations.
        try! LayoutConstraint.activate {
            scrollView.leadingAnchor == view.leadingAnchor
            scrollView.trailingAnchor == view.trailingAnchor
            scrollView.bottomAnchor == view.bottomAnchor
            scrollView.topAnchor == logoImageView.bottomAnchor
            nameLabel.leadingAnchor == scrollView.leadingAnchor
            nameLabel.trailingAnchor == scrollView.trailingAnchor
            nameLabel.topAnchor == scrollView.topAnchor
            nameLabel.bottomAnchor == descriptionLabel.topAnchor
            nameLabel.heightAnchor == 20
            descriptionLabel.leadingAnchor == scrollView.leadingAnchor
            descriptionLabel.trailingAnchor == scrollView.trailingAnchor
            descriptionLabel.bottomAnchor == scrollView.bottomAnchor
            nameLabel.widthAnchor == logoImageView.widthAnchor
            descriptionLabel.widthAnchor == logoImageView.widthAnchor
        }
    }
}

/// Stack views in every distribution, one row each: the arranged views' sizes and gaps come from
/// the stack, not from constraints the developer writes. Its animation hides (then shows) the
/// middle view of every row inside `View.animate`, and the rows close the gap.
public final class StackViewController: ViewController, DemoAnimating {
    override public func viewDidLoad() {
        let column = StackView()
        column.accessibilityIdentifier = "column"
        column.axis = .vertical
        column.distribution = .fillEqually
        column.spacing = 12
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        let colors = [
            Color(red: 0xE4, green: 0x57, blue: 0x2E), Color(red: 0xF3, green: 0xA7, blue: 0x12),
            Color(red: 0x29, green: 0x33, blue: 0x5C),
        ]
        for distribution in StackView.Distribution.allCases {
            let row = StackView()
            row.accessibilityIdentifier = "\(distribution)Stack"
            row.distribution = distribution
            row.spacing = 8
            row.alignment = .fill
            for (i, title) in ["A", "BB", "CCCC"].enumerated() {
                let label = Label(text: title, fontSize: 15)
                label.accessibilityIdentifier = "\(distribution)\(title)"
                label.textAlignment = .center
                label.textColor = .white
                label.backgroundColor = colors[i]
                row.addArrangedSubview(label)
            }
            column.addArrangedSubview(row)
        }
        try! LayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            column.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            column.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -20),
        ])
    }

    /// `isHidden.toggle()` on each row's "BB" in an animation block, as UIKit developers hide
    /// arranged views.
    public func runDemoAnimation() {
        let middles = StackView.Distribution.allCases.compactMap { view.view(named: "\($0)BB") }
        View.animate(withDuration: 0.4, options: .curveEaseInOut) {
            for middle in middles { middle.isHidden.toggle() }
            self.view.layoutIfNeeded()
        }
    }
}

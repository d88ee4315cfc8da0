import UIKit

/// 000's logo and scroll view again, with layout anchors (iOS 9) instead of the factory calls:
/// exactly the frames of ``AppleViewController``, in both orientations (Space turns it).
public final class AnchorsViewController: LogoScrollViewController {
    override public func viewDidLoad() {
        super.viewDidLoad()
        let logoImageView = UIImageView(image: UIImage(named: "apple.png"))
        logoImageView.accessibilityIdentifier = "logoImageView"
        logoImageView.contentMode = .scaleAspectFit
        let scrollView = UIScrollView()
        scrollView.accessibilityIdentifier = "scrollView"
        let nameLabel = UILabel()
        nameLabel.text = "苹果公司"
        nameLabel.accessibilityIdentifier = "nameLabel"
        nameLabel.backgroundColor = .green
        let descriptionLabel = UILabel()
        descriptionLabel.text = AppleViewController.seedDescription
        descriptionLabel.accessibilityIdentifier = "descriptionLabel"
        descriptionLabel.backgroundColor = .yellow
        descriptionLabel.numberOfLines = 0
        descriptionLabel.preferredMaxLayoutWidth = 568
        for (v, parent) in [(logoImageView, view!), (scrollView, view!), (nameLabel, scrollView), (descriptionLabel, scrollView)]
            as [(UIView, UIView)]
        {
            v.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(v)
        }
        (self.logoImageView, self.descriptionLabel) = (logoImageView, descriptionLabel)
        NSLayoutConstraint.activate([
            logoImageView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            logoImageView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            logoImageView.topAnchor.constraint(equalTo: view.topAnchor),
            logoImageView.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.5),

            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.topAnchor.constraint(equalTo: logoImageView.bottomAnchor),

            nameLabel.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            nameLabel.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            nameLabel.topAnchor.constraint(equalTo: scrollView.topAnchor),
            nameLabel.bottomAnchor.constraint(equalTo: descriptionLabel.topAnchor),
            nameLabel.heightAnchor.constraint(equalToConstant: 20),

            descriptionLabel.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            descriptionLabel.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            descriptionLabel.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            nameLabel.widthAnchor.constraint(equalTo: logoImageView.widthAnchor),
            descriptionLabel.widthAnchor.constraint(equalTo: logoImageView.widthAnchor),
        ])
    }
}

/// Stack views in every distribution, one row each: the arranged views' sizes and gaps come from
/// the stack, not from constraints the developer writes. Its animation hides (then shows) the
/// middle view of every row inside `View.animate`, and the rows close the gap.
public final class StackViewController: UIViewController, DemoAnimating {
    override public func viewDidLoad() {
        super.viewDidLoad()
        let column = UIStackView()
        column.accessibilityIdentifier = "column"
        column.axis = .vertical
        column.distribution = .fillEqually
        column.spacing = 12
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        let colors = [
            UIColor(red: 0xE4 / 255, green: 0x57 / 255, blue: 0x2E / 255, alpha: 1),
            UIColor(red: 0xF3 / 255, green: 0xA7 / 255, blue: 0x12 / 255, alpha: 1),
            UIColor(red: 0x29 / 255, green: 0x33 / 255, blue: 0x5C / 255, alpha: 1),
        ]
        for distribution in UIStackView.Distribution.allCases {
            let row = UIStackView()
            row.accessibilityIdentifier = "\(distribution)Stack"
            row.distribution = distribution
            row.spacing = 8
            row.alignment = .fill
            for (i, title) in ["A", "BB", "CCCC"].enumerated() {
                let label = UILabel()
                label.text = title
                label.font = .systemFont(ofSize: 15)
                label.accessibilityIdentifier = "\(distribution)\(title)"
                label.textAlignment = .center
                label.textColor = .white
                label.backgroundColor = colors[i]
                row.addArrangedSubview(label)
            }
            column.addArrangedSubview(row)
        }
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            column.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            column.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -20),
        ])
    }

    /// `isHidden.toggle()` on each row's "BB" in an animation block, as UIKit developers hide
    /// arranged views.
    public func runDemoAnimation() {
        let rows = view.subviews.first?.subviews ?? []
        let middles = rows.compactMap { ($0 as? UIStackView)?.arrangedSubviews.dropFirst().first }
        UIView.animate(withDuration: 0.4, delay: 0, options: .curveEaseInOut) {
            for middle in middles { middle.isHidden.toggle() }
            self.view.layoutIfNeeded()
        }
    }
}

import Animation  // the window's live resize, a desktop window's edge (UIKit has none)
import Layout
import UIKit

/// 004: the date label, image view and toolbar laid out with the Visual Format Language. The image
/// view hugs less (250) and resists compression less (749) vertically than the label (251, 750),
/// so resizing the window stretches or squeezes the image and never the label. Space (or
/// `--seconds` headless) drags the window's bottom edge up to 260 points and back, solving every
/// frame; the toolbar's caption says which priority decided.
public final class VFLViewController: UIViewController, DemoAnimating {
    private let imageView = UIImageView(image: UIImage(named: "apple.png"))
    private let captionLabel = UILabel()
    private var restingSize: Size?

    override public func viewDidLoad() {
        super.viewDidLoad()
        captionLabel.font = .systemFont(ofSize: 12)
        let dateLabel = UILabel()
        dateLabel.text = "2026-11-22"
        dateLabel.accessibilityIdentifier = "dateLabel"
        imageView.accessibilityIdentifier = "imageView"
        imageView.contentMode = .scaleAspectFit
        imageView.backgroundColor = UIColor(white: 0xEE / 255, alpha: 1)
        let toolbar = UIView()
        toolbar.accessibilityIdentifier = "toolbar"
        toolbar.backgroundColor = UIColor(white: 0xF7 / 255, alpha: 1)
        toolbar.layer.borderWidth = 0.5
        toolbar.layer.borderColor = UIColor(white: 0xB2 / 255, alpha: 1).cgColor
        for v in [dateLabel, imageView, toolbar] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        dateLabel.setContentHuggingPriority(251, for: .vertical)
        imageView.setContentHuggingPriority(250, for: .vertical)
        imageView.setContentCompressionResistancePriority(749, for: .vertical)
        let nameMap: [String: Any] = ["imageView": imageView, "dateLabel": dateLabel, "toolbar": toolbar]
        for format in [
            "H:|[imageView]|", "H:|-[dateLabel]-|", "H:|[toolbar]|",
            "V:|-[dateLabel]-8-[imageView]-8-[toolbar(==44)]|",
        ] {
            view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: nameMap))
        }
        captionLabel.accessibilityIdentifier = "captionLabel"
        captionLabel.textColor = UIColor(white: 0x55 / 255, alpha: 1)
        captionLabel.translatesAutoresizingMaskIntoConstraints = false
        toolbar.addSubview(captionLabel)
        toolbar.addConstraints(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-[captionLabel]", options: [], metrics: nil, views: ["captionLabel": captionLabel]))
        toolbar.addConstraint(captionLabel.centerYAnchor.constraint(equalTo: toolbar.centerYAnchor))
    }

    /// Says which priority decided the image view's height (a new text only when it changed).
    override public func viewDidLayoutSubviews() {
        let height = imageView.bounds.height, wanted = imageView.intrinsicContentSize.height
        let verdict = height > wanted ? "stretched: hugs 250 < 251" : height < wanted ? "squeezed: resists 749 < 750" : "intrinsic"
        let text = "image \(Self.points(height)) / \(Self.points(wanted)) pt, \(verdict)"
        if captionLabel.text != text { captionLabel.text = text }
    }

    private static func points(_ v: CGFloat) -> String {
        v == v.rounded() ? String(Int(v)) : String((v * 10).rounded() / 10)
    }

    /// Drags the window's bottom edge to 260 points in 0.8 s and back, re-solving every frame.
    public func runDemoAnimation() {
        guard let window = layoutController.window else { return }
        let home = restingSize ?? window.size
        restingSize = home
        window.animateSize(to: Size(width: home.width, height: 260), duration: 0.8) { finished in
            if finished { window.animateSize(to: home, duration: 0.8) }
        }
    }
}

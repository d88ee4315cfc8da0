import Animation
import Layout

/// 004: the date label, image view and toolbar laid out with the Visual Format Language. The image
/// view hugs less (250) and resists compression less (749) vertically than the label (251, 750),
/// so resizing the window stretches or squeezes the image and never the label. Space (or
/// `--seconds` headless) drags the window's bottom edge up to 260 points and back, solving every
/// frame; the toolbar's caption says which priority decided.
public final class VFLViewController: ViewController, DemoAnimating {
    private let imageView = ImageView(image: Image(name: "apple.png", size: Size(width: 241, height: 300)))
    private let captionLabel = Label(text: "", fontSize: 12)
    private var restingSize: Size?

    override public func viewDidLoad() {
        let dateLabel = Label(text: "2026-11-22", fontSize: 17)
        dateLabel.accessibilityIdentifier = "dateLabel"
        imageView.accessibilityIdentifier = "imageView"
        imageView.contentMode = .scaleAspectFit
        imageView.backgroundColor = Color(red: 0xEE, green: 0xEE, blue: 0xEE)
        let toolbar = View()
        toolbar.accessibilityIdentifier = "toolbar"
        toolbar.backgroundColor = Color(red: 0xF7, green: 0xF7, blue: 0xF7)
        toolbar.borderWidth = 0.5
        toolbar.borderColor = Color(red: 0xB2, green: 0xB2, blue: 0xB2)
        for v in [dateLabel, imageView, toolbar] as [View] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        dateLabel.setContentHuggingPriority(251, for: .vertical)
        imageView.setContentHuggingPriority(250, for: .vertical)
        imageView.setContentCompressionResistancePriority(749, for: .vertical)
        let nameMap: [String: LayoutItem] = ["imageView": imageView, "dateLabel": dateLabel, "toolbar": toolbar]
        for format in [
            "H:|[imageView]|", "H:|-[dateLabel]-|", "H:|[toolbar]|",
            "V:|-[dateLabel]-8-[imageView]-8-[toolbar(==44)]|",
        ] {
            view.addConstraints(try! LayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: nameMap))
        }
        captionLabel.accessibilityIdentifier = "captionLabel"
        captionLabel.textColor = Color(red: 0x55, green: 0x55, blue: 0x55)
        captionLabel.translatesAutoresizingMaskIntoConstraints = false
        toolbar.addSubview(captionLabel)
        toolbar.addConstraints(
            try! LayoutConstraint.constraints(withVisualFormat: "H:|-[captionLabel]", metrics: nil, views: ["captionLabel": captionLabel]))
        toolbar.addConstraint(captionLabel.centerYAnchor.constraint(equalTo: toolbar.centerYAnchor))
    }

    /// Says which priority decided the image view's height (a new text only when it changed).
    override public func viewDidLayoutSubviews() {
        let height = imageView.bounds.height, wanted = imageView.intrinsicContentSize.height
        let verdict = height > wanted ? "stretched: hugs 250 < 251" : height < wanted ? "squeezed: resists 749 < 750" : "intrinsic"
        let text = "image \(Self.points(height)) / \(Self.points(wanted)) pt, \(verdict)"
        if captionLabel.text != text { captionLabel.text = text }
    }

    private static func points(_ v: Double) -> String {
        v == v.rounded() ? String(Int(v)) : String((v * 10).rounded() / 10)
    }

    /// Drags the window's bottom edge to 260 points in 0.8 s and back, re-solving every frame.
    public func runDemoAnimation() {
        guard let window else { return }
        let home = restingSize ?? window.size
        restingSize = home
        window.animateSize(to: Size(width: home.width, height: 260), duration: 0.8) { finished in
            if finished { window.animateSize(to: home, duration: 0.8) }
        }
    }
}

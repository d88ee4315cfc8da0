import Layout

/// 004: the date label, image view and toolbar laid out with the Visual Format Language. The image
/// view hugs less (250) and resists compression less (749) vertically than the label (251), so
/// resizing the window stretches or squeezes the image and never the label.
public final class VFLViewController: ViewController {
    override public func viewDidLoad() {
        let dateLabel = Label(text: "2026-11-22", fontSize: 17)
        dateLabel.accessibilityIdentifier = "dateLabel"
        let imageView = ImageView(image: Image(name: "apple.png", size: Size(width: 241, height: 300)))
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
        for format in ["H:|[imageView]|", "H:|-[dateLabel]-|", "H:|[toolbar]|",
                       "V:|-[dateLabel]-8-[imageView]-8-[toolbar(==44)]|"] {
            view.addConstraints(try! LayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: nameMap))
        }
    }
}

/// 000's mistake: the logo's constraints are added while `translatesAutoresizingMaskIntoConstraints`
/// is still on, so its autoresizing constraints conflict with them. The engine logs UIKit's
/// "Unable to simultaneously satisfy constraints." text and breaks one; ``AppleViewController``
/// is the fixed version.
public final class ConflictViewController: ViewController {
    override public func viewDidLoad() {
        view.backgroundColor = Color(red: 0xFF, green: 0x00, blue: 0x00)   // the seed paints it red to show the gap
        let logoImageView = ImageView(image: Image(name: "apple.png", size: Size(width: 241, height: 300)))
        logoImageView.accessibilityIdentifier = "logoImageView"
        logoImageView.contentMode = .scaleAspectFit
        logoImageView.backgroundColor = .white
        view.addSubview(logoImageView)   // translatesAutoresizingMaskIntoConstraints is left on
        try! LayoutConstraint.activate([
            try! LayoutConstraint(item: logoImageView, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leading, multiplier: 1, constant: 0),
            try! LayoutConstraint(item: logoImageView, attribute: .trailing, relatedBy: .equal, toItem: view, attribute: .trailing, multiplier: 1, constant: 0),
            try! LayoutConstraint(item: logoImageView, attribute: .top, relatedBy: .equal, toItem: view, attribute: .top, multiplier: 1, constant: 0),
            try! LayoutConstraint(item: logoImageView, attribute: .height, relatedBy: .equal, toItem: view, attribute: .height, multiplier: 0.5, constant: 0),
        ])
    }
}

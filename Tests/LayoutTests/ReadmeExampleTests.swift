import Layout
import Testing

/// The README's layout example, verbatim, gives what its comment says.
@Suite("README examples")
struct ReadmeExampleTests {
    final class LogoViewController: ViewController {
        override func viewDidLoad() {
            let logoImageView = ImageView(image: Image(name: "apple.jpg", size: Size(width: 241, height: 300)))
            logoImageView.accessibilityIdentifier = "logoImageView"
            logoImageView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(logoImageView)
            try! LayoutConstraint.activate([
                logoImageView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                logoImageView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                logoImageView.topAnchor.constraint(equalTo: view.topAnchor),
                try! LayoutConstraint(
                    item: logoImageView, attribute: .height, relatedBy: .equal,
                    toItem: view, attribute: .height, multiplier: 0.5, constant: 0),
            ])
        }
    }

    @Test("the logo example")
    func logo() {
        let window = Window(size: Size(width: 568, height: 320))
        window.rootViewController = LogoViewController()
        window.layoutIfNeeded()
        #expect(window.frames["logoImageView"] == Rect(x: 0, y: 0, width: 568, height: 160))
        #expect(window.frames["logoImageView"]!.description == "(0 0; 568 160)")
    }
}

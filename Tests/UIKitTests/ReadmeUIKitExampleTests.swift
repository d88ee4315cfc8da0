import Testing
import UIKit

/// The README's `import UIKit` example, verbatim, lays out as its comments say.
final class ReadmeLogoViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let logoImageView = UIImageView(image: UIImage(named: "apple.png"))
        logoImageView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(logoImageView)
        NSLayoutConstraint.activate([
            logoImageView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            logoImageView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            logoImageView.topAnchor.constraint(equalTo: view.topAnchor),
            NSLayoutConstraint(
                item: logoImageView, attribute: .height, relatedBy: .equal,
                toItem: view, attribute: .height, multiplier: 0.5, constant: 0),
        ])
        let nameLabel = UILabel()
        nameLabel.text = "苹果公司"
        nameLabel.backgroundColor = .green
        // ... the scroll view and the yellow description label, likewise
    }
}

@MainActor
@Suite("README: import UIKit")
struct ReadmeUIKitExampleTests {
    @Test("the logo fills the top half of an iPhone 15's screen; the image is the PNG in assets/")
    func logo() throws {
        let controller = ReadmeLogoViewController()
        _ = showInWindow(controller)
        let logo = try #require(controller.view.subviews.first as? UIImageView)
        #expect(logo.frame == CGRect(x: 0, y: 0, width: 393, height: 426))
        #expect(logo.image?.size == CGSize(width: 241, height: 300))
    }
}

import Testing
import UIKit

/// A controller recording its appearance calls.
final class RecordingViewController: UIViewController {
    var calls: [String] = []
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        calls.append("will")
    }
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        calls.append("is appearing \(view.window != nil)")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        calls.append("did")
    }
}

@MainActor
@Suite("View controller lifecycle and show(_:sender:) as UIKit calls them")
struct LifecycleTests {
    @Test(
        "viewIsAppearing comes between viewWillAppear and viewDidAppear, with the view in the window, for a root, a pushed and a presented controller"
    )
    func viewIsAppearing() {
        let root = RecordingViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = showInWindow(navigation)
        #expect(root.calls == ["will", "is appearing true", "did"])
        let pushed = RecordingViewController()
        root.show(pushed, sender: nil)
        window.layoutIfNeeded()
        #expect(navigation.topViewController === pushed, "show pushes inside a navigation controller")
        #expect(pushed.calls == ["will", "is appearing true", "did"])
        let presented = RecordingViewController()
        let alone = UIViewController()
        let other = showInWindow(alone)
        alone.show(presented, sender: nil)
        other.layoutIfNeeded()
        #expect(alone.presentedViewController === presented, "show presents outside one")
        #expect(presented.calls == ["will", "is appearing true", "did"])
    }
}

import Layout
import Testing
import UIKit

@MainActor
@Suite("UIKit's services as code calls them: haptics, the pasteboard, accessibility, menus, target-action bar items")
struct UIKitServicesTests {
    @Test("feedback generators count what they were asked to play")
    func haptics() {
        let impact = UIImpactFeedbackGenerator(style: .light)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        let outcome = UINotificationFeedbackGenerator()
        outcome.notificationOccurred(.success)
        outcome.notificationOccurred(.error)
        let selection = UISelectionFeedbackGenerator()
        selection.selectionChanged()
        #expect(impact.feedbackCount == 2 && impact.style == .light)
        #expect(outcome.outcomes == [.success, .error] && outcome.feedbackCount == 2)
        #expect(selection.feedbackCount == 1)
    }

    @Test("the general pasteboard keeps a string and a URL for the run")
    func pasteboard() {
        UIPasteboard.general.string = "hello"
        #expect(UIPasteboard.general.string == "hello" && UIPasteboard.general.hasStrings)
        UIPasteboard.general.url = URL(string: "https://example.com/a")
        #expect(UIPasteboard.general.string == "https://example.com/a" && UIPasteboard.general.numberOfItems == 1)
        UIPasteboard.general.strings = []
        #expect(!UIPasteboard.general.hasStrings && UIPasteboard.general.string == nil)
    }

    @Test("an announcement is kept; assistive settings read as off")
    func accessibility() {
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        #expect(UIAccessibility.posted.last?.notification == .announcement)
        #expect(UIAccessibility.posted.last?.argument as? String == "Saved")
        #expect(!UIAccessibility.isVoiceOverRunning && !UIAccessibility.isReduceMotionEnabled)
    }

    @Test("a menu lists its actions and its submenus' in order; running an action's handler acts as choosing it")
    func menus() {
        var chosen: [String] = []
        let sort = UIMenu(
            title: "Sort", options: .singleSelection,
            children: [
                UIAction(title: "Name", state: .on) { chosen.append($0.title) },
                UIAction(title: "Date") { chosen.append($0.title) },
            ])
        let menu = UIMenu(children: [sort, UIAction(title: "Delete", attributes: .destructive) { chosen.append($0.title) }])
        let button = UIButton(type: .system)
        button.menu = menu
        button.showsMenuAsPrimaryAction = true
        #expect(button.menu?.allActions.map(\.title) == ["Name", "Date", "Delete"])
        #expect(menu.allActions[2].attributes == .destructive && menu.allActions[0].state == .on)
        for action in menu.allActions { action.handler(action) }
        #expect(chosen == ["Name", "Date", "Delete"])
        let item = UIBarButtonItem(title: "More", image: UIImage(systemName: "ellipsis.circle"), menu: menu)
        #expect(item.menu === menu)
    }

    @Test("a flexible space made with target: nil, action: nil spreads a toolbar's items as UIKit's does")
    func targetActionSpace() {
        let screen = ToolbarTests.ComposeViewController()
        let left = UIBarButtonItem(title: "Left", style: .plain, target: nil, action: nil)
        let right = UIBarButtonItem(title: "Right", style: .done, target: self as AnyObject, action: Selector("done"))
        screen.items = [left, UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil), right]
        _ = showInWindow(screen)
        #expect(right.action == "done")
        let views = screen.toolbar.subviews.compactMap { $0 as? UIButton }
        #expect(views.count == 2)
        #expect(views.first?.frame.minX == 16 && views.last?.frame.maxX == 393 - 16)
    }
}

extension UIKitServicesTests {
    @Test("the share sheet offers Copy and the app's activities; Copy puts the link on the pasteboard, dismisses and tells the handler")
    func shareSheet() throws {
        final class Bookmark: UIActivity {
            var performed = false
            override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("bookmark") }
            override var activityTitle: String? { "Bookmark" }
            override func perform() { performed = true }
        }
        let base = UIViewController()
        let window = showInWindow(base)
        let link = URL(string: "https://example.com/article")!
        let share = UIActivityViewController(activityItems: [link], applicationActivities: [Bookmark()])
        share.popoverPresentationController?.sourceView = base.view
        var heard: (UIActivity.ActivityType?, Bool)?
        share.completionWithItemsHandler = { type, completed, _, _ in heard = (type, completed) }
        base.present(share, animated: true)
        window.layoutIfNeeded()
        #expect(share.offeredActivities.map(\.title) == ["Copy", "Bookmark"])
        let copy = try #require(share.view.subviews.first?.subviews.compactMap { $0 as? UIButton }.first)
        let frame = copy.convert(copy.bounds, to: nil)
        window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(UIPasteboard.general.string == link.absoluteString)
        #expect(heard?.0 == .copyToPasteboard && heard?.1 == true)
        #expect(base.presentedViewController == nil)
    }
}

import Testing
import UIKit

/// A screen that presents an alert, as apps confirm a deletion.
final class DeletingViewController: UIViewController {
    private(set) var deleted = false
    private(set) var disappeared = 0

    func confirmDelete() {
        let alert = UIAlertController(title: "Delete photo?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in self?.deleted = true })
        present(alert, animated: true)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        disappeared += 1
    }
}

@MainActor
@Suite("present(_:animated:): sheets, full screen, alerts")
struct PresentationTests {
    @Test("A sheet starts 10 points below the top safe area over a dimmed screen; the presenter stays")
    func sheet() throws {
        let home = DeletingViewController()
        let window = showInWindow(home)
        let sheet = UIViewController()
        home.present(sheet, animated: true)
        window.layoutIfNeeded()
        #expect(home.presentedViewController === sheet && sheet.presentingViewController === home)
        #expect(sheet.view.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 69))
        #expect(sheet.view.layer.cornerRadius == 10)
        #expect(home.disappeared == 0)
        sheet.dismiss(animated: true)
        #expect(home.presentedViewController == nil && sheet.view.superview == nil)
    }

    @Test("A full-screen presentation covers the screen and the presenter disappears until it is dismissed")
    func fullScreen() {
        let home = DeletingViewController()
        let window = showInWindow(home)
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        home.present(cover, animated: false)
        #expect(cover.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(home.disappeared == 1)
        home.dismiss(animated: false)
        #expect(home.presentedViewController == nil && window.rootViewController === home)
    }

    @Test("An alert: a 270-point box in the middle, Cancel and Delete side by side; Delete dismisses and runs its handler")
    func alert() throws {
        let home = DeletingViewController()
        let window = showInWindow(home)
        home.confirmDelete()
        window.layoutIfNeeded()
        let alert = try #require(home.presentedViewController as? UIAlertController)
        let box = try #require(alert.view.subviews.first)
        #expect(box.frame.width == 270)
        // Centred, on the iPhone 15's 3x pixel grid: each edge moves at most half a pixel.
        #expect(abs(box.frame.midX - 393.0 / 2) <= 1.0 / 6 + 1e-9 && abs(box.frame.midY - 852.0 / 2) <= 1.0 / 6 + 1e-9)
        let buttons = try #require(box.subviews.first?.subviews.last as? UIStackView)
        #expect(buttons.axis == .horizontal && buttons.arrangedSubviews.count == 2)
        let delete = try #require(buttons.arrangedSubviews.last as? UIButton)
        #expect(delete.currentTitle == "Delete")
        window.tap(at: delete.convert(CGPoint(x: 10, y: 10), to: nil))
        #expect(home.deleted)
        #expect(home.presentedViewController == nil)
    }
}

@MainActor
@Suite("Sheet detents (iOS 15's sheetPresentationController): the sheet rests at its selected or smallest detent")
struct SheetDetentTests {
    static func present(_ configure: (UISheetPresentationController) -> Void) throws -> (UIViewController, UIWindow) {
        let base = UIViewController()
        base.view.backgroundColor = .systemBackground
        let window = showInWindow(base)
        let sheet = UIViewController()
        sheet.view.backgroundColor = .systemBackground
        configure(try #require(sheet.sheetPresentationController))
        base.present(sheet, animated: true)
        window.layoutIfNeeded()
        return (sheet, window)
    }

    @Test(
        "the sheet's height on an iPhone 15 (852 tall, 59 safe at the top): large fills below the safe area, medium is half, custom as resolved",
        arguments: [
            ("large", 783.0), ("medium", 392.0), ("medium and large", 392.0), ("selected large", 783.0), ("custom 200", 200.0),
        ])
    func heights(name: String, height: Double) throws {
        let (sheet, _) = try Self.present { s in
            switch name {
            case "large": s.detents = [.large()]
            case "medium": s.detents = [.medium()]
            case "medium and large": s.detents = [.large(), .medium()]
            case "selected large":
                s.detents = [.medium(), .large()]
                s.selectedDetentIdentifier = .large
            default: s.detents = [.custom { _ in 200 }, .large()]
            }
        }
        #expect(abs(Double(sheet.view.frame.height) - height) < 0.5, "\(name): \(sheet.view.frame)")
        #expect(sheet.view.frame.maxY == 852)
    }

    @Test("selecting a detent while shown moves the sheet; an undimmed medium detent leaves the screen undimmed")
    func changes() throws {
        let (sheet, window) = try Self.present { s in
            s.detents = [.medium(), .large()]
            s.largestUndimmedDetentIdentifier = .medium
            s.prefersGrabberVisible = true
        }
        let container = try #require(sheet.view.superview)
        #expect(container.backgroundColor == .clear)
        #expect(container.subviews.count == 2, "the sheet and its grabber")
        sheet.sheetPresentationController?.animateChanges { sheet.sheetPresentationController?.selectedDetentIdentifier = .large }
        window.layoutIfNeeded()
        #expect(sheet.view.frame.minY == 69)
        #expect(container.backgroundColor != .clear)
        let full = UIViewController()
        full.modalPresentationStyle = .fullScreen
        #expect(full.sheetPresentationController == nil)
    }
}

import Testing
import UIKit

/// iOS 17's trait registrations, and the delegate questions a text field asks as editing begins
/// and ends, pinned to UIKit's documented behaviour.
@MainActor
@Suite("Trait change registrations and a text field's begin/end questions, as UIKit")
struct TraitChangeTests {
    final class Adaptive: UIViewController {
        let stack = UIStackView()
        var heard: [UIUserInterfaceSizeClass] = []
        var styleChanges = 0
        var registration: UITraitChangeRegistration?
        override func viewDidLoad() {
            super.viewDidLoad()
            registration = registerForTraitChanges([UITraitVerticalSizeClass.self]) { (self: Self, previous: UITraitCollection) in
                self.heard.append(previous.verticalSizeClass)
                self.stack.axis = self.traitCollection.verticalSizeClass == .compact ? .horizontal : .vertical
            }
            registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, _: UITraitCollection) in self.styleChanges += 1 }
        }
    }

    @Test("A handler registered for the vertical size class hears the rotation into compact height, with the previous traits")
    func registeredHandlerHearsRotation() throws {
        let controller = Adaptive()
        let window = showInWindow(controller)
        #expect(controller.heard.isEmpty, "no trait has changed yet")
        window.layoutWindow.orientation = .landscape
        #expect(controller.heard == [.regular] && controller.stack.axis == .horizontal)
        #expect(controller.styleChanges == 0, "the style does not change: it stays light")
        controller.unregisterForTraitChanges(try #require(controller.registration))
        window.layoutWindow.orientation = .portrait
        #expect(controller.heard == [.regular], "unregistered")
        let view = UIView()
        var viewHeard = 0
        view.registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self]) { (_: UIView, _) in viewHeard += 1 }
        controller.view.addSubview(view)
        window.layoutWindow.orientation = .landscape
        #expect(viewHeard == 1, "a view's registration, once for a change of either trait")
    }

    @Test("Traits combine: each from the last collection that specifies it")
    func combinedTraits() {
        let traits = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular),
            UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(displayScale: 3),
        ])
        #expect(traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .regular && traits.displayScale == 3)
        #expect(traits.userInterfaceIdiom == .unspecified)
    }

    final class Gate: NSObject, UITextFieldDelegate {
        var mayBegin = true, mayEnd = true
        var ended: [UITextField.DidEndEditingReason] = []
        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { mayBegin }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { mayEnd }
        func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { ended.append(reason) }
    }

    @Test("UITraitCollection.current is the main screen's traits until set; performAsCurrent sets it for its block only")
    func currentTraits() {
        #expect(UITraitCollection.current == UIScreen.main.traitCollection)
        let compact = UITraitCollection(horizontalSizeClass: .compact)
        var inside: UIUserInterfaceSizeClass?
        compact.performAsCurrent { inside = UITraitCollection.current.horizontalSizeClass }
        #expect(inside == .compact)
        #expect(UITraitCollection.current == UIScreen.main.traitCollection, "the previous traits are back")
    }

    @Test("textFieldShouldBeginEditing and textFieldShouldEndEditing decide; didEndEditing(reason:) hears .committed")
    func beginAndEndQuestions() {
        let controller = UIViewController()
        let window = showInWindow(controller)
        defer { withExtendedLifetime(window) {} }
        let field = UITextField(frame: CGRect(x: 20, y: 200, width: 200, height: 34))
        controller.view.addSubview(field)
        let gate = Gate()
        field.delegate = gate
        gate.mayBegin = false
        #expect(!field.becomeFirstResponder() && !field.isFirstResponder, "the delegate refused")
        gate.mayBegin = true
        #expect(field.becomeFirstResponder() && field.isFirstResponder)
        gate.mayEnd = false
        #expect(!field.resignFirstResponder() && field.isFirstResponder, "the delegate keeps it editing")
        gate.mayEnd = true
        #expect(field.resignFirstResponder() && !field.isFirstResponder)
        #expect(gate.ended == [.committed])
    }
}

extension TraitChangeTests {
    final class NotesGate: NSObject, UITextViewDelegate {
        var mayBegin = true, mayEnd = true
        func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { mayBegin }
        func textViewShouldEndEditing(_ textView: UITextView) -> Bool { mayEnd }
    }

    @Test("textViewShouldBeginEditing and textViewShouldEndEditing decide, as a text field's delegate does")
    func textViewQuestions() {
        let controller = UIViewController()
        let window = showInWindow(controller)
        defer { withExtendedLifetime(window) {} }
        let notes = UITextView(frame: CGRect(x: 20, y: 200, width: 200, height: 100))
        controller.view.addSubview(notes)
        let gate = NotesGate()
        notes.delegate = gate
        gate.mayBegin = false
        #expect(!notes.becomeFirstResponder() && !notes.isFirstResponder)
        gate.mayBegin = true
        #expect(notes.becomeFirstResponder())
        gate.mayEnd = false
        #expect(!notes.resignFirstResponder() && notes.isFirstResponder)
        gate.mayEnd = true
        #expect(notes.resignFirstResponder() && !notes.isFirstResponder)
    }
}

import Testing
import UIKit

/// UIKit declares `+` and `-` on `UILayoutPriority`; code that imports UIKit alone (this file)
/// writes `.required - 1` in a call.
@MainActor
@Suite("Priority arithmetic as UIKit code writes it, with import UIKit alone")
struct PriorityArithmeticTests {
    @Test("`.required - 1` is 999 and `.defaultLow + 1` is 251, passed where a priority is expected")
    func priorityArithmetic() {
        let view = UIView()
        view.setContentCompressionResistancePriority(.required - 1, for: .vertical)
        view.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        #expect(view.contentCompressionResistancePriority(for: .vertical).rawValue == 999)
        #expect(view.contentHuggingPriority(for: .horizontal).rawValue == 251)
        let lowered: UILayoutPriority = .defaultHigh - 1
        #expect(lowered.rawValue == 749)
    }
}

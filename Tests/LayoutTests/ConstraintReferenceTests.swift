@testable import Layout
import Testing

/// Each item lists the installed constraints that name it (what `constraintsAffectingLayout(for:)`
/// reports and what a view leaving its superview deactivates), in install order, each once.
@Suite("The constraints that name an item")
struct ConstraintReferenceTests {
    @Test("installed and removed in any order: an item lists the ones left, in install order, each once")
    func referencesFollowInstallAndRemoval() throws {
        let h = Harness()
        let a = h.add(View(), "a"), b = h.add(View(), "b")
        // 40 constraints between a and b, one a to itself (aspect ratio), then every third removed:
        // more than 16 holes, so the list is compacted on the way.
        var all: [LayoutConstraint] = (0..<40).map { a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: Double($0)) }
        all.append(a.widthAnchor.constraint(equalTo: a.heightAnchor))
        for c in all { c.priority = LayoutPriority(Float(100 + all.firstIndex { $0 === c }!)) }
        try LayoutConstraint.activate(all)
        for (i, c) in all.enumerated() where i % 3 == 0 { c.isActive = false }
        let kept = all.enumerated().filter { $0.offset % 3 != 0 }.map(\.element)
        #expect(a.installedReferences.map(ObjectIdentifier.init) == kept.map(ObjectIdentifier.init))
        #expect(b.installedReferences.map(ObjectIdentifier.init) == kept.filter { $0.secondItem === b }.map(ObjectIdentifier.init))
        #expect(a.constraintsAffectingLayout(for: .horizontal).count == kept.filter { $0.firstAttribute.axis == .horizontal }.count)
        // Removing b deactivates exactly the constraints that reach it from outside.
        b.removeFromSuperview()
        #expect(kept.filter { $0.secondItem === b }.allSatisfy { !$0.isActive })
        #expect(a.installedReferences.count == 1 && a.installedReferences[0] === all[40])
    }
}

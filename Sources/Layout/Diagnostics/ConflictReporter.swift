import Cassowary

/// One unsatisfiable-constraints event: UIKit's log text and LayoutSim's explanation.
public struct ConstraintConflict: Sendable {
    /// UIKit's log, line for line (iOS 10+ form, without the timestamp).
    public let uikitLog: String
    /// Which constraints conflict, where they were made, which one was broken and why, and a fix.
    public let explanation: String
    /// UIKit's description of the constraint left out.
    public let broken: String
}

/// Turns a constraint the engine could not add (or whose new constant could not hold) into UIKit's
/// log text and LayoutSim's explanation, and keeps every such event.
@MainActor
final class ConflictReporter {
    let describer: UIKitDescriber
    /// Every unsatisfiable-constraints event, in order.
    private(set) var reports: [ConstraintConflict] = []

    init(describer: UIKitDescriber) { self.describer = describer }

    private func uikitDescription(_ d: ConstraintDescriptor) -> String { describer.uikitDescription(d) }
    private func descriptionBody(_ d: ConstraintDescriptor) -> (body: String, superview: LayoutItem?) { describer.descriptionBody(d) }
    private func itemText(_ item: LayoutItem) -> String { describer.itemText(item) }

    /// UIKit's "Unable to simultaneously satisfy constraints." text for a failed add (or constant
    /// change), with the explanation recorded in ``reports``; returns the line to log. The list is
    /// the minimal conflicting set (`conflicting`, the solver's, mapped back to layout constraints):
    /// user and autoresizing constraints in the order they were made, then engine-made ones.
    func report(
        _ error: SolverError, failing constraint: LayoutConstraint, conflicting: [LayoutConstraint],
        keptOld: Bool
    ) -> String {
        let failing = ConstraintDescriptor(constraint)
        guard case .unsatisfiable = error else {
            guard case .nonFiniteNumber = error else { return "[LayoutConstraints] \(uikitDescription(failing)): \(error)" }
            let what = keptOld ? "The new constant of" : "Unable to add"
            return "[LayoutConstraints] \(what) \(uikitDescription(failing)): its numbers take the layout out of the finite range "
                + "(beyond ±1.8e308); "
                + (keptOld ? "the constraint keeps its previous constant." : "it stays active but is left out of the solution.")
        }
        let others = conflicting.map(ConstraintDescriptor.init)
        let ordered = others.filter { $0.kind != .system } + [failing] + others.filter { $0.kind == .system }
        let descriptions = ordered.map { uikitDescription($0) }
        let broken = uikitDescription(failing)
        var lines = [
            "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
        ]
        if ordered.contains(where: { $0.kind == .autoresizing }) {
            lines.append(
                "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) "
            )
        }
        lines.append("(")
        for (i, d) in descriptions.enumerated() {
            lines.append("    \"\(d)\"" + (i < descriptions.count - 1 ? "," : ""))
        }
        lines += [
            ")", "", "Will attempt to recover by breaking constraint ", broken, "",
            "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
            "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.",
        ]
        let uikit = lines.joined(separator: "\n")
        let explanation = explain(ordered, failing: failing, keptOld: keptOld)
        reports.append(ConstraintConflict(uikitLog: uikit, explanation: explanation, broken: broken))
        return uikit
    }

    private func explain(_ ordered: [ConstraintDescriptor], failing: ConstraintDescriptor, keptOld: Bool) -> String {
        var lines = ["LayoutSim: these \(ordered.count) required constraints cannot all hold (remove any one and the rest can):"]
        for (i, d) in ordered.enumerated() {
            var where_: String
            switch d.kind {
            case .user:
                where_ =
                    (d.visualFormat.map { "from \"\($0)\" " } ?? "")
                    + (d.file.map { "made at \($0)" + (d.line.map { ":\($0)" } ?? "") } ?? "made in code")
            case .autoresizing: where_ = "translated from the autoresizing mask \(d.prefix ?? "") of \(itemText(d.first))"
            case .contentSize: where_ = "the intrinsic content size of \(itemText(d.first))"
            case .system: where_ = "made by the engine" + (d.identifier.map { " ('\($0)')" } ?? "")
            }
            let id = d.identifier.map { "'\($0)' " } ?? ""
            lines.append("  \(i + 1). \(id)\(bodyText(d)) — priority \(short(Double(d.priority))), \(where_)")
        }
        if keptOld {
            lines.append("Not applied: the new constant of \(bodyText(failing)); the constraint keeps its previous constant.")
        } else {
            lines.append(
                "Broken: \(bodyText(failing)), the constraint being added when the conflict appeared; it stays active but is left out of the solution."
            )
        }
        lines.append("Suggested fix: " + suggestion(ordered))
        return lines.joined(separator: "\n")
    }

    private func bodyText(_ d: ConstraintDescriptor) -> String {
        descriptionBody(d).body + (d.extra.map { " \($0)" } ?? "")
    }

    private func suggestion(_ ordered: [ConstraintDescriptor]) -> String {
        // A view that translates its mask (the window's own Encapsulated-Layout constraints carry
        // an identifier and are not the user's doing).
        if let a = ordered.first(where: { $0.kind == .autoresizing && $0.identifier == nil }) {
            return
                "translatesAutoresizingMaskIntoConstraints is true on \(itemText(a.first)): set it to false before adding constraints to it."
        }
        // The earliest user constraint whose item and attribute a later one sets again (one pass).
        struct Setter: Hashable {
            let item: ObjectIdentifier
            let attribute: String
        }
        var setters: [Setter: (first: Int, again: Int?)] = [:]
        let users = ordered.filter { $0.kind == .user }
        for (i, d) in users.enumerated() {
            let key = Setter(item: ObjectIdentifier(d.first), attribute: d.firstAttribute)
            if let seen = setters[key] {
                if seen.again == nil { setters[key] = (seen.first, i) }
            } else {
                setters[key] = (i, nil)
            }
        }
        if let pair = setters.values.filter({ $0.again != nil }).min(by: { $0.first < $1.first }), let again = pair.again {
            let (a, b) = (users[pair.first], users[again])
            let at = { (d: ConstraintDescriptor) in
                (d.visualFormat.map { "\"\($0)\" at " } ?? "") + (d.file.map { $0 + (d.line.map { ":\($0)" } ?? "") } ?? "code")
            }
            return
                "\(itemText(a.first)).\(a.firstAttribute) is set twice (\(at(a)) and \(at(b))): remove one, or give one a priority below 1000."
        }
        if ordered.contains(where: { $0.identifier?.hasPrefix("UIView-Encapsulated-Layout") == true }) {
            return
                "the window's size holds the root view (UIView-Encapsulated-Layout-*); give a constraint that fights it a priority below 1000."
        }
        return "give one of these constraints a priority below 1000, or remove one."
    }
}

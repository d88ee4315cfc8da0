/// AutoLayoutKit's workflow in Swift (seed 003): lay out one view with `set` (constraints on the
/// view alone) and `make` (constraints relating it to another view), with sticky priorities and
/// named constraints you can find and remove later.
///
/// ```swift
/// Constraints.layout(optionA) { c in
///     c.set(.height, to: 60, name: "height")
///     c.set(.width, to: 60, name: "width")
///     c.make(.right, equalTo: optionB, s: .left, minus: 10)
///     c.make(.centerY, equalTo: self, s: .centerY)
/// }
/// optionA.constraint(named: "height")?.constant = 70
/// ```
/// The receiver stops translating its autoresizing mask. `set` installs on the receiver; `make`
/// installs on the nearest common ancestor unless `on:` names the view. Each constraint records the
/// `#fileID` and `#line` of the call. A constraint that cannot be made or installed is logged
/// (with UIKit's message) and kept in ``failures``.
@MainActor
public final class Constraints {
    /// The view being laid out.
    public let view: View
    /// The priority given to the constraints made from now on (sticky; `required` at first).
    public private(set) var priority = LayoutPriority.required
    /// The constraints made, in order.
    public private(set) var made: [LayoutConstraint] = []
    /// What could not be made or installed, with the error.
    public private(set) var failures: [LayoutError] = []

    init(view: View) { self.view = view }

    /// Lays out `view` with the constraints `body` makes; returns them (installed).
    @discardableResult
    public static func layout(_ view: View, _ body: (Constraints) -> Void) -> Constraints {
        view.translatesAutoresizingMaskIntoConstraints = false
        let c = Constraints(view: view)
        body(c)
        return c
    }

    // MARK: Priorities

    /// Sets the priority of the constraints made from now on.
    public func setPriority(_ priority: LayoutPriority) { self.priority = priority }
    /// From now on: required (1000).
    public func setPriorityRequired() { priority = .required }
    /// From now on: default high (750).
    public func setPriorityDefaultHigh() { priority = .defaultHigh }
    /// From now on: default low (250).
    public func setPriorityDefaultLow() { priority = .defaultLow }
    /// From now on: fitting size level (50).
    public func setPriorityFittingSizeLevel() { priority = .fittingSizeLevel }

    // MARK: set: the view alone

    /// `view.attribute == constant`, installed on the view.
    @discardableResult
    public func set(
        _ attribute: LayoutAttribute, to constant: Double, name: String? = nil,
        file: String = #fileID, line: Int = #line
    ) -> LayoutConstraint? {
        add(attribute, .equal, nil, .notAnAttribute, multiplier: 0, constant: constant, on: view, name: name, file: file, line: line)
    }

    /// `view.attribute <= constant`, installed on the view.
    @discardableResult
    public func set(
        _ attribute: LayoutAttribute, lessThan constant: Double, name: String? = nil,
        file: String = #fileID, line: Int = #line
    ) -> LayoutConstraint? {
        add(
            attribute, .lessThanOrEqual, nil, .notAnAttribute, multiplier: 0, constant: constant, on: view, name: name, file: file,
            line: line)
    }

    /// `view.attribute >= constant`, installed on the view.
    @discardableResult
    public func set(
        _ attribute: LayoutAttribute, greaterThan constant: Double, name: String? = nil,
        file: String = #fileID, line: Int = #line
    ) -> LayoutConstraint? {
        add(
            attribute, .greaterThanOrEqual, nil, .notAnAttribute, multiplier: 0, constant: constant, on: view, name: name, file: file,
            line: line)
    }

    // MARK: make: related to another view

    /// `view.attribute == other.s * times + plus - minus`.
    @discardableResult
    public func make(
        _ attribute: LayoutAttribute, equalTo other: LayoutItem, s otherAttribute: LayoutAttribute,
        times: Double = 1, plus: Double = 0, minus: Double = 0, on target: View? = nil, name: String? = nil,
        file: String = #fileID, line: Int = #line
    ) -> LayoutConstraint? {
        add(
            attribute, .equal, other, otherAttribute, multiplier: times, constant: plus - minus, on: target, name: name, file: file,
            line: line)
    }

    /// `view.attribute <= other.s * times + plus - minus`.
    @discardableResult
    public func make(
        _ attribute: LayoutAttribute, lessThan other: LayoutItem, s otherAttribute: LayoutAttribute,
        times: Double = 1, plus: Double = 0, minus: Double = 0, on target: View? = nil, name: String? = nil,
        file: String = #fileID, line: Int = #line
    ) -> LayoutConstraint? {
        add(
            attribute, .lessThanOrEqual, other, otherAttribute, multiplier: times, constant: plus - minus, on: target, name: name,
            file: file, line: line)
    }

    /// `view.attribute >= other.s * times + plus - minus`.
    @discardableResult
    public func make(
        _ attribute: LayoutAttribute, greaterThan other: LayoutItem, s otherAttribute: LayoutAttribute,
        times: Double = 1, plus: Double = 0, minus: Double = 0, on target: View? = nil, name: String? = nil,
        file: String = #fileID, line: Int = #line
    ) -> LayoutConstraint? {
        add(
            attribute, .greaterThanOrEqual, other, otherAttribute, multiplier: times, constant: plus - minus, on: target, name: name,
            file: file, line: line)
    }

    private func add(
        _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ other: LayoutItem?,
        _ otherAttribute: LayoutAttribute, multiplier: Double, constant: Double, on target: View?,
        name: String?, file: String, line: Int
    ) -> LayoutConstraint? {
        do {
            let c = try LayoutConstraint(
                view, attribute, relation, other, otherAttribute, multiplier: multiplier,
                constant: constant, priority: priority, origin: .user, identifier: name,
                file: file, line: line)
            if let target {
                target.addConstraint(c)
            } else {
                try c.activate()
            }
            made.append(c)
            return c
        } catch {
            failures.append(error)
            view.report(error)
            return nil
        }
    }
}

extension View {
    /// The first constraint installed on this view whose identifier (name) is `name`.
    public func constraint(named name: String) -> LayoutConstraint? {
        constraints.first { $0.identifier == name }
    }

    /// Removes the first constraint installed on this view named `name`; returns it.
    @discardableResult
    public func removeConstraint(named name: String) -> LayoutConstraint? {
        guard let c = constraint(named: name) else { return nil }
        removeConstraint(c)
        return c
    }

    /// Removes every constraint installed on this view named `name`; returns them.
    @discardableResult
    public func removeConstraints(named name: String) -> [LayoutConstraint] {
        let found = constraints.filter { $0.identifier == name }
        removeConstraints(found)
        return found
    }
}

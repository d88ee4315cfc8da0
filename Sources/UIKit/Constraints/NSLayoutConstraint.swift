import Foundation
import Layout

/// A relation between two attributes, `item1.attribute1 = multiplier x item2.attribute2 + constant`,
/// as UIKit's `NSLayoutConstraint`.
///
/// Where UIKit raises an exception (activating a constraint whose items share no ancestor, an
/// invalid pairing of attributes, switching an installed constraint between required and optional),
/// the program stops with UIKit's message, as an uncaught exception would. Layout's
/// `LayoutConstraint` throws the same errors instead.
///
/// ```swift
/// NSLayoutConstraint.activate([
///     title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
///     title.centerXAnchor.constraint(equalTo: view.centerXAnchor),
/// ])
/// ```
@MainActor
public final class NSLayoutConstraint: @MainActor CustomStringConvertible {
    /// The Layout constraint this stands for.
    public let layoutConstraint: LayoutConstraint

    private init(_ constraint: LayoutConstraint) {
        layoutConstraint = constraint
        constraint.wrapper = self
    }

    /// The constraint object for a Layout constraint: its wrapper while one lives, else a new one.
    static func wrapping(_ constraint: LayoutConstraint) -> NSLayoutConstraint {
        (constraint.wrapper as? NSLayoutConstraint) ?? NSLayoutConstraint(constraint)
    }

    /// Makes a constraint from items and attributes (UIKit's `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`).
    ///
    /// - Parameters:
    ///   - view1: a `UIView` or `UILayoutGuide`.
    ///   - attr1: its attribute.
    ///   - relation: `==`, `<=` or `>=`.
    ///   - view2: a `UIView`, `UILayoutGuide`, or nil for a constant size.
    ///   - attr2: its attribute (`.notAnAttribute` without an item).
    ///   - multiplier: multiplies the second attribute.
    ///   - c: added.
    ///   - file: where the constraint is made, for conflict explanations (the caller's, by default).
    ///   - line: the line there.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat, file: String = #fileID, line: Int = #line
    ) {
        do {
            let constraint = try LayoutConstraint(
                item: Self.layoutItem(view1), attribute: attr1, relatedBy: relation, toItem: view2.map(Self.layoutItem),
                attribute: attr2, multiplier: Double(multiplier), constant: Double(c), file: file, line: line)
            self.init(constraint)
        } catch {
            raiseUncaughtException(error)
        }
    }

    /// The Layout item of a `UIView` or `UILayoutGuide`; anything else stops as UIKit does.
    static func layoutItem(_ object: Any) -> LayoutItem {
        switch object {
        case let view as UIView: return view.layoutView
        case let guide as UILayoutGuide: return guide.layoutGuide
        default:
            raiseUncaughtException(LayoutError.invalidConstraint("NSLayoutConstraint: \(object) is not a view or layout guide"))
        }
    }

    /// The `UIView` or `UILayoutGuide` standing for a Layout item.
    static func object(for item: LayoutItem?) -> AnyObject? {
        switch item {
        case let view as View: UIView.wrapping(view)
        case let guide as LayoutGuide: UILayoutGuide.wrapping(guide)
        default: nil
        }
    }

    // MARK: Properties

    /// The first item: a `UIView` or `UILayoutGuide`.
    public var firstItem: AnyObject? { Self.object(for: layoutConstraint.firstItem) }
    /// The first item's attribute.
    public var firstAttribute: Attribute { layoutConstraint.firstAttribute }
    /// The relation.
    public var relation: Relation { layoutConstraint.relation }
    /// The second item, if any.
    public var secondItem: AnyObject? { Self.object(for: layoutConstraint.secondItem) }
    /// The second item's attribute.
    public var secondAttribute: Attribute { layoutConstraint.secondAttribute }
    /// The multiplier.
    public var multiplier: CGFloat { CGFloat(layoutConstraint.multiplier) }

    /// The constant; changing it re-solves in place.
    public var constant: CGFloat {
        get { CGFloat(layoutConstraint.constant) }
        set { layoutConstraint.constant = Double(newValue) }
    }

    /// The priority. An installed constraint cannot move between required and optional (UIKit raises).
    public var priority: UILayoutPriority {
        get { layoutConstraint.priority }
        set {
            if let error = layoutConstraint.priorityChangeError(to: newValue) { raiseUncaughtException(error) }
            layoutConstraint.priority = newValue
        }
    }

    /// A name for logs and `view.constraints` searches.
    public var identifier: String? {
        get { layoutConstraint.identifier }
        set { layoutConstraint.identifier = newValue }
    }

    /// Whether the constraint is active. Activating one whose items share no ancestor stops with
    /// UIKit's exception.
    public var isActive: Bool {
        get { layoutConstraint.isActive }
        set {
            if newValue {
                do { try layoutConstraint.activate() } catch { raiseUncaughtException(error) }
            } else {
                layoutConstraint.deactivate()
            }
        }
    }

    /// Whether the constraint is archived with a nib (kept; nothing is archived here).
    public var shouldBeArchived = false

    /// UIKit's text: `<NSLayoutConstraint:0x… UILabel:0x….top == UIView:0x….top + 8   (active)>`.
    public var description: String { layoutConstraint.description }

    // MARK: Activation

    /// Activates the constraints (stops with UIKit's exception for one whose items share no ancestor).
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        do { try LayoutConstraint.activate(constraints.map(\.layoutConstraint)) } catch { raiseUncaughtException(error) }
    }

    /// Deactivates the constraints.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        LayoutConstraint.deactivate(constraints.map(\.layoutConstraint))
    }

    /// The constraints a visual-format string describes (UIKit's
    /// `constraints(withVisualFormat:options:metrics:views:)`), inactive. A format UIKit cannot
    /// parse stops with its `Unable to parse constraint format` exception.
    ///
    /// - Parameters:
    ///   - format: the visual format, such as `"H:|-[name]-8-[value(>=40)]-|"`.
    ///   - opts: alignment and direction options.
    ///   - metrics: numbers by name (`CGFloat`, `Double`, `Int`, `NSNumber`...).
    ///   - views: `UIView`s and `UILayoutGuide`s by name.
    ///   - file: where the format is written, for conflict explanations (the caller's, by default).
    ///   - line: the line there.
    public class func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any], file: String = #fileID, line: Int = #line
    ) -> [NSLayoutConstraint] {
        let items = views.mapValues(layoutItem)
        let numbers = metrics?.compactMapValues(number)
        do {
            return try LayoutConstraint.constraints(
                withVisualFormat: format, options: opts, metrics: numbers, views: items, file: file, line: line
            ).map(wrapping)
        } catch {
            raiseUncaughtException(error)
        }
    }

    /// A metric's value: any of Swift's numbers or an `NSNumber` (nil for anything else, which the
    /// format then reports as an unknown metric).
    private static func number(_ value: Any) -> Double? {
        switch value {
        case let v as CGFloat: Double(v)
        case let v as Double: v
        case let v as Float: Double(v)
        case let v as Int: Double(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }
}

extension NSLayoutConstraint {
    /// A layout attribute: `.top`, `.leading`, `.width`, `.centerX`, `.lastBaseline`, the margins...
    public typealias Attribute = LayoutAttribute
    /// `.equal`, `.lessThanOrEqual`, `.greaterThanOrEqual`.
    public typealias Relation = LayoutRelation
    /// `.horizontal` or `.vertical`.
    public typealias Axis = LayoutAttribute.Axis
    /// Visual-format options: `.alignAllCenterY`, `.directionLeftToRight`...
    public typealias FormatOptions = LayoutFormatOptions
}

/// A constraint's priority, 1...1000 (UIKit's `UILayoutPriority`: `.required`, `.defaultHigh`,
/// `.defaultLow`, `.fittingSizeLevel`, arithmetic with `+` and `-`).
public typealias UILayoutPriority = LayoutPriority

extension UILayoutPriority {
    // Layout's own `+` and `-` are out of sight of `import UIKit` (its names stay hidden), so UIKit
    // declares them again, as UIKit does beside `UILayoutPriority`; where both modules are
    // imported, these are chosen (Layout's are disfavoured).

    /// A priority raised by `rhs`: `.defaultLow + 1`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }

    /// A priority lowered by `rhs`: `.required - 1`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}

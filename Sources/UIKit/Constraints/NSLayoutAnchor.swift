import Foundation
import Layout

/// An attribute of a view or layout guide, typed so that only compatible anchors combine
/// (UIKit's `NSLayoutAnchor`): X with X, Y with Y, dimension with dimension.
///
/// ```swift
/// label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20).isActive = true
/// ```
@MainActor
public class NSLayoutAnchor<AnchorType: AnyObject> {
    let item: LayoutItem
    let attribute: LayoutAttribute

    init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// Makes the constraint, stopping with UIKit's exception text where UIKit raises one (leading
    /// paired with left, a non-finite constant).
    func make(
        _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
        constant: CGFloat, file: String, line: Int
    ) -> NSLayoutConstraint {
        do {
            let c = try LayoutConstraint(
                item: item, attribute: attribute, relatedBy: relation, toItem: other?.item,
                attribute: other?.attribute ?? .notAnAttribute, multiplier: other == nil ? 0 : Double(multiplier),
                constant: Double(constant), file: file, line: line)
            return NSLayoutConstraint.wrapping(c)
        } catch {
            raiseUncaughtException(error)
        }
    }

    /// `self == anchor`.
    public func constraint(
        equalTo anchor: NSLayoutAnchor<AnchorType>, file: String = #fileID, line: Int = #line
    )
        -> NSLayoutConstraint
    {
        make(.equal, anchor, constant: 0, file: file, line: line)
    }

    /// `self == anchor + constant`.
    public func constraint(
        equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat, file: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c, file: file, line: line)
    }

    /// `self >= anchor`.
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, file: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0, file: file, line: line)
    }

    /// `self >= anchor + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat, file: String = #fileID,
        line: Int = #line
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c, file: file, line: line)
    }

    /// `self <= anchor`.
    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, file: String = #fileID, line: Int = #line
    )
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: 0, file: file, line: line)
    }

    /// `self <= anchor + constant`.
    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat, file: String = #fileID,
        line: Int = #line
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c, file: file, line: line)
    }
}

/// A horizontal location anchor: leading, trailing, left, right, centerX.
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + multiplier x system spacing` (8 pt between siblings).
    public func constraint(
        equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat, file: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        make(.equal, anchor, constant: View.standardSpacing * multiplier, file: file, line: line)
    }

    /// `self >= anchor + multiplier x system spacing`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat, file: String = #fileID,
        line: Int = #line
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: View.standardSpacing * multiplier, file: file, line: line)
    }

    /// `self <= anchor + multiplier x system spacing`.
    public func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat, file: String = #fileID,
        line: Int = #line
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: View.standardSpacing * multiplier, file: file, line: line)
    }
}

/// A vertical location anchor: top, bottom, centerY, baselines.
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + multiplier x system spacing` (8 pt between siblings).
    public func constraint(
        equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat, file: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        make(.equal, anchor, constant: View.standardSpacing * multiplier, file: file, line: line)
    }

    /// `self >= anchor + multiplier x system spacing`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat, file: String = #fileID,
        line: Int = #line
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: View.standardSpacing * multiplier, file: file, line: line)
    }

    /// `self <= anchor + multiplier x system spacing`.
    public func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat, file: String = #fileID,
        line: Int = #line
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: View.standardSpacing * multiplier, file: file, line: line)
    }
}

/// A size anchor: width or height.
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == constant`.
    public func constraint(equalToConstant c: CGFloat, file: String = #fileID, line: Int = #line) -> NSLayoutConstraint {
        make(.equal, nil, constant: c, file: file, line: line)
    }

    /// `self >= constant`.
    public func constraint(
        greaterThanOrEqualToConstant c: CGFloat, file: String = #fileID, line: Int = #line
    )
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, nil, constant: c, file: file, line: line)
    }

    /// `self <= constant`.
    public func constraint(
        lessThanOrEqualToConstant c: CGFloat, file: String = #fileID, line: Int = #line
    )
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, nil, constant: c, file: file, line: line)
    }

    /// `self == multiplier x anchor + constant`.
    public func constraint(
        equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0, file: String = #fileID,
        line: Int = #line
    ) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c, file: file, line: line)
    }

    /// `self >= multiplier x anchor + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0,
        file: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c, file: file, line: line)
    }

    /// `self <= multiplier x anchor + constant`.
    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0,
        file: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c, file: file, line: line)
    }
}

/// The anchors of views and layout guides (UIKit's `UIView` and `UILayoutGuide` anchor properties).
@MainActor
public protocol UILayoutAnchorOwning: AnyObject {
    /// The Layout item the anchors belong to.
    var anchorItem: LayoutItem { get }
}

extension UILayoutAnchorOwning {
    /// The leading edge (left in left-to-right languages).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(anchorItem, .leading) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(anchorItem, .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(anchorItem, .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(anchorItem, .right) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(anchorItem, .centerX) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(anchorItem, .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(anchorItem, .bottom) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(anchorItem, .centerY) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(anchorItem, .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(anchorItem, .height) }
}

/// An attribute of a layout item, typed so that only compatible anchors combine
/// (UIKit's `NSLayoutAnchor<AnchorType>`): X with X, Y with Y, dimension with dimension.
///
/// ```swift
/// label.topAnchor.constraint(equalTo: view.topAnchor, constant: 8).isActive = true
/// ```
@MainActor
public class LayoutAnchor<AnchorType: AnyObject> {
    /// The item the anchor belongs to.
    public let item: LayoutItem
    /// The attribute it stands for.
    public let attribute: LayoutAttribute

    init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    func make(
        _ relation: LayoutRelation, _ other: LayoutAnchor<AnchorType>?, multiplier: Double = 1,
        constant: Double, file: String, line: Int
    ) -> LayoutConstraint {
        let secondAttribute = other?.attribute ?? .notAnAttribute
        let m = other == nil ? 0 : multiplier
        let c = LayoutConstraint(
            unchecked: item, attribute, relation, other?.item, secondAttribute,
            multiplier: m, constant: constant.isFinite ? constant : 0, origin: .user,
            file: file, line: line)
        // Typed anchors rule out X with Y; what is left (leading with left, non-finite numbers) makes
        // a constraint that refuses to activate, with UIKit's message.
        do {
            try LayoutConstraint.validate(item, attribute, other?.item, secondAttribute, m, constant)
        } catch {
            c.validationError = error
        }
        return c
    }

    /// `self == anchor + constant`.
    public func constraint(
        equalTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0,
        file: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.equal, anchor, constant: constant, file: file, line: line)
    }

    /// `self >= anchor + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0,
        file: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: constant, file: file, line: line)
    }

    /// `self <= anchor + constant`.
    public func constraint(
        lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0,
        file: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: constant, file: file, line: line)
    }
}

/// A horizontal location: leading, trailing, left, right, centerX.
public final class XAxisAnchor: LayoutAnchor<XAxisAnchor> {
    /// `self == anchor + multiplier * standard spacing` (8 points, as between sibling views).
    public func constraint(
        equalToSystemSpacingAfter anchor: XAxisAnchor, multiplier: Double = 1,
        file: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.equal, anchor, constant: View.standardSpacing * multiplier, file: file, line: line)
    }

    /// `self >= anchor + multiplier * standard spacing`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: XAxisAnchor, multiplier: Double = 1,
        file: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: View.standardSpacing * multiplier, file: file, line: line)
    }

    /// `self <= anchor + multiplier * standard spacing`.
    public func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: XAxisAnchor, multiplier: Double = 1,
        file: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: View.standardSpacing * multiplier, file: file, line: line)
    }
}

/// A vertical location: top, bottom, centerY, firstBaseline, lastBaseline.
public final class YAxisAnchor: LayoutAnchor<YAxisAnchor> {
    /// `self == anchor + multiplier * standard spacing` (8 points).
    public func constraint(
        equalToSystemSpacingBelow anchor: YAxisAnchor, multiplier: Double = 1,
        file: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.equal, anchor, constant: View.standardSpacing * multiplier, file: file, line: line)
    }

    /// `self >= anchor + multiplier * standard spacing`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: YAxisAnchor, multiplier: Double = 1,
        file: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: View.standardSpacing * multiplier, file: file, line: line)
    }

    /// `self <= anchor + multiplier * standard spacing`.
    public func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: YAxisAnchor, multiplier: Double = 1,
        file: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: View.standardSpacing * multiplier, file: file, line: line)
    }
}

/// A size: width or height.
public final class DimensionAnchor: LayoutAnchor<DimensionAnchor> {
    /// `self == constant`.
    public func constraint(equalToConstant constant: Double, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.equal, nil, constant: constant, file: file, line: line)
    }

    /// `self >= constant`.
    public func constraint(
        greaterThanOrEqualToConstant constant: Double, file: String = #fileID,
        line: Int = #line
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: constant, file: file, line: line)
    }

    /// `self <= constant`.
    public func constraint(
        lessThanOrEqualToConstant constant: Double, file: String = #fileID,
        line: Int = #line
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, constant: constant, file: file, line: line)
    }

    /// `self == multiplier * anchor + constant`.
    public func constraint(
        equalTo anchor: DimensionAnchor, multiplier: Double, constant: Double = 0,
        file: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.equal, anchor, multiplier: multiplier, constant: constant, file: file, line: line)
    }

    /// `self >= multiplier * anchor + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: DimensionAnchor, multiplier: Double, constant: Double = 0,
        file: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant, file: file, line: line)
    }

    /// `self <= multiplier * anchor + constant`.
    public func constraint(
        lessThanOrEqualTo anchor: DimensionAnchor, multiplier: Double, constant: Double = 0,
        file: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant, file: file, line: line)
    }
}

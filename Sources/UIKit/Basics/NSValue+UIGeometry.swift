import Foundation

// UIKit's geometry boxes on NSValue (`NSValue(cgRect:)`, `cgRectValue`...), the way keyboard
// notifications and animations pass rectangles, points and sizes in their `userInfo`. Foundation on
// Linux boxes these three as its own `rect`, `point` and `size` values, so they compare and hash as
// UIKit's do.

extension NSValue {
    /// A value holding a rectangle, as UIKit's `NSValue(cgRect:)`.
    ///
    /// ```swift
    /// let info: [AnyHashable: Any] = [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame)]
    /// ```
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    /// A value holding a point, as UIKit's `NSValue(cgPoint:)`.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }

    /// A value holding a size, as UIKit's `NSValue(cgSize:)`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }

    /// The rectangle this value holds, as UIKit's `cgRectValue`.
    ///
    /// ```swift
    /// let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
    /// ```
    public var cgRectValue: CGRect { rectValue }

    /// The point this value holds, as UIKit's `cgPointValue`.
    public var cgPointValue: CGPoint { pointValue }

    /// The size this value holds, as UIKit's `cgSizeValue`.
    public var cgSizeValue: CGSize { sizeValue }
}

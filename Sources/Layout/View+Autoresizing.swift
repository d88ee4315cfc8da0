extension View {
    /// UIKit's autoresizing where no engine holds it (a view outside a window, not laid out yet):
    /// after this view's size changes, each subview that translates its mask moves and resizes at
    /// once by its mask, as UIKit's `resizeSubviews(withOldSize:)` does. In an engine the mask's
    /// constraints do the same (``LayoutEngine/autoresizingChanged(_:)``, from the same table).
    ///
    /// - Parameter old: this view's size before the change.
    func resizeSubviews(withOldSize old: Size) {
        guard autoresizesSubviews else { return }
        let new = frame.size
        for sub in subviews where sub.translatesAutoresizingMaskIntoConstraints && !sub.autoresizingMask.isEmpty {
            let mask = sub.autoresizingMask, f = sub.frame
            // One axis: the mask's size and centre as functions of the superview's length, taken at
            // the old length and read at the new one.
            func follow(
                _ origin: Double, _ length: Double, _ from: Double, _ to: Double, _ flexible: (Bool, Bool, Bool)
            ) -> (Double, Double) {
                let specs = LayoutEngine.axisSpecs(origin: origin, length: length, parentLength: from, flexible.0, flexible.1, flexible.2)
                let size = specs[0].multiplier * to + specs[0].constant
                return (specs[1].multiplier * to + specs[1].constant - size / 2, size)
            }
            let (x, width) = follow(
                f.x, f.width, old.width, new.width,
                (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
            let (y, height) = follow(
                f.y, f.height, old.height, new.height,
                (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
            sub.frame = Rect(x: x, y: y, width: width, height: height)
        }
    }
}

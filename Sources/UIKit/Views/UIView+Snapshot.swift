import Foundation
import Layout
import Rendering

extension UIView {
    /// A still picture of the view and its subviews as drawn now, in a new view as large as the
    /// view's bounds (UIKit's snapshot view): add it anywhere and move it, as a custom transition
    /// does, while later changes to this view do not show in it. A hidden view gives an empty picture.
    ///
    /// - Parameter afterUpdates: lay out pending changes first (true), or picture what is drawn now.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        if afterUpdates { layoutIfNeeded() }
        return UIView.wrapping(SnapshotView(of: layoutView))
    }
}

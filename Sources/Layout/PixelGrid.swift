/// A screen's pixel grid, to which the layout pass rounds the frames the solver computes, as UIKit
/// does: each edge of a solved frame goes to the nearest pixel boundary in window coordinates, so
/// neighbouring views meet without a seam and sizes absorb the rounding. On a 3x screen a label
/// 17 pt high centred in a 60 pt cell sits at y = 21.667 (21.5 exactly), on a 2x screen at 21.5;
/// three equal thirds of 100 pt at 2x are 33.5, 33 and 33.5 wide.
///
/// A view's position in window coordinates is its superview's plus its own, so rounding in window
/// coordinates needs the superview's exact (unrounded) origin: each view keeps its *residue*, the
/// exact origin minus the rounded one, and its subviews round their exact offsets plus that
/// residue. The superview's rounded origin lies on the grid, so this is rounding in window
/// coordinates without walking up the hierarchy. A half pixel rounds up (towards +x, +y).
struct PixelGrid {
    /// Pixels per point (`Window.displayScale`, in (0, `Limits.scale`]).
    let scale: Double

    /// A pixel's share of the tie-break: values this close to half a pixel (the rounding error of
    /// the solver's arithmetic, 1484.4999999 for 1484.5) count as the half they stand for.
    private static let tieTolerance = 1e-6

    /// The pixel boundary nearest to `points`, as a number of pixels.
    private func pixels(_ points: Double) -> Double {
        (points * scale + 0.5 + PixelGrid.tieTolerance).rounded(.down)
    }

    /// Rounds a solved frame to the grid.
    ///
    /// - Parameters:
    ///   - exact: the solver's frame, in the superview's coordinates.
    ///   - offset: the superview's residue (its exact origin minus its frame's origin).
    /// - Returns: the frame to show, and this view's own residue for its subviews. A frame whose
    ///   numbers are too large to round (beyond the range pixels can count) is returned as it is.
    func snap(_ exact: Rect, offset: Point) -> (frame: Rect, residue: Point) {
        let x = exact.origin.x + offset.x, y = exact.origin.y + offset.y
        let left = pixels(x), top = pixels(y)
        let right = pixels(x + exact.size.width), bottom = pixels(y + exact.size.height)
        // False for NaN and infinity too.
        func countable(_ p: Double) -> Bool { abs(p) < PixelGrid.largestPixel }
        guard countable(left), countable(top), countable(right), countable(bottom) else { return (exact, .zero) }
        let frame = Rect(x: left / scale, y: top / scale, width: (right - left) / scale, height: (bottom - top) / scale)
        return (frame, Point(x: x - frame.origin.x, y: y - frame.origin.y))
    }

    /// Beyond this many pixels a double no longer tells neighbouring pixels apart reliably.
    private static let largestPixel = 1e15
}

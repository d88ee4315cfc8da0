import Layout

/// A view drawing a still picture of another view (UIKit's `snapshotView(afterScreenUpdates:)`):
/// what the source and its subviews drew when captured, from the snapshot's top-left corner.
/// Later changes to the source do not show in it, so a custom transition can hide the source and
/// move the snapshot.
///
/// ```swift
/// let snapshot = SnapshotView(of: card)
/// snapshot.frame = card.frame
/// container.addSubview(snapshot)
/// card.isHidden = true
/// ```
@MainActor
public final class SnapshotView: View {
    /// What the source drew, in the snapshot's own coordinates (its frame from (0, 0)).
    public private(set) var capturedItems: [DisplayItem] = []

    /// A snapshot of `source` as it is drawn now, as large as the source's bounds. A hidden or
    /// fully transparent source gives an empty picture, as UIKit's does.
    ///
    /// - Parameter source: the view to picture.
    public init(of source: View) {
        super.init(frame: Rect(origin: .zero, size: source.bounds.size))
        let f = source.presentationFrame ?? source.frame
        var list = DisplayList(width: f.width, height: f.height, background: Color(red: 0, green: 0, blue: 0, alpha: 0))
        list.appendSubtree(
            source, origin: Point(x: -f.x, y: -f.y), alpha: 1, measurer: source.textMeasurer)
        capturedItems = list.items
    }

    /// UIKit's class for snapshots.
    public override var className: String { "_UIReplicantView" }

    /// The captured items placed at `origin`, faded by `alpha`.
    func items(at origin: Point, alpha: Double) -> [DisplayItem] {
        let shift = Transform(a: 1, b: 0, c: 0, d: 1, tx: origin.x, ty: origin.y).drawing(about: .zero)
        return capturedItems.map { $0.drawn(through: shift).faded(alpha) }
    }
}

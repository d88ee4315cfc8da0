/// UIKit's `UISV-text-width-disambiguation`: a horizontal stack that fills (or spaces) two or more
/// multi-line labels keeps each of them within an equal share of its width.
///
/// Two labels that may wrap and both want more than half a row leave Auto Layout free to give
/// either one the whole row. UIKit settles it: in a horizontal stack whose distribution is fill,
/// equalSpacing or equalCentering, each arranged label with `numberOfLines != 1` is at most
/// `(width - spacing * (m - 1)) / m` wide at priority 950, for m visible such labels. Above
/// compression resistance (750), so long texts wrap at their share; below required, so a label's
/// own required width still wins. One such label, or a vertical stack, gets none.
extension StackView {
    /// The priority of `UISV-text-width-disambiguation` (UIKit's current form; apps built against
    /// old SDKs got an equality just above the label's content priorities instead).
    static let textWidthDisambiguationPriority = LayoutPriority(950)

    /// Whether this stack keeps its wrapping labels to shares: a horizontal one that fills or spaces.
    var usesTextWidthShares: Bool { axis == .horizontal && [.fill, .equalSpacing, .equalCentering].contains(distribution) }

    /// Whether UIKit keeps `view` within its share of a horizontal stack's width: a label that may
    /// wrap.
    func isTextWidthCandidate(_ view: View) -> Bool {
        (view as? Label).map { $0.numberOfLines != 1 } ?? false
    }

    /// The `UISV-text-width-disambiguation` constraints for the current arrangement (none unless
    /// two arranged views are candidates), and the candidates they were made for.
    ///
    /// - Parameter canvas: the stack, or its layout margins guide.
    func textWidthConstraints(canvas: LayoutItem) -> (constraints: [LayoutConstraint], candidates: [View]) {
        guard usesTextWidthShares else { return ([], []) }
        let candidates = arrangedSubviews.filter(isTextWidthCandidate)
        guard candidates.count >= 2 else { return ([], candidates) }
        let m = Double(candidates.count { !$0.isHidden })
        let spacing = StackView.points(ofSpacing: spacing)
        let (multiplier, constant) = m > 0 ? (1 / m, -spacing * (m - 1) / m) : (1, 0)
        let made = candidates.map {
            make(
                $0, .width, .lessThanOrEqual, canvas, .width, multiplier: multiplier, constant: constant,
                priority: StackView.textWidthDisambiguationPriority, "UISV-text-width-disambiguation")
        }
        return (made, candidates)
    }
}

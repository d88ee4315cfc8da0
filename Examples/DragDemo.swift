import UIKit

/// A card you drag, as UIKit's interactive animations are made: the card's top is a constraint
/// constant; a pan scrubs a `UIViewPropertyAnimator` between the collapsed and
/// the expanded card, and letting go continues it with a spring, forward or back by the fling's
/// velocity and how far it got. Space toggles the card without dragging.
public final class DragViewController: UIViewController, DemoAnimating {
    let card = UIView(), handle = UIView(), titleLabel = UILabel()
    /// The card's top: ``collapsedTop`` or ``expandedTop`` (the animator moves it between them).
    public private(set) var top: NSLayoutConstraint!
    /// Whether the card is up.
    public private(set) var isExpanded = false
    private var animator: UIViewPropertyAnimator?
    /// The card's top when it is down.
    public let collapsedTop: CGFloat = 380
    /// The card's top when it is up.
    public let expandedTop: CGFloat = 80

    override public func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0x1F / 255, green: 0x3A / 255, blue: 0x5F / 255, alpha: 1)
        titleLabel.text = "Drag the card up or down"
        card.accessibilityIdentifier = "card"
        card.backgroundColor = .white
        card.layer.cornerRadius = 16
        handle.accessibilityIdentifier = "handle"
        handle.backgroundColor = .systemGray3
        handle.layer.cornerRadius = 2.5
        titleLabel.accessibilityIdentifier = "title"
        for v in [card, handle, titleLabel] { v.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(card)
        card.addSubview(handle)
        card.addSubview(titleLabel)
        top = card.topAnchor.constraint(equalTo: view.topAnchor, constant: collapsedTop)
        NSLayoutConstraint.activate([
            top,
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            card.heightAnchor.constraint(equalTo: view.heightAnchor, constant: -expandedTop + 16),
            handle.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            handle.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            handle.widthAnchor.constraint(equalToConstant: 36), handle.heightAnchor.constraint(equalToConstant: 5),
            titleLabel.topAnchor.constraint(equalTo: handle.bottomAnchor, constant: 16),
            titleLabel.centerXAnchor.constraint(equalTo: card.centerXAnchor),
        ])
        card.addGestureRecognizer(UIPanGestureRecognizer { [unowned self] in self.pan($0) })
    }

    /// UIKit's recipe: make a paused animator when the pan begins, scrub it as the finger moves,
    /// continue it (reversed when the card goes back) when the finger lifts.
    private func pan(_ recognizer: UIPanGestureRecognizer) {
        let distance = collapsedTop - expandedTop
        switch recognizer.state {
        case .began:
            let animator = makeAnimator()
            animator.pauseAnimation()
            self.animator = animator
        case .changed:
            let dy = recognizer.translation(in: view).y
            animator?.fractionComplete = min(max((isExpanded ? dy : -dy) / distance, 0), 1)
        case .ended, .cancelled:
            guard let animator else { return }
            let v = recognizer.velocity(in: view).y
            let toward = isExpanded ? v > 0 : v < 0
            let finishes = abs(v) > 300 ? toward : animator.fractionComplete > 0.5
            animator.isReversed = !finishes
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        default:
            break
        }
    }

    /// An animator from where the card is to the other position, with a spring (damping 0.8);
    /// at the end the card's state (and, for a reversed run, its constraint) follows where it stopped.
    private func makeAnimator() -> UIViewPropertyAnimator {
        let target = isExpanded ? collapsedTop : expandedTop
        let animator = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.8) { [unowned self] in
            top.constant = target
            view.layoutIfNeeded()
        }
        animator.addCompletion { [unowned self] position in
            if position == .end { isExpanded.toggle() }
            // A reversed animator ends where it began, but the model kept the target: put it back.
            top.constant = isExpanded ? expandedTop : collapsedTop
            view.layoutIfNeeded()
            self.animator = nil
        }
        return animator
    }

    /// Space: the card goes to the other position with the same spring, no finger needed.
    public func runDemoAnimation() {
        guard animator == nil else { return }
        let animator = makeAnimator()
        self.animator = animator
        animator.startAnimation()
    }
}

import Layout  // the window's pass counters, which UIKit does not show
import UIKit

/// 002: the two-phase pipeline made visible. A card records its `updateConstraints` (bottom-up)
/// and `layoutSubviews` (top-down) calls; its multi-line body uses the recipe of calling
/// `super.layoutSubviews()` twice, the second time with `preferredMaxLayoutWidth` set to the
/// laid-out width. Its animation changes the card's width and shows the calls and the window's
/// counters on screen.
public final class PassesViewController: UIViewController, DemoAnimating {
    /// A view that reports its pass calls.
    final class TracingCard: UIView {
        let body = UILabel()
        var record: (String) -> Void = { _ in }

        override init(frame: CGRect) {
            super.init(frame: frame)
            body.text = String(repeating: "Constraints are updated bottom-up, then views are laid out top-down. ", count: 3)
            body.font = .systemFont(ofSize: 13)
            body.accessibilityIdentifier = "bodyLabel"
            body.numberOfLines = 0
            body.translatesAutoresizingMaskIntoConstraints = false
            addSubview(body)
            NSLayoutConstraint.activate([
                body.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
                body.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -10),
                body.topAnchor.constraint(equalTo: topAnchor, constant: 10),
                bottomAnchor.constraint(equalTo: body.bottomAnchor, constant: 10),
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func updateConstraints() {
            record("card.updateConstraints")
            super.updateConstraints()
        }

        override func layoutSubviews() {
            record("card.layoutSubviews")
            super.layoutSubviews()
            body.preferredMaxLayoutWidth = body.frame.width  // the multi-line label recipe
            super.layoutSubviews()
        }
    }

    private let card = TracingCard()
    private let traceLabel = UILabel()
    private var width: NSLayoutConstraint!
    /// What the last run recorded, in order.
    public private(set) var recordedCalls: [String] = []

    override public func viewDidLoad() {
        super.viewDidLoad()
        traceLabel.text = "Space: change the card's width and trace the passes"
        traceLabel.font = .systemFont(ofSize: 12)
        card.accessibilityIdentifier = "card"
        card.backgroundColor = UIColor(red: 0xF3 / 255, green: 0xA7 / 255, blue: 0x12 / 255, alpha: 1)
        card.record = { [unowned self] in recordedCalls.append($0) }
        traceLabel.accessibilityIdentifier = "traceLabel"
        traceLabel.numberOfLines = 0
        for v in [card, traceLabel] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        width = card.widthAnchor.constraint(equalToConstant: 280)
        NSLayoutConstraint.activate([
            width,
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            card.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            traceLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            traceLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            traceLabel.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 16),
        ])
        traceLabel.preferredMaxLayoutWidth = 280
    }

    /// Toggles the card between 280 and 180 points wide, lays out once while recording, and
    /// writes the calls and counters of that pass into the trace label.
    public func runDemoAnimation() {
        width.constant = width.constant == 280 ? 180 : 280
        recordedCalls = []
        let window = layoutController.window
        window?.resetCounters()
        card.setNeedsUpdateConstraints()  // so the update phase runs too
        view.layoutIfNeeded()
        let c = window?.counters ?? LayoutCounters()
        traceLabel.text =
            recordedCalls.joined(separator: " → ")
            + "\nupdateConstraints calls: \(c.updateConstraintsCalls), layoutSubviews calls: \(c.layoutSubviewsCalls), passes: \(c.passes)"
        view.layoutIfNeeded()
    }
}

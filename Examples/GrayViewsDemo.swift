import UIKit

/// 001: gray views and buttons; the bottom button is tied to the top button across superviews.
/// The seed supports every orientation: Space (or `--seconds` headless) turns the window, and the
/// cross-superview constraint holds in each.
public final class GrayViewsController: UIViewController, DemoRotating {
    let topGrayView = UIView(), bottomGrayView = UIView()
    let topButton = UIButton(type: .system), bottomButton = UIButton(type: .system)

    override public func viewDidLoad() {
        super.viewDidLoad()
        for (v, name) in [(topGrayView, "_topGrayView"), (bottomGrayView, "_bottomGrayView")] {
            v.accessibilityIdentifier = name
            v.backgroundColor = UIColor.gray
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        for (b, parent, name) in [(topButton, topGrayView, "_topButton"), (bottomButton, bottomGrayView, "_bottomButton")] {
            b.accessibilityIdentifier = name
            b.setTitle("Button", for: .normal)
            b.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(b)
        }
        // H:|-[_topGrayView]-|  V:|-25-[_topGrayView(==100)]
        view.addConstraints([
            topGrayView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
            view.trailingAnchor.constraint(equalTo: topGrayView.trailingAnchor, constant: 8),
            topGrayView.topAnchor.constraint(equalTo: view.topAnchor, constant: 25),
            topGrayView.heightAnchor.constraint(equalToConstant: 100),
        ])
        // H:|-[_topButton], centred vertically in the top gray view
        topGrayView.addConstraints([
            topButton.leadingAnchor.constraint(equalTo: topGrayView.leadingAnchor, constant: 8),
            NSLayoutConstraint(
                item: topButton, attribute: .centerY, relatedBy: .equal, toItem: topGrayView, attribute: .centerY, multiplier: 1,
                constant: 0),
        ])
        // H:|-[_bottomGrayView]-|  V:[_topGrayView]-[_bottomGrayView(==100)]
        view.addConstraints([
            bottomGrayView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
            view.trailingAnchor.constraint(equalTo: bottomGrayView.trailingAnchor, constant: 8),
            bottomGrayView.topAnchor.constraint(equalTo: topGrayView.bottomAnchor, constant: 8),
            bottomGrayView.heightAnchor.constraint(equalToConstant: 100),
        ])
        // H:[_topButton][_bottomButton] on _bottomButton.superview.superview: across superviews
        bottomButton.superview!.superview!.addConstraint(
            bottomButton.leadingAnchor.constraint(equalTo: topButton.trailingAnchor))
        bottomButton.superview!.addConstraint(
            NSLayoutConstraint(
                item: bottomButton, attribute: .centerY, relatedBy: .equal, toItem: bottomGrayView, attribute: .centerY, multiplier: 1,
                constant: 0))
    }
}

import Animation
import Layout

/// 003: AutoLayoutKit's option buttons made with `set`/`make`; the named "height" constraint is
/// found again by name, changed from 60 to 70 points and animated, optionA with the ease-in-out
/// curve and optionB with a spring.
public final class AutoLayoutKitViewController: ViewController, DemoAnimating {
    let optionA = Button(title: "A"), optionB = Button(title: "B")
    private var grown = false

    override public func viewDidLoad() {
        for (button, name, color) in [
            (optionA, "optionA", Color(red: 0x33, green: 0x66, blue: 0xCC)),
            (optionB, "optionB", Color(red: 0xE4, green: 0x57, blue: 0x2E)),
        ] {
            button.accessibilityIdentifier = name
            button.backgroundColor = color
            button.titleColor = .white
            button.cornerRadius = 8
            view.addSubview(button)
        }
        Constraints.layout(optionB) { c in
            c.set(.height, to: 60, name: "height")
            c.set(.width, to: 60, name: "width")
            c.make(.right, equalTo: view, s: .right, minus: 20)
            c.make(.centerY, equalTo: view, s: .centerY)
        }
        Constraints.layout(optionA) { c in
            c.set(.height, to: 60, name: "height")  // required
            c.setPriority(500)
            c.set(.width, to: 60, name: "width")  // 500
            c.make(.right, equalTo: optionB, s: .left, minus: 10)
            c.setPriorityRequired()
            c.make(.centerY, equalTo: view, s: .centerY)
        }
    }

    /// `height.constant = 70; setNeedsUpdateConstraints()`, then `layoutIfNeeded()` in an animation
    /// block: ease-in-out for optionA, a spring (damping 0.4) for optionB. Runs back to 60 the next time.
    public func runDemoAnimation() {
        grown.toggle()
        let target = grown ? 70.0 : 60.0
        optionA.constraint(named: "height")?.constant = target
        optionA.setNeedsUpdateConstraints()
        View.animate(withDuration: 0.6, options: .curveEaseInOut) { self.view.layoutIfNeeded() }
        optionB.constraint(named: "height")?.constant = target
        optionB.setNeedsUpdateConstraints()
        View.animate(withDuration: 0.8, usingSpringWithDamping: 0.4, initialSpringVelocity: 0) { self.view.layoutIfNeeded() }
    }
}

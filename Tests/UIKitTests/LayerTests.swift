import Layout
import LayoutSimTesting
import Rendering
import Testing
import UIKit

/// A card screen as UIKit code draws one with layers: a gradient header view (its `layerClass`),
/// a progress ring of two shape layers, a dashed drop zone and a text field's underline sublayer
/// placed in `layoutSubviews`.
final class LayeredCardViewController: UIViewController {
    final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
        var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
    }

    final class UnderlinedField: UITextField {
        private let underline = CALayer()
        override init(frame: CGRect) {
            super.init(frame: frame)
            underline.backgroundColor = UIColor.systemBlue.cgColor
            layer.addSublayer(underline)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func layoutSubviews() {
            super.layoutSubviews()
            underline.frame = CGRect(x: 0, y: bounds.height - 2, width: bounds.width, height: 2)
        }
    }

    let header = GradientView()
    let ring = UIView()
    let track = CAShapeLayer()
    let progress = CAShapeLayer()
    let dropZone = UIView()
    let dashes = CAShapeLayer()
    let field = UnderlinedField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        header.gradientLayer.colors = [UIColor.systemPink.cgColor, UIColor.systemOrange.cgColor]
        header.gradientLayer.startPoint = CGPoint(x: 0, y: 0)
        header.gradientLayer.endPoint = CGPoint(x: 1, y: 1)
        header.layer.cornerRadius = 16
        for layer in [track, progress] {
            layer.fillColor = UIColor.clear.cgColor
            layer.lineWidth = 10
            layer.lineCap = .round
            ring.layer.addSublayer(layer)
        }
        track.strokeColor = UIColor.systemGray5.cgColor
        progress.strokeColor = UIColor.systemGreen.cgColor
        progress.strokeEnd = 0.7
        dashes.fillColor = nil
        dashes.strokeColor = UIColor.systemGray.cgColor
        dashes.lineWidth = 2
        dashes.lineDashPattern = [6, 4]
        dropZone.layer.addSublayer(dashes)
        field.placeholder = "Name"
        for v in [header, ring, dropZone, field] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            header.heightAnchor.constraint(equalToConstant: 120),
            ring.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 24),
            ring.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            ring.widthAnchor.constraint(equalToConstant: 100),
            ring.heightAnchor.constraint(equalToConstant: 100),
            dropZone.topAnchor.constraint(equalTo: ring.bottomAnchor, constant: 24),
            dropZone.leadingAnchor.constraint(equalTo: header.leadingAnchor),
            dropZone.trailingAnchor.constraint(equalTo: header.trailingAnchor),
            dropZone.heightAnchor.constraint(equalToConstant: 80),
            field.topAnchor.constraint(equalTo: dropZone.bottomAnchor, constant: 24),
            field.leadingAnchor.constraint(equalTo: header.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: header.trailingAnchor),
            field.heightAnchor.constraint(equalToConstant: 44),
        ])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let circle = UIBezierPath(
            arcCenter: CGPoint(x: ring.bounds.midX, y: ring.bounds.midY), radius: 40,
            startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
        track.path = circle.cgPath
        progress.path = circle.cgPath
        dashes.path = UIBezierPath(roundedRect: dropZone.bounds.insetBy(dx: 1, dy: 1), cornerRadius: 12).cgPath
    }
}

@MainActor
@Suite("Core Animation layers: sublayers, gradient and shape layers drawn in their views")
struct LayerTests {
    @Test("a card screen with a gradient header, a progress ring, a dashed zone and an underlined field, as an image")
    func layeredCard() {
        assertSnapshot(of: LayeredCardViewController(), as: .image(on: .iPhone15, scale: 1))
    }
}

extension LayerTests {
    @Test("view.layer is one layer per view, of the view's layerClass")
    func viewLayer() {
        let plain = UIView(), gradient = LayeredCardViewController.GradientView()
        #expect(plain.layer === plain.layer)
        #expect(type(of: plain.layer) == CALayer.self)
        #expect(gradient.layer is CAGradientLayer)
    }

    @Test("a view's layer lists its subviews' layers among its own sublayers, in drawing order")
    func sublayerOrder() {
        let view = UIView(), a = UIView(), b = UIView()
        let under = CALayer(), over = CALayer(), between = CALayer(), replacement = CALayer()
        view.addSubview(a)
        view.layer.addSublayer(over)
        view.layer.insertSublayer(under, at: 0)
        view.addSubview(b)
        view.layer.insertSublayer(between, below: b.layer)
        #expect(view.layer.sublayers?.map(ObjectIdentifier.init) == [under, a.layer, over, between, b.layer].map(ObjectIdentifier.init))
        #expect(over.superlayer === view.layer)
        view.layer.replaceSublayer(over, with: replacement)
        #expect(over.superlayer == nil)
        #expect(
            view.layer.sublayers?.map(ObjectIdentifier.init) == [under, a.layer, replacement, between, b.layer].map(ObjectIdentifier.init))
        between.removeFromSuperlayer()
        #expect(view.layer.sublayers?.count == 4)
    }

    @Test(
        "a layer's frame follows from its position, anchor point and bounds, as Core Animation's",
        arguments: [
            (CGPoint(x: 0.5, y: 0.5), CGRect(x: 0, y: 25, width: 100, height: 50)),
            (CGPoint(x: 0, y: 0), CGRect(x: 50, y: 50, width: 100, height: 50)),
            (CGPoint(x: 1, y: 1), CGRect(x: -50, y: 0, width: 100, height: 50)),
        ])
    func geometry(anchor: CGPoint, frame: CGRect) {
        let layer = CALayer()
        layer.anchorPoint = anchor
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 50, y: 50)
        #expect(layer.frame == frame)
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(layer.position == CGPoint(x: 10 + anchor.x * 30, y: 20 + anchor.y * 40))
    }

    @Test(
        "arcs turn as UIKit draws them: UIBezierPath's clockwise is clockwise on screen, CGMutablePath's the other way",
        arguments: [
            (true, true, CGRect(x: 50, y: 50, width: 40, height: 40)),
            (false, true, CGRect(x: 10, y: 10, width: 80, height: 80)),
            (true, false, CGRect(x: 10, y: 10, width: 80, height: 80)),
            (false, false, CGRect(x: 50, y: 50, width: 40, height: 40)),
        ])
    func arcs(bezier: Bool, clockwise: Bool, box: CGRect) {
        let path: CGPath
        if bezier {
            path = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: clockwise).cgPath
        } else {
            let p = CGMutablePath()
            p.move(to: CGPoint(x: 50, y: 50))
            p.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: clockwise)
            path = p
        }
        let b = path.boundingBoxOfPath
        #expect(
            abs(b.minX - box.minX) < 0.5 && abs(b.minY - box.minY) < 0.5 && abs(b.width - box.width) < 0.5
                && abs(b.height - box.height) < 0.5, "\(b)")
    }

    /// Hears an animation's start and stop.
    final class Listener: CAAnimationDelegate {
        var heard: [String] = []
        func animationDidStart(_ anim: CAAnimation) { heard.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { heard.append("stop \(flag)") }
    }

    @Test(
        "a Core Animation animation shows its end value only when it stays once done (fillMode forwards, not removed on completion)",
        arguments: [(true, CAMediaTimingFillMode.forwards, 1.0), (false, .forwards, 0.3), (false, .removed, 1.0), (false, .both, 0.3)])
    func basicAnimation(removed: Bool, fillMode: CAMediaTimingFillMode, strokeEnd: Double) {
        let ring = CAShapeLayer(), listener = Listener()
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = 0
        animation.toValue = 0.3
        animation.duration = 1
        animation.isRemovedOnCompletion = removed
        animation.fillMode = fillMode
        animation.delegate = listener
        ring.add(animation, forKey: "progress")
        #expect(Double(ring.strokeEnd) == strokeEnd)
        #expect(listener.heard == ["start", "stop true"])
        #expect(ring.animationKeys() == ["progress"])
    }

    @Test("a transaction's completion block runs when it is committed")
    func transaction() {
        var done = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { done = true }
        #expect(!done)
        CATransaction.commit()
        #expect(done)
    }

    @Test("key-value coding sets a layer's animatable properties by key path")
    func keyPaths() {
        let shape = CAShapeLayer(), gradient = CAGradientLayer()
        shape.setValue(0.25, forKeyPath: "strokeEnd")
        shape.setValue(NSNumber(value: 0.5), forKeyPath: "opacity")
        shape.setValue(UIColor.red.cgColor, forKeyPath: "strokeColor")
        gradient.setValue(CGPoint(x: 1, y: 0), forKeyPath: "endPoint")
        #expect(shape.strokeEnd == 0.25 && shape.opacity == 0.5 && shape.strokeColor == UIColor.red.cgColor)
        #expect(gradient.endPoint == CGPoint(x: 1, y: 0))
    }
}

/// Corners as UIKit code rounds some and not others: a bottom sheet with `maskedCorners`, a
/// banner masked by `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` whose subview is
/// clipped by the mask too, and a row of colour fading out under a gradient mask.
final class CornersViewController: UIViewController {
    let sheet = UIView(), banner = UIView(), stripe = UIView(), fade = UIView()
    let bannerMask = CAShapeLayer(), fadeMask = CAGradientLayer()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGray6
        sheet.backgroundColor = .white
        sheet.layer.cornerRadius = 24
        sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        sheet.layer.borderWidth = 2
        sheet.layer.borderColor = UIColor.systemIndigo.cgColor
        banner.backgroundColor = .systemTeal
        banner.layer.mask = bannerMask
        stripe.backgroundColor = .systemYellow
        banner.addSubview(stripe)
        fade.backgroundColor = .systemPurple
        fadeMask.colors = [UIColor.black.cgColor, UIColor.clear.cgColor]
        fadeMask.startPoint = CGPoint(x: 0, y: 0.5)
        fadeMask.endPoint = CGPoint(x: 1, y: 0.5)
        fade.layer.mask = fadeMask
        for v in [banner, fade, sheet] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        stripe.frame = CGRect(x: 0, y: 0, width: 400, height: 20)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            banner.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            banner.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            banner.heightAnchor.constraint(equalToConstant: 100),
            fade.topAnchor.constraint(equalTo: banner.bottomAnchor, constant: 24),
            fade.leadingAnchor.constraint(equalTo: banner.leadingAnchor),
            fade.trailingAnchor.constraint(equalTo: banner.trailingAnchor),
            fade.heightAnchor.constraint(equalToConstant: 60),
            sheet.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            sheet.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            sheet.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            sheet.heightAnchor.constraint(equalToConstant: 300),
        ])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        bannerMask.path =
            UIBezierPath(
                roundedRect: banner.bounds, byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 30, height: 30)
            ).cgPath
        fadeMask.frame = fade.bounds
    }
}

extension LayerTests {
    @Test(
        "corners rounded one by one: maskedCorners on a bordered sheet, a byRoundingCorners mask clipping a subview, a gradient mask fading a view, as an image"
    )
    func corners() {
        assertSnapshot(of: CornersViewController(), as: .image(on: .iPhone15, scale: 1))
    }
}

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

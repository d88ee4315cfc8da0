import Layout
import Rendering
import SDLBackend
import Testing
import UIKit

/// Views that draw themselves in `draw(_:)`, as UIKit code writes them: Core Graphics calls,
/// `UIBezierPath` with `UIColor.setFill()`, text and `setNeedsDisplay()`.
@MainActor
@Suite("draw(_:) as UIKit calls it: when first shown, after setNeedsDisplay, on resize with .redraw; what it draws is drawn")
struct CustomDrawingTests {
    /// A ring gauge: a grey track, a blue arc, a red centre dot and a caption, counting its draws.
    final class GaugeView: UIView {
        var draws: [CGRect] = []
        var progress: CGFloat = 0.5 { didSet { setNeedsDisplay() } }
        override func draw(_ rect: CGRect) {
            draws.append(rect)
            UIColor.systemGray5.setFill()
            UIBezierPath(roundedRect: rect, cornerRadius: 8).fill()
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.setStrokeColor(UIColor.systemBlue.cgColor)
            context.setLineWidth(6)
            context.addArc(
                center: CGPoint(x: rect.midX, y: rect.midY), radius: 30, startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * progress,
                clockwise: false)
            context.strokePath()
            context.saveGState()
            context.translateBy(x: rect.midX, y: rect.midY)
            context.setFillColor(UIColor.red.cgColor)
            context.fillEllipse(in: CGRect(x: -5, y: -5, width: 10, height: 10))
            context.restoreGState()
            ("50%" as NSString).draw(
                at: CGPoint(x: 4, y: 4), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 12), .foregroundColor: UIColor.black])
        }
    }

    /// Polygons drawn in a colour, as bounding boxes in window coordinates.
    func boxes(of color: UIColor, in window: UIWindow) -> [CGRect] {
        // The colour as drawn: what a view's background takes from it.
        let probe = UIView()
        probe.backgroundColor = color
        let drawn = probe.layoutView.backgroundColor
        return DisplayList(window: window.layoutWindow).items.compactMap { item in
            guard case .polygons(let polygons, let c, _) = item, c == drawn, let box = DisplayList.boundingBox(of: polygons) else {
                return nil
            }
            return CGRect(x: box.x, y: box.y, width: box.width, height: box.height)
        }
    }

    func close(_ a: CGRect?, _ b: CGRect, within tolerance: CGFloat = 0.01) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance && abs(a.width - b.width) <= tolerance
            && abs(a.height - b.height) <= tolerance
    }

    func show(_ view: UIView, frame: CGRect) -> UIWindow {
        let controller = UIViewController()
        let window = showInWindow(controller)
        view.frame = frame
        controller.view.addSubview(view)
        window.layoutIfNeeded()
        return window
    }

    @Test("What draw(_:) fills, strokes and writes is drawn over the view at its place, a translated context included")
    func drawnContent() {
        let gauge = GaugeView()
        let window = show(gauge, frame: CGRect(x: 20, y: 100, width: 100, height: 100))
        let items = DisplayList(window: window.layoutWindow).items
        #expect(close(boxes(of: .systemGray5, in: window).first, CGRect(x: 20, y: 100, width: 100, height: 100)), "the filled rounded rect")
        #expect(close(boxes(of: .red, in: window).first, CGRect(x: 65, y: 145, width: 10, height: 10)), "the dot, at the translated centre")
        let arc = boxes(of: .systemBlue, in: window).first
        // Half a ring from the top, clockwise on screen: the right half, 30 pt out plus half the 6 pt line.
        #expect(close(arc, CGRect(x: 70, y: 117, width: 33, height: 66), within: 0.5), "the arc: \(String(describing: arc))")
        let caption = items.compactMap { item -> (Double, Double, Double)? in
            if case .text("50%", let x, let y, let size, _, _) = item { (x, y, size) } else { nil }
        }
        #expect(caption.count == 1 && caption[0] == (24, 104, 12))
        #expect(gauge.draws == [CGRect(x: 0, y: 0, width: 100, height: 100)], "drawn once, with its bounds")
    }

    @Test("draw(_:) runs again only after setNeedsDisplay(); UIGraphicsGetCurrentContext() is nil outside it")
    func redrawOnRequest() {
        let gauge = GaugeView()
        let window = show(gauge, frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        _ = DisplayList(window: window.layoutWindow)
        _ = DisplayList(window: window.layoutWindow)
        #expect(gauge.draws.count == 1)
        gauge.progress = 1
        _ = DisplayList(window: window.layoutWindow)
        #expect(gauge.draws.count == 2)
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIColor.red.setFill()  // nothing to set: no context, no effect
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)).fill()
    }

    @Test("Resized, a .redraw view draws again at its new size; a .scaleToFill one stretches what it drew")
    func resize() {
        let redraw = GaugeView(), stretch = GaugeView()
        redraw.contentMode = .redraw
        let window = show(redraw, frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        stretch.frame = CGRect(x: 200, y: 100, width: 100, height: 100)
        redraw.superview!.addSubview(stretch)
        _ = DisplayList(window: window.layoutWindow)
        redraw.frame.size = CGSize(width: 150, height: 100)
        stretch.frame.size = CGSize(width: 150, height: 100)
        let grey = boxes(of: .systemGray5, in: window)
        #expect(redraw.draws.last == CGRect(x: 0, y: 0, width: 150, height: 100) && redraw.draws.count == 2)
        #expect(stretch.draws.count == 1, "a stretched backing store is not redrawn")
        #expect(
            grey.count == 2 && close(grey[1], CGRect(x: 200, y: 100, width: 150, height: 100)), "the stretched fill covers the new size")
        let dots = boxes(of: .red, in: window)
        #expect(close(dots.last, CGRect(x: 267.5, y: 145, width: 15, height: 10)), "the dot stretched by 1.5 across")
    }

    @Test("An empty view is not asked to draw; text drawn in a rect wraps and centres as its paragraph style says")
    func emptyAndWrappedText() {
        final class Caption: UIView {
            var draws = 0
            override func draw(_ rect: CGRect) {
                draws += 1
                let style = NSMutableParagraphStyle()
                style.alignment = .center
                "Hello".draw(in: rect, withAttributes: [.paragraphStyle: style, .font: UIFont.systemFont(ofSize: 10)])
            }
        }
        let empty = Caption(), caption = Caption()
        let window = show(empty, frame: CGRect(x: 0, y: 100, width: 0, height: 40))
        caption.frame = CGRect(x: 0, y: 200, width: 200, height: 40)
        empty.superview!.addSubview(caption)
        let items = DisplayList(window: window.layoutWindow).items
        #expect(empty.draws == 0)
        let width = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 10)]).width
        let x = items.compactMap { item -> Double? in if case .text("Hello", let x, _, _, _, _) = item { x } else { nil } }
        #expect(x.count == 1 && abs(x[0] - Double(100 - width / 2)) < 0.01, "centred in the 200 pt rect")
    }

    @Test("An image drawn with UIGraphicsImageRenderer keeps its drawing: an image view shows it scaled to its frame")
    func rendererImage() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.cgContext.setFillColor(UIColor.systemBlue.cgColor)
            context.cgContext.fillEllipse(in: CGRect(x: 10, y: 0, width: 10, height: 10))
        }
        #expect(image.size == CGSize(width: 20, height: 10))
        #expect(UIGraphicsGetCurrentContext() == nil, "the renderer's context is gone after it")
        let imageView = UIImageView(image: image)
        let window = show(imageView, frame: CGRect(x: 0, y: 100, width: 40, height: 20))
        #expect(close(boxes(of: .red, in: window).first, CGRect(x: 0, y: 100, width: 20, height: 20)))
        #expect(close(boxes(of: .systemBlue, in: window).first, CGRect(x: 20, y: 100, width: 20, height: 20), within: 0.1))
    }

    @Test("A colour image made in code fills a button as its background, stretched to the button's size")
    func colourImageBackground() {
        func image(of color: UIColor) -> UIImage {
            UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { context in
                color.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            }
        }
        let button = UIButton(type: .custom)
        button.setBackgroundImage(image(of: .systemGreen), for: .normal)
        button.setTitle("Go", for: .normal)
        let window = show(button, frame: CGRect(x: 10, y: 100, width: 120, height: 44))
        #expect(close(boxes(of: .systemGreen, in: window).first, CGRect(x: 10, y: 100, width: 120, height: 44)))
    }

    @Test("UIGraphicsBeginImageContextWithOptions, GetImageFromCurrentImageContext and EndImageContext make an image")
    func legacyImageContext() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 8, height: 8), false, 0)
        UIColor.orange.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 8, height: 8))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image?.size == CGSize(width: 8, height: 8))
        let imageView = UIImageView(image: image)
        let window = show(imageView, frame: CGRect(x: 0, y: 100, width: 8, height: 8))
        #expect(close(boxes(of: .orange, in: window).first, CGRect(x: 0, y: 100, width: 8, height: 8)))
    }

    @Test("A path clip (UIBezierPath.addClip) masks what follows to the path until the state is restored; a gradient fills the clip")
    func pathClipAndGradient() {
        final class Badge: UIView {
            override func draw(_ rect: CGRect) {
                guard let context = UIGraphicsGetCurrentContext() else { return }
                context.saveGState()
                UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 40, height: 40)).addClip()
                let colors = [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray
                let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1])!
                context.drawLinearGradient(gradient, start: CGPoint(x: 10, y: 10), end: CGPoint(x: 10, y: 50), options: [])
                context.restoreGState()
                UIColor.green.setFill()
                UIRectFill(CGRect(x: 60, y: 0, width: 10, height: 10))
            }
        }
        let badge = Badge()
        let window = show(badge, frame: CGRect(x: 0, y: 100, width: 80, height: 60))
        let items = DisplayList(window: window.layoutWindow).items
        guard let mask = items.firstIndex(where: { if case .pushMask = $0 { true } else { false } }),
            case .pushMask(let box, let shapes) = items[mask]
        else {
            Issue.record("no mask for the oval clip")
            return
        }
        #expect(
            close(
                CGRect(x: box.x, y: box.y, width: box.width, height: box.height), CGRect(x: 10, y: 110, width: 40, height: 40), within: 0.1)
        )
        #expect(shapes.count == 1)
        guard case .gradient(let area, _, let g) = items[mask + 1] else {
            Issue.record("the gradient does not follow the mask: \(items[mask + 1])")
            return
        }
        #expect(
            close(
                CGRect(x: area.x, y: area.y, width: area.width, height: area.height), CGRect(x: 10, y: 110, width: 40, height: 40),
                within: 0.1), "it fills the clip's box")
        #expect(g.colors.count == 2 && g.startPoint == Point(x: 0, y: 0) && g.endPoint == Point(x: 0, y: 1), "top to bottom of the box")
        #expect(items[mask + 2] == .popClip, "restoreGState ends the clip before the green square")
        #expect(close(boxes(of: .green, in: window).first, CGRect(x: 60, y: 100, width: 10, height: 10)))
    }

    @Test("Numbers that are not finite or lie far out (NaN, infinity, 1e300) are left out of the drawing and reported, never a crash")
    func badNumbers() throws {
        final class Careless: UIView {
            override func draw(_ rect: CGRect) {
                guard let context = UIGraphicsGetCurrentContext() else { return }
                context.fill(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
                context.addArc(center: .zero, radius: 1e300, startAngle: 0, endAngle: 7, clockwise: false)
                context.strokePath()
                context.setLineWidth(.infinity)
                context.stroke(CGRect(x: 1, y: 1, width: 5, height: 5))
                context.setLineWidth(1)
                context.setLineDash(phase: 0, lengths: [0, 0])  // no length: drawn solid
                context.saveGState()
                context.clip(to: CGRect(x: CGFloat.infinity, y: 0, width: 1, height: 1))
                context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))  // clipped to nowhere
                context.restoreGState()
                "text".draw(in: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 100))
                UIColor.green.setFill()
                UIRectFill(CGRect(x: 20, y: 20, width: 10, height: 10))
            }
        }
        let careless = Careless()
        let window = show(careless, frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        let list = DisplayList(window: window.layoutWindow)
        #expect(close(boxes(of: .green, in: window).first, CGRect(x: 20, y: 120, width: 10, height: 10)), "what is sound is drawn")
        let error = try #require(window.layoutWindow.lastError)
        #expect("\(error)".contains("draw(_:) drew with numbers that are not finite"))
        #expect("\(error)".contains("left out: a filled path, a stroked path, a stroke inf points wide and "))
        try HeadlessRenderer(width: 393, height: 852).draw(list)
        let image = UIGraphicsImageRenderer(size: CGSize(width: CGFloat.nan, height: 1e300)).image { context in
            context.fill(CGRect(x: 0, y: 0, width: 1e300, height: 1))
        }
        careless.addSubview(UIImageView(image: image))
        try HeadlessRenderer(width: 393, height: 852).draw(DisplayList(window: window.layoutWindow))
    }

    @Test("setShadow(offset:blur:color:) paints the path's shadow first, moved by the offset, then the path; restoreGState ends it")
    func shadow() {
        final class Raised: UIView {
            override func draw(_ rect: CGRect) {
                guard let context = UIGraphicsGetCurrentContext() else { return }
                context.saveGState()
                context.setShadow(offset: CGSize(width: 0, height: 4), blur: 6, color: UIColor.black.withAlphaComponent(0.3).cgColor)
                UIColor.white.setFill()
                context.fill(CGRect(x: 10, y: 10, width: 40, height: 20))
                context.restoreGState()
                UIColor.red.setFill()
                context.fill(CGRect(x: 60, y: 10, width: 10, height: 10))
            }
        }
        let window = show(Raised(), frame: CGRect(x: 0, y: 100, width: 100, height: 60))
        let items = DisplayList(window: window.layoutWindow).items
        let polygons = items.compactMap { item -> (Color, CGRect)? in
            guard case .polygons(let p, let c, _) = item, let box = DisplayList.boundingBox(of: p) else { return nil }
            return (c, CGRect(x: box.x, y: box.y, width: box.width, height: box.height))
        }
        let white = polygons.firstIndex { $0.0 == Color.white }
        let shadows = polygons.prefix(upTo: white ?? 0).filter { $0.0.red == 0 && $0.0.alpha > 0 && $0.0.alpha < 255 }
        #expect(!shadows.isEmpty, "shadow layers come before the white fill")
        #expect(shadows.allSatisfy { abs($0.1.midY - 124) < 0.5 && abs($0.1.midX - 30) < 0.5 }, "centred 4 pt below the fill")
        #expect(shadows.map(\.1.width).max().map { $0 > 40 && $0 <= 46.5 } == true, "widened by up to the 6 pt blur")
        let red = polygons.first { $0.0.red == 255 && $0.0.green == 0 }
        #expect(red != nil && polygons.filter { $0.0.red == 0 && $0.0.alpha < 255 }.count == shadows.count, "no shadow after restoreGState")
    }

    @Test("A renderer keeps its own copy of the format: one format shared by renderers of two sizes gives each its size")
    func sharedFormat() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let small = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format)
        let large = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20), format: format)
        #expect(small.format.bounds.size == CGSize(width: 10, height: 10) && large.format.bounds.size == CGSize(width: 30, height: 20))
        #expect(small.image { _ in }.size == CGSize(width: 10, height: 10))
    }

    @Test("A stretched drawing shown again at the size it was drawn at is drawn as recorded, not stretched")
    func backToRecordedSize() {
        let gauge = GaugeView()
        let window = show(gauge, frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        _ = DisplayList(window: window.layoutWindow)
        gauge.frame.size = CGSize(width: 150, height: 100)
        _ = DisplayList(window: window.layoutWindow)
        gauge.frame.size = CGSize(width: 100, height: 100)
        #expect(close(boxes(of: .red, in: window).last, CGRect(x: 45, y: 145, width: 10, height: 10)))
        #expect(gauge.draws.count == 1)
    }
}

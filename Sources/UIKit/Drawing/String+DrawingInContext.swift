import Foundation
import Layout

// Drawing text and images into the current context (inside `draw(_:)`), as UIKit's
// `NSString`, `NSAttributedString` and `UIImage` drawing methods do. Outside `draw(_:)` there
// is no context and nothing is drawn.

extension CGContext {
    /// Records `text` in the attributes' font (17-point system), colour (black) and paragraph
    /// alignment: from `rect`'s top left, wrapped at its width when `wraps`, lines below the
    /// rectangle left out (a line that starts inside it is clipped to it).
    func recordText(_ text: String, in rect: CGRect, wraps: Bool, attributes: [NSAttributedString.Key: Any]?) {
        let font = (attributes?[.font] as? UIFont) ?? .systemFont(ofSize: 17)
        let color = ((attributes?[.foregroundColor] as? UIColor) ?? .black).layout
        let alignment = (attributes?[.paragraphStyle] as? NSParagraphStyle)?.alignment ?? .natural
        let width = Double(rect.width)
        let layout = measurer.layout(
            text, fontSize: font.layoutSize, weight: font.layoutWeight, maxWidth: wraps && width.isFinite && width > 0 ? width : nil,
            maxLines: 0)
        guard !layout.lines.isEmpty else { return }
        let lineHeight = layout.size.height / Double(layout.lines.count)
        let clipped = wraps && rect.height.isFinite
        if clipped { clip(to: rect) }
        for (i, line) in layout.lines.enumerated() {
            let top = Double(rect.minY) + Double(i) * lineHeight
            if clipped, top >= Double(rect.maxY) { break }
            let lineWidth = measurer.layout(line, fontSize: font.layoutSize, weight: font.layoutWeight, maxWidth: nil, maxLines: 1).size
                .width
            let x: Double =
                switch alignment {
                case .center where wraps: Double(rect.minX) + (width - lineWidth) / 2
                case .right where wraps: Double(rect.maxX) - lineWidth
                default: Double(rect.minX)
                }
            recordText(line, at: CGPoint(x: x, y: top), font: font, color: color)
        }
        if clipped { popClip() }
    }
}

extension String {
    /// Draws the string on its lines from `point` (its top left) into the current context, in
    /// the attributes' font (17-point system) and foreground colour (black).
    ///
    /// - Parameters:
    ///   - point: the top left of the first line.
    ///   - attributes: `.font`, `.foregroundColor`.
    @MainActor public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        UIGraphicsGetCurrentContext()?.recordText(
            self, in: CGRect(origin: point, size: CGSize(width: CGFloat.infinity, height: .infinity)), wraps: false, attributes: attributes)
    }

    /// Draws the string wrapped inside `rect` into the current context, lines aligned as the
    /// attributes' paragraph style says; what does not fit below the rectangle is not drawn.
    ///
    /// - Parameters:
    ///   - rect: where the text goes.
    ///   - attributes: `.font`, `.foregroundColor`, `.paragraphStyle` (its alignment).
    @MainActor public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        UIGraphicsGetCurrentContext()?.recordText(self, in: rect, wraps: true, attributes: attributes)
    }
}

extension NSString {
    /// Draws the string from `point` (see `String.draw(at:withAttributes:)`).
    @MainActor public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attributes)
    }

    /// Draws the string wrapped inside `rect` (see `String.draw(in:withAttributes:)`).
    @MainActor public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attributes)
    }
}

extension NSAttributedString {
    /// The attributes the string starts with, as the drawing methods use them.
    private var leadingAttributes: [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [:]
        for key in [NSAttributedString.Key.font, .foregroundColor, .paragraphStyle] {
            if let value = leadingAttribute(key, as: Any.self) { attributes[key] = value }
        }
        return attributes
    }

    /// Draws the string from `point` in the font, colour and alignment it starts with.
    @MainActor public func draw(at point: CGPoint) { string.draw(at: point, withAttributes: leadingAttributes) }

    /// Draws the string wrapped inside `rect`, in the font, colour and alignment it starts with.
    @MainActor public func draw(in rect: CGRect) { string.draw(in: rect, withAttributes: leadingAttributes) }
}

extension UIImage {
    /// Draws the image at its size with its top left at `point` into the current context.
    ///
    /// - Parameter point: the top left.
    @MainActor public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// Draws the image stretched into `rect` (a symbol in its colour, else the view's tint).
    ///
    /// - Parameter rect: where it goes.
    @MainActor public func draw(in rect: CGRect) {
        UIGraphicsGetCurrentContext()?.recordImage(image, in: rect, tint: nil)
    }
}

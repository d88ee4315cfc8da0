import Layout

/// What a view's own drawing (UIKit's `draw(_:)`) puts on screen.
extension DisplayList {
    /// The items of a view's drawn content, its commands moved to the view's place on screen.
    ///
    /// - Parameters:
    ///   - commands: the view's ``View/drawnContent``, in its bounds' coordinates.
    ///   - origin: where the view's bounds start on screen.
    ///   - tint: the colour a template image is drawn in when the command names none.
    ///   - measurer: measures a symbol's glyph.
    @MainActor static func drawingItems(_ commands: [DrawingCommand], origin: Point, tint: Color, measurer: TextMeasurer) -> [DisplayItem] {
        var items: [DisplayItem] = []
        var open = 0  // clips pushed and not yet popped: closed at the end, so none leaks past the view
        for command in commands {
            switch command {
            case .shape(let shape):
                items += contentItems(.shape(shape), in: Rect(origin: origin, size: .zero), radius: 0)
            case .text(let text, let at, let size, let weight, let color):
                guard color.alpha > 0 else { continue }
                items.append(.text(text, x: origin.x + at.x, y: origin.y + at.y, size: size, color, weight: weight))
            case .image(let image, let r, let tintColor):
                items += imageItems(
                    image, in: r.offsetBy(dx: origin.x, dy: origin.y), tint: tintColor ?? tint, alpha: 1, measurer: measurer)
            case .pushClip(let r):
                items.append(.pushClip(r.offsetBy(dx: origin.x, dy: origin.y)))
                open += 1
            case .pushPathClip(let path, let evenOdd):
                // A mask of the path's inside: what follows shows only there.
                let polygons = path.mapped { Point(x: $0.x + origin.x, y: $0.y + origin.y) }.flattened(tolerance: pathTolerance)
                    .map(\.points).filter { $0.count > 2 }
                let box = boundingBox(of: polygons) ?? Rect(origin: origin, size: .zero)
                items.append(.pushMask(box, [.polygons(polygons, .black, evenOdd: evenOdd)]))
                open += 1
            case .gradient(let g, let r):
                guard !g.colors.isEmpty, r.width > 0, r.height > 0 else { continue }
                items.append(.gradient(r.offsetBy(dx: origin.x, dy: origin.y), radius: 0, g))
            case .popClip:
                guard open > 0 else { continue }
                items.append(.popClip)
                open -= 1
            }
        }
        items += Array(repeating: .popClip, count: open)
        return items
    }
}

extension DisplayList {
    /// The items of an image drawn into `place`: a symbol's glyph in its colour (else `tint`), an
    /// image drawn in code scaled into the place, or the image file.
    ///
    /// - Parameters:
    ///   - image: the image.
    ///   - place: where it goes on screen.
    ///   - tint: the colour of a symbol without its own.
    ///   - alpha: the opacity it is drawn with.
    ///   - measurer: measures a symbol's glyph.
    @MainActor static func imageItems(_ image: Image, in place: Rect, tint: Color, alpha: Double, measurer: TextMeasurer) -> [DisplayItem] {
        if let symbol = image.symbol {
            return symbolItems(symbol, in: place, natural: image.size, color: (symbol.color ?? tint).faded(alpha), measurer: measurer)
        }
        if let drawing = image.drawing {
            guard image.size.width > 0, image.size.height > 0 else { return [] }
            let placed = drawing.transformed(
                scaleX: place.width / image.size.width, scaleY: place.height / image.size.height, dx: place.x, dy: place.y)
            let items = drawingItems(placed, origin: .zero, tint: tint, measurer: measurer)
            return alpha < 1 ? items.map { $0.faded(alpha) } : items
        }
        return [.image(image.name, place)]
    }
}

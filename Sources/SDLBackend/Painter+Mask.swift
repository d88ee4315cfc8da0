import CSDL2
import Layout
import Rendering

/// What lay under a mask's box before the masked content was drawn, and how much of each pixel
/// the mask shows: afterwards each pixel becomes the drawn one where the mask covers it, the
/// saved one where it does not, mixed by the coverage between.
struct MaskSnapshot {
    let box: SDL_Rect
    let saved: [UInt8]
    /// The mask's coverage of each pixel of the box, 0...1, rows top down.
    let coverage: [Double]
}

extension Painter {
    /// Clips what follows to the box (within the clip in force) and remembers the pixels there and
    /// the coverage of the mask's shapes (polygons and gradients, as opaque as their colours).
    ///
    /// - Throws: the failing SDL call.
    func pushMask(_ rect: SDL_Rect, shapes: [DisplayItem], scale: Double) throws(SDLBackendError) {
        var box = withinClip(rect)
        guard box.w > 0, box.h > 0, clipToTarget(&box) else {
            pushClip(SDL_Rect(x: 0, y: 0, w: 0, h: 0), snapshot: nil)
            return
        }
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        var coverage = [Double](repeating: 0, count: Int(box.w) * Int(box.h))
        for shape in shapes {
            let raster: Raster?
            switch shape {
            case .polygons(let polygons, let color, let evenOdd):
                raster = Raster.fill(
                    polygons.map { $0.map { Point(x: $0.x * scale, y: $0.y * scale) } }, color: color, evenOdd: evenOdd, target: (w, h))
            case .gradient(let r, let radius, let gradient):
                raster = Raster.gradient(gradient, in: pixelRect(r, scale: scale), radius: radius * scale, target: (w, h))
            default: raster = nil
            }
            guard let raster else { continue }
            // Over-compositing: what one shape leaves uncovered, the next may cover.
            for row in 0..<Int(raster.height) {
                let y = Int(raster.y) + row - Int(box.y)
                guard y >= 0, y < Int(box.h) else { continue }
                for col in 0..<Int(raster.width) {
                    let x = Int(raster.x) + col - Int(box.x)
                    guard x >= 0, x < Int(box.w) else { continue }
                    let a = Double(raster.pixels[(row * Int(raster.width) + col) * 4 + 3]) / 255
                    let i = y * Int(box.w) + x
                    coverage[i] += a * (1 - coverage[i])
                }
            }
        }
        let saved = try readPixels(box)
        pushClip(box, snapshot: nil, mask: MaskSnapshot(box: box, saved: saved, coverage: coverage))
    }

    /// Puts back, mixed by the mask's coverage, what lay under the mask's box.
    ///
    /// - Throws: the failing SDL call.
    func restoreMasked(_ mask: MaskSnapshot) throws(SDLBackendError) {
        var drawn = try readPixels(mask.box)
        var changed = false
        for (i, c) in mask.coverage.enumerated() where c < 1 {
            changed = true
            for k in (i * 4)..<(i * 4 + 4) {
                drawn[k] = UInt8((Double(drawn[k]) * c + Double(mask.saved[k]) * (1 - c)).rounded())
            }
        }
        if changed { try writePixels(drawn, to: mask.box) }
    }
}

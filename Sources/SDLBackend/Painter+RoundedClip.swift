import CSDL2

/// The pixels under the four corner squares of a rounded clip, read before the clipped content
/// is drawn: afterwards, whatever the content drew outside the round corners is put back.
/// Works on any SDL renderer (no render targets or custom blend modes, which the software
/// renderer lacks), blends partly covered pixels by the same 4 x 4 samples as round fills, and is
/// exact for translucent content too.
struct CornerSnapshot {
    let shape: RoundedRect
    let squares: [(rect: SDL_Rect, pixels: [UInt8])]
}

extension Painter {
    /// Reads what lies under the corner squares of `shape` now.
    ///
    /// - Throws: the failing SDL call.
    func snapshotCorners(of shape: RoundedRect) throws(SDLBackendError) -> CornerSnapshot {
        var squares: [(SDL_Rect, [UInt8])] = []
        for var square in cornerSquares(of: shape) {
            guard clipToTarget(&square) else { continue }
            squares.append((square, try readPixels(square)))
        }
        return CornerSnapshot(shape: shape, squares: squares)
    }

    /// Puts back the pixels outside the round corners: the drawn pixel where a sample point is
    /// inside the shape, the saved one where it is outside, mixed by the share inside.
    ///
    /// - Throws: the failing SDL call.
    func restoreCorners(_ snapshot: CornerSnapshot) throws(SDLBackendError) {
        for (square, saved) in snapshot.squares {
            var drawn = try readPixels(square)
            var changed = false
            for row in 0..<Int(square.h) {
                for col in 0..<Int(square.w) {
                    let hits = RoundedRect.samples(square.x + Int32(col), square.y + Int32(row)) { snapshot.shape.contains($0, $1) }
                    guard hits < 16 else { continue }
                    changed = true
                    let i = (row * Int(square.w) + col) * 4
                    for k in i..<(i + 4) {
                        drawn[k] = UInt8((Double(drawn[k]) * Double(hits) + Double(saved[k]) * Double(16 - hits)) / 16 + 0.5)
                    }
                }
            }
            if changed { try writePixels(drawn, to: square) }
        }
    }

    /// The four corner squares, `radius` pixels on a side (rounded up).
    private func cornerSquares(of shape: RoundedRect) -> [SDL_Rect] {
        let side = Int32(shape.radius.rounded(.up))
        guard side > 0 else { return [] }
        let x0 = Int32(shape.x0), y0 = Int32(shape.y0), x1 = Int32(shape.x1), y1 = Int32(shape.y1)
        return [
            SDL_Rect(x: x0, y: y0, w: side, h: side), SDL_Rect(x: x1 - side, y: y0, w: side, h: side),
            SDL_Rect(x: x0, y: y1 - side, w: side, h: side), SDL_Rect(x: x1 - side, y: y1 - side, w: side, h: side),
        ]
    }

    /// Shrinks `rect` to the drawing target; false when nothing is left.
    func clipToTarget(_ rect: inout SDL_Rect) -> Bool {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        var target = SDL_Rect(x: 0, y: 0, w: w, h: h), both = SDL_Rect()
        guard SDL_IntersectRect(&rect, &target, &both) == SDL_TRUE else { return false }
        rect = both
        return true
    }

    func readPixels(_ rect: SDL_Rect) throws(SDLBackendError) -> [UInt8] {
        var r = rect
        var pixels = [UInt8](repeating: 0, count: Int(rect.w) * Int(rect.h) * 4)
        let status = pixels.withUnsafeMutableBytes { buffer in
            SDL_RenderReadPixels(renderer, &r, SDL_PIXELFORMAT_ABGR8888.rawValue, buffer.baseAddress, rect.w * 4)
        }
        if status != 0 { throw .lastError("SDL_RenderReadPixels") }
        return pixels
    }

    func writePixels(_ pixels: [UInt8], to rect: SDL_Rect) throws(SDLBackendError) {
        guard
            let texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ABGR8888.rawValue,
                Int32(SDL_TEXTUREACCESS_STATIC.rawValue), rect.w, rect.h)
        else {
            throw .lastError("SDL_CreateTexture")
        }
        defer { SDL_DestroyTexture(texture) }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        _ = pixels.withUnsafeBytes { SDL_UpdateTexture(texture, nil, $0.baseAddress, rect.w * 4) }
        var r = rect
        SDL_RenderCopy(renderer, texture, nil, &r)
    }
}

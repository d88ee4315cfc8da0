import SDLBackend

/// Compares two images pixel by pixel and draws where they differ.
public enum ImageComparison {
    /// What differs between two images.
    public struct Difference: Sendable {
        /// One line: how many pixels differ, or the two sizes.
        public let summary: String
        /// The golden dimmed, with differing pixels in red (nil when the sizes differ).
        public let diff: RGBAImage?
    }

    /// Nil when `image` matches `golden`, else what differs.
    ///
    /// - Parameters:
    ///   - image: the snapshot.
    ///   - golden: the stored image.
    ///   - precision: the share of pixels that must match (1: all of them).
    ///   - perceptualPrecision: how close a pixel must be to match: every channel within
    ///     `(1 - perceptualPrecision) x 255` (1: exactly).
    public static func compare(
        _ image: RGBAImage, with golden: RGBAImage, precision: Double = 1,
        perceptualPrecision: Double = 1
    ) -> Difference? {
        guard image.width == golden.width, image.height == golden.height else {
            return Difference(
                summary: "the snapshot is \(image.width) x \(image.height) pixels, the golden \(golden.width) x \(golden.height)",
                diff: nil)
        }
        if image.pixels == golden.pixels { return nil }
        let tolerance = Int(((1 - min(max(perceptualPrecision, 0), 1)) * 255).rounded(.down))
        var differing = 0
        var diff = golden.pixels
        for p in stride(from: 0, to: image.pixels.count, by: 4) {
            let far = (0..<4).contains { abs(Int(image.pixels[p + $0]) - Int(golden.pixels[p + $0])) > tolerance }
            if far {
                differing += 1
                (diff[p], diff[p + 1], diff[p + 2], diff[p + 3]) = (255, 0, 0, 255)
            } else {
                for c in 0..<3 { diff[p + c] = diff[p + c] / 3 + 170 }
                diff[p + 3] = 255
            }
        }
        let total = image.width * image.height
        let allowed = Int((Double(total) * (1 - min(max(precision, 0), 1))).rounded(.down))
        guard differing > allowed else { return nil }
        let percent = (Double(differing) / Double(total) * 1000).rounded() / 10
        return Difference(
            summary: "\(differing) of \(total) pixels differ (\(percent) %; \(allowed) allowed)",
            diff: RGBAImage(width: image.width, height: image.height, pixels: diff))
    }
}

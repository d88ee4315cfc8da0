import Foundation
import SDLBackend
import Testing

/// Compares rendered frames with stored PNGs. On a mismatch it writes `NAME.out.png` (what was
/// drawn) and `NAME.diff.png` (differing pixels in red over a dimmed copy) beside the golden.
/// Re-record on purpose with `LAYOUTSIM_RECORD_GOLDENS=1 make test`.
enum GoldenFrames {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    static var recording: Bool { ProcessInfo.processInfo.environment["LAYOUTSIM_RECORD_GOLDENS"] == "1" }

    /// Checks `image` against `Goldens/NAME.png`: every channel within `tolerance` and at most
    /// `maxDifferingFraction` of the pixels differing.
    static func check(_ image: RGBAImage, named name: String, tolerance: UInt8 = 2, maxDifferingFraction: Double = 0.001,
                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        let golden = directory.appendingPathComponent("\(name).png").path
        if recording {
            try image.writePNG(to: golden)
            print("recorded golden \(golden)")
            return
        }
        guard FileManager.default.fileExists(atPath: golden) else {
            Issue.record("no golden \(golden): record it with LAYOUTSIM_RECORD_GOLDENS=1 make test", sourceLocation: sourceLocation)
            return
        }
        let expected = try RGBAImage(contentsOf: golden)
        guard expected.width == image.width, expected.height == image.height else {
            try image.writePNG(to: directory.appendingPathComponent("\(name).out.png").path)
            Issue.record("\(name): size \(image.width)x\(image.height), golden \(expected.width)x\(expected.height)", sourceLocation: sourceLocation)
            return
        }
        var differing = 0
        var diff = expected.pixels
        for p in stride(from: 0, to: image.pixels.count, by: 4) {
            let d = (0..<4).map { c in image.pixels[p + c] > expected.pixels[p + c] ? image.pixels[p + c] - expected.pixels[p + c] : expected.pixels[p + c] - image.pixels[p + c] }
            if d.contains(where: { $0 > tolerance }) {
                differing += 1
                diff[p] = 255; diff[p + 1] = 0; diff[p + 2] = 0; diff[p + 3] = 255
            } else {
                for c in 0..<3 { diff[p + c] = diff[p + c] / 3 + 170 }
            }
        }
        let fraction = Double(differing) / Double(image.width * image.height)
        if fraction > maxDifferingFraction {
            try image.writePNG(to: directory.appendingPathComponent("\(name).out.png").path)
            try RGBAImage(width: image.width, height: image.height, pixels: diff)
                .writePNG(to: directory.appendingPathComponent("\(name).diff.png").path)
            Issue.record("\(name): \(differing) pixels differ (\(String(format: "%.3f", fraction * 100))%); see \(name).out.png and \(name).diff.png in \(directory.path)",
                         sourceLocation: sourceLocation)
        }
    }
}

import Foundation
import LayoutSimTesting
import SDLBackend
import Testing

/// Compares rendered frames with stored PNGs, exactly (frames are deterministic), through
/// LayoutSimTesting's image comparison. On a mismatch it writes `NAME.out.png` (what was drawn) and
/// `NAME.diff.png` (differing pixels in red over a dimmed copy) beside the golden.
/// Re-record on purpose with `LAYOUTSIM_RECORD_GOLDENS=1 make test`.
enum GoldenFrames {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    static var recording: Bool { ProcessInfo.processInfo.environment["LAYOUTSIM_RECORD_GOLDENS"] == "1" }

    /// Checks `image` against `Goldens/NAME.png`, pixel for pixel.
    static func check(_ image: RGBAImage, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
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
        guard let difference = ImageComparison.compare(image, with: try RGBAImage(contentsOf: golden)) else { return }
        try image.writePNG(to: directory.appendingPathComponent("\(name).out.png").path)
        try difference.diff?.writePNG(to: directory.appendingPathComponent("\(name).diff.png").path)
        Issue.record(
            "\(name): \(difference.summary); see \(name).out.png and \(name).diff.png in \(directory.path)",
            sourceLocation: sourceLocation)
    }
}

import Foundation
import SDLBackend

/// Scripted key presses for a demo window (`--keys`): one key every `interval` frames, pressed
/// through SDL's event queue so it takes the path a person's key takes. Before each key (and once
/// more an interval after the last, when the script stops the window) it can save a screenshot.
/// One script runs across the gallery's windows.
final class KeyScript {
    let keys: [String]
    let interval: Int
    let screenshots: String?
    private var frame = 0
    private var next = 0
    private(set) var error: Error?

    /// - Throws: ``ValidationFailure`` naming the first key SDL does not know, a bad interval, or a
    ///   screenshot folder that cannot be made.
    nonisolated init(keys: String, interval: Int, screenshots: String?) throws {
        self.keys = keys.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        self.interval = interval
        self.screenshots = screenshots
        guard interval >= 1, interval <= 6000 else {
            throw ValidationFailure("--key-interval must be in 1...6000 frames (got \(interval))")
        }
        guard !self.keys.isEmpty else { throw ValidationFailure("--keys is empty; give SDL key names such as Space,Right,O,Escape") }
        if let bad = self.keys.first(where: { !WindowHost.isKnownKey($0) }) {
            throw ValidationFailure("--keys: unknown key \"\(bad)\" (use SDL key names such as Space, Right, Left, O, Escape)")
        }
        if let screenshots {
            do {
                try FileManager.default.createDirectory(atPath: screenshots, withIntermediateDirectories: true)
            } catch {
                throw ValidationFailure("cannot create \(screenshots): \(error.localizedDescription)")
            }
        }
    }

    /// Call once per frame, before it is drawn (the screenshot is the frame on screen): presses the
    /// next key when it is due, and stops the window an interval after the last key. A failure
    /// stops the window and is kept in ``error``.
    func step(_ host: WindowHost) {
        frame += 1
        guard frame % interval == 0, error == nil else { return }
        do {
            if let screenshots {
                try host.screenshot().writePNG(
                    to: URL(fileURLWithPath: screenshots)
                        .appendingPathComponent(String(format: "step_%02d.png", next)).path)
            }
            if next < keys.count {
                try host.pressKey(keys[next])
            } else {
                host.stop()
            }
            next += 1
        } catch {
            self.error = error
            host.stop()
        }
    }
}

/// A bad option value, reported as `layoutsim: MESSAGE` with exit status 2.
struct ValidationFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

import Animation
import Layout
import Rendering
import Scenes
import SDLBackend
import Synchronization

/// A failure while making a snapshot (a canvas too large, SDL failing), with what failed.
public struct SnapshotError: Error, CustomStringConvertible {
    /// What failed.
    public let description: String
}

@MainActor
extension Snapshotting where Value: SnapshotHosting {
    /// The value drawn headless at its own size, one pixel per point, compared exactly.
    public static var image: Snapshotting { .image() }

    /// The value drawn headless.
    ///
    /// - Parameters:
    ///   - size: the window size in points (nil: the value's own, see ``SnapshotHosting``).
    ///   - scale: pixels per point, up to `Limits.scale`.
    ///   - precision: the share of pixels that must match (1: all).
    ///   - perceptualPrecision: how close a pixel must be to match (1: exactly).
    public static func image(
        size: Size? = nil, scale: Double = 1, precision: Double = 1,
        perceptualPrecision: Double = 1
    ) -> Snapshotting {
        Snapshotting(pathExtension: "png", precision: precision, perceptualPrecision: perceptualPrecision) { value in
            try value.withSnapshotWindow(size: size) { .image(try render($0, scale: scale)) }
        }
    }

    /// The value drawn headless on a device: a view controller as the window's root, a view pinned
    /// to the root view's edges, with the device's size, safe area and margins; pixels per point are
    /// the device's scale unless given.
    ///
    /// - Parameters:
    ///   - device: the profile (`Device.iPhone15`...).
    ///   - orientation: how it is held.
    ///   - scale: pixels per point (nil: the device's).
    ///   - precision: the share of pixels that must match (1: all).
    ///   - perceptualPrecision: how close a pixel must be to match (1: exactly).
    public static func image(
        on device: Device, orientation: Orientation = .portrait, scale: Double? = nil,
        precision: Double = 1, perceptualPrecision: Double = 1
    ) -> Snapshotting {
        Snapshotting(pathExtension: "png", precision: precision, perceptualPrecision: perceptualPrecision) { value in
            try value.withSnapshotWindow(device: device, orientation: orientation) {
                .image(try render($0, scale: scale ?? device.scale))
            }
        }
    }

    /// The view tree as text, like UIKit's `recursiveDescription` without addresses: class,
    /// frame, label text, identifier, autoresizing, hidden and alpha, one line per view. Stable
    /// across runs and machines.
    public static var layout: Snapshotting { .layout() }

    /// ``layout`` in a window of another size.
    ///
    /// - Parameter size: the window size in points (nil: the value's own).
    public static func layout(size: Size? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "txt") { value in
            value.withSnapshotWindow(size: size) { window in
                .text((window.rootView?.recursiveDescription(addresses: false) ?? "") + "\n")
            }
        }
    }

    /// A strip of frames, side by side in one PNG, at times on the window's virtual clock
    /// (seconds from now; animations running or started before the assertion play on).
    ///
    /// - Parameters:
    ///   - times: when to take each frame, in increasing order.
    ///   - size: the window size in points (nil: the value's own).
    ///   - scale: pixels per point.
    public static func animation(times: [Double], size: Size? = nil, scale: Double = 1) -> Snapshotting {
        Snapshotting(pathExtension: "png") { value in
            try value.withSnapshotWindow(size: size) { window in
                let start = window.animator.clock.now
                var frames: [RGBAImage] = []
                for t in times.sorted() {
                    advance(window, to: start + t)
                    frames.append(try render(window, scale: scale))
                }
                return .image(RGBAImage.strip(frames, gap: 4))
            }
        }
    }

    /// The presentation samples as JSON (what `layoutsim frames` prints): every `1 / fps` seconds
    /// on the window's virtual clock until its animations end (at most `limit` seconds), the frame
    /// in window coordinates and alpha of every view, by accessibility identifier (a view without
    /// one is named by its class and place: `UILabel@0.2`).
    public static var timeline: Snapshotting { .timeline() }

    /// ``timeline`` at another rate or size.
    ///
    /// - Parameters:
    ///   - fps: samples per second.
    ///   - limit: the longest time sampled, in seconds.
    ///   - size: the window size in points (nil: the value's own).
    public static func timeline(fps: Double = 60, limit: Double = 10, size: Size? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "json") { value in
            value.withSnapshotWindow(size: size) { window in
                let start = window.animator.clock.now
                var samples: [SceneSampler.Sample] = []
                var k = 0
                repeat {
                    let t = Double(k) / fps
                    advance(window, to: start + t)
                    samples.append(sample(window, at: t))
                    k += 1
                } while window.animator.isAnimating && Double(k) / fps <= limit
                return .text(SceneSampler.json(samples) + "\n")
            }
        }
    }
}

@MainActor
extension Snapshotting where Value == RGBAImage {
    /// Pixels already drawn (a frame from `HeadlessRenderer.snapshot()`), compared exactly.
    public static var image: Snapshotting { .image() }

    /// Pixels already drawn, compared with a precision.
    ///
    /// - Parameters:
    ///   - precision: the share of pixels that must match (1: all).
    ///   - perceptualPrecision: how close a pixel must be to match (1: exactly).
    public static func image(precision: Double = 1, perceptualPrecision: Double = 1) -> Snapshotting {
        Snapshotting(pathExtension: "png", precision: precision, perceptualPrecision: perceptualPrecision) { .image($0) }
    }
}

/// SDL and FreeType are not safe to use from several threads at once (fonts open on one shared
/// FreeType library, while measuring and while drawing), and Swift Testing runs tests in parallel:
/// snapshots are made one at a time.
let snapshotting = Mutex(())

/// Draws a laid-out window headless.
@MainActor
func render(_ window: Window, scale: Double) throws -> RGBAImage {
    let w = Int(saturating: (window.size.width * scale).rounded()), h = Int(saturating: (window.size.height * scale).rounded())
    guard scale > 0, scale <= Limits.scale else { throw SnapshotError(description: "scale \(scale) is outside (0, \(Limits.scale)]") }
    if let problem = Limits.pixelProblem(width: w, height: h, what: "the snapshot") { throw SnapshotError(description: problem) }
    do {
        let renderer = try HeadlessRenderer(width: w, height: h)
        renderer.imageSearchPaths = SnapshotDefaults.allImageSearchPaths
        try renderer.draw(DisplayList(window: window))  // scaled to the canvas
        return renderer.snapshot()
    } catch {
        throw SnapshotError(description: "drawing the snapshot failed: \(error)")
    }
}

/// Moves the window's clock to `time` (never back) and lays out.
@MainActor
private func advance(_ window: Window, to time: Double) {
    let now = window.animator.clock.now
    if time > now { window.animator.advance(by: time - now) } else { window.animator.tick() }
    window.layoutIfNeeded()
}

/// Every view's presentation frame and alpha now, parents first.
@MainActor
private func sample(_ window: Window, at t: Double) -> SceneSampler.Sample {
    var frames: [(String, Rect)] = [], alpha: [(String, Double)] = []
    var places: [ObjectIdentifier: String] = [:]
    window.rootView?.forEachFrameInWindow(presentation: true, scrolled: false) { view, frame in
        let place =
            view.superview.flatMap { parent in
                places[ObjectIdentifier(parent)].map { "\($0).\(parent.subviews.firstIndex { $0 === view } ?? 0)" }
            } ?? "0"
        places[ObjectIdentifier(view)] = place
        let name = view.accessibilityIdentifier ?? "\(view.className)@\(place)"
        frames.append((name, frame))
        alpha.append((name, view.presentationAlpha ?? view.alpha))
    }
    return SceneSampler.Sample(t: t, frames: frames, alpha: alpha)
}

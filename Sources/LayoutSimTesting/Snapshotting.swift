import Layout
import SDLBackend
import UIKit

/// What a strategy makes of a value: pixels, stored as PNG, or text.
public enum Snapshot: Sendable, Equatable {
    /// A rendered image.
    case image(RGBAImage)
    /// A text dump.
    case text(String)
}

/// How a value becomes a snapshot, the file extension it is stored under, and how closely a new
/// snapshot must match the stored one. Made by the strategies (`.image`, `.layout`,
/// `.animation(times:)`, `.timeline`) and passed to ``assertSnapshot(of:as:named:record:fileID:filePath:testName:line:column:)``.
///
/// ```swift
/// assertSnapshot(of: LoginViewController(), as: .image(size: Size(width: 390, height: 844)))
/// assertSnapshot(of: profileHeader, as: .layout)
/// ```
@MainActor
public struct Snapshotting<Value> {
    /// The golden file's extension (`png`, `txt`, `json`).
    public var pathExtension: String
    /// Makes the snapshot of a value.
    public var make: (Value) throws -> Snapshot
    /// For images: the share of pixels that must match (1: all of them).
    public var precision: Double
    /// For images: how close a pixel must be to count as matching (1: exactly; 0.98: every channel
    /// within 2 % of 255).
    public var perceptualPrecision: Double

    /// Makes a strategy.
    ///
    /// - Parameters:
    ///   - pathExtension: the golden file's extension.
    ///   - precision: the share of pixels that must match (images only).
    ///   - perceptualPrecision: how close a pixel must be to match (images only).
    ///   - make: makes the snapshot of a value.
    public init(
        pathExtension: String, precision: Double = 1, perceptualPrecision: Double = 1,
        make: @escaping (Value) throws -> Snapshot
    ) {
        self.pathExtension = pathExtension
        self.precision = precision
        self.perceptualPrecision = perceptualPrecision
        self.make = make
    }

    /// The same strategy for another kind of value, converted first.
    ///
    /// - Parameter transform: turns the new kind of value into this strategy's.
    public func pullback<Other>(_ transform: @escaping (Other) throws -> Value) -> Snapshotting<Other> {
        let make = self.make
        return Snapshotting<Other>(
            pathExtension: pathExtension, precision: precision,
            perceptualPrecision: perceptualPrecision
        ) { try make(transform($0)) }
    }
}

/// Views, view controllers and windows: what can be snapshot. Each is shown in a window.
@MainActor
public protocol SnapshotHosting {
    /// Calls `body` with the window that shows this value, laid out: its own window, or one made for
    /// it and taken apart afterwards (a view is put back as it was).
    ///
    /// - Parameters:
    ///   - size: the window's size in points; nil keeps the window's own size, a view's frame size
    ///     (or the size its constraints give), or ``SnapshotDefaults/windowSize`` for a view controller.
    ///   - body: what to do with the window (make the snapshot).
    func withSnapshotWindow<R>(size: Size?, _ body: (Window) throws -> R) rethrows -> R

    /// Calls `body` with a window on a device showing this value (a view controller as the root, a
    /// view pinned to the root view's edges); a window keeps its own device.
    ///
    /// - Parameters:
    ///   - device: the device profile.
    ///   - orientation: how it is held.
    ///   - body: what to do with the window (make the snapshot).
    func withSnapshotWindow<R>(device: Device, orientation: Orientation, _ body: (Window) throws -> R) rethrows -> R
}

/// The defaults strategies use when a size is not given.
public enum SnapshotDefaults {
    /// The window size for a view controller: 390 x 844 points, an iPhone 15 in portrait.
    public static let windowSize = Size(width: 390, height: 844)

    /// The text measurer of the windows snapshots make: the fonts the frames are drawn with, so
    /// labels are as wide as their drawn text (the built-in estimate when no font is installed).
    /// A window you pass in keeps its own measurer: give it `TTFTextMeasurer()` for the same.
    public static func textMeasurer() -> TextMeasurer {
        (try? TTFTextMeasurer()) ?? BuiltinTextMeasurer()
    }

    /// The folders snapshots draw images from, before `UIImage.searchPaths` (where UIKit code's
    /// images were found): a file's name, or an image set of an asset catalog in them
    /// (`["MyApp"]` for `MyApp/Assets.xcassets`), as a storyboard or `ImageView` names it.
    @MainActor public static var imageSearchPaths = ["assets"]

    /// ``imageSearchPaths``, then the `UIImage.searchPaths` not among them.
    @MainActor static var allImageSearchPaths: [String] {
        imageSearchPaths + UIImage.searchPaths.filter { !imageSearchPaths.contains($0) }
    }
}

extension Window: SnapshotHosting {
    /// The window itself: a window keeps its own device (or size).
    public func withSnapshotWindow<R>(device: Device, orientation: Orientation, _ body: (Window) throws -> R) rethrows -> R {
        try withSnapshotWindow(size: nil, body)
    }

    /// The window itself, resized for the snapshot when a size is given (and back afterwards).
    public func withSnapshotWindow<R>(size: Size?, _ body: (Window) throws -> R) rethrows -> R {
        let original = self.size
        if let size { self.size = size }
        defer { if self.size != original { self.size = original } }
        layoutIfNeeded()
        return try body(self)
    }
}

extension ViewController: SnapshotHosting {
    /// Its view's window, or a new window with this controller as its root.
    public func withSnapshotWindow<R>(size: Size?, _ body: (Window) throws -> R) rethrows -> R {
        if let window = view?.window { return try window.withSnapshotWindow(size: size, body) }
        return try host(
            in: Window(
                size: size ?? SnapshotDefaults.windowSize, textMeasurer: SnapshotDefaults.textMeasurer(),
                logSink: { _ in }), body)
    }

    /// A new window on the device with this controller as its root (taken out of its own window first).
    public func withSnapshotWindow<R>(device: Device, orientation: Orientation, _ body: (Window) throws -> R) rethrows -> R {
        try host(
            in: Window(
                device: device, orientation: orientation, textMeasurer: SnapshotDefaults.textMeasurer(),
                logSink: { _ in }), body)
    }

    private func host<R>(in window: Window, _ body: (Window) throws -> R) rethrows -> R {
        let previous = view.window
        window.rootViewController = self
        defer {
            window.rootViewController = nil
            if let previous { previous.rootViewController = self }
        }
        window.layoutIfNeeded()
        return try body(window)
    }
}

extension View: SnapshotHosting {
    /// A window on the device whose root view holds this view pinned to its edges (its own window
    /// if it is in one).
    public func withSnapshotWindow<R>(device: Device, orientation: Orientation, _ body: (Window) throws -> R) rethrows -> R {
        if let window { return try window.withSnapshotWindow(size: nil, body) }
        if superview != nil { return try rootView.withSnapshotWindow(device: device, orientation: orientation, body) }
        return try host(
            in: Window(
                device: device, orientation: orientation, textMeasurer: SnapshotDefaults.textMeasurer(),
                logSink: { _ in }), body)
    }

    /// Its window, or a window the size of the view (its frame, or the smallest size its
    /// constraints give) with the view pinned to the root view's edges; the view leaves it
    /// afterwards. A view inside a tree that has no window is shown with its whole tree.
    public func withSnapshotWindow<R>(size: Size?, _ body: (Window) throws -> R) rethrows -> R {
        if let window { return try window.withSnapshotWindow(size: size, body) }
        if superview != nil { return try rootView.withSnapshotWindow(size: size, body) }
        let chosen =
            size
            ?? (frame.width > 0 && frame.height > 0
                ? Size(width: frame.width, height: frame.height)
                : systemLayoutSizeFitting(View.layoutFittingCompressedSize))
        return try host(
            in: Window(
                size: Size(width: max(chosen.width, 1), height: max(chosen.height, 1)),
                textMeasurer: SnapshotDefaults.textMeasurer(), logSink: { _ in }), body)
    }

    /// Pins this loose view to the edges of `window`'s new root view, calls `body`, and takes it out again.
    private func host<R>(in window: Window, _ body: (Window) throws -> R) rethrows -> R {
        window.rootViewController = ViewController()
        let root = window.rootView!
        let translates = translatesAutoresizingMaskIntoConstraints
        translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(self)
        defer {
            removeFromSuperview()
            translatesAutoresizingMaskIntoConstraints = translates
        }
        try? LayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: root.leadingAnchor), trailingAnchor.constraint(equalTo: root.trailingAnchor),
            topAnchor.constraint(equalTo: root.topAnchor), bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        window.layoutIfNeeded()
        return try body(window)
    }
}

import Foundation
import Layout

/// The screen, as UIKit's `UIScreen`: the bounds and scale of the device LayoutSim simulates.
///
/// `UIScreen.main` is an iPhone 15 unless set: `UIScreen.main = UIScreen(device: .iPhone5s)`
/// (with `import Layout` for the device profiles) before making windows.
@MainActor
public final class UIScreen {
    /// The device profile.
    public let device: Device

    /// A screen of a device.
    public init(device: Device) { self.device = device }

    /// The main screen (settable, to simulate another device).
    public static var main = UIScreen(device: .iPhone15)

    /// The screen's bounds, portrait, in points.
    public var bounds: CGRect { CGRect(origin: .zero, size: CGSize(device.size(.portrait))) }

    /// The same bounds (UIKit's `nativeBounds` is in pixels: see ``nativeBounds``).
    public var nativeBounds: CGRect {
        CGRect(origin: .zero, size: CGSize(width: bounds.width * scale, height: bounds.height * scale))
    }

    /// Pixels per point.
    public var scale: CGFloat { CGFloat(device.scale) }

    /// The display's own pixels per point: the device's scale here.
    public var nativeScale: CGFloat { scale }

    /// The traits of the screen upright.
    public var traitCollection: UITraitCollection {
        UITraitCollection(device.traitCollection(.portrait), device: device)
    }
}

/// The device, as UIKit's `UIDevice`: the simulated device's name, idiom and orientation.
@MainActor
public final class UIDevice {
    private init() {}

    /// The device the main screen belongs to.
    public static let current = UIDevice()

    /// The device's name (`iPhone 15`).
    public var name: String { UIScreen.main.device.name }
    /// The model (`iPhone` or `iPad`).
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The system's name.
    public var systemName: String { "iOS" }
    /// The system version LayoutSim follows.
    public var systemVersion: String { "17.0" }
    /// Phone or pad.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { UIScreen.main.traitCollection.userInterfaceIdiom }
    /// The orientation (portrait).
    public var orientation: UIDeviceOrientation { .portrait }
}

/// How a device is held.
public enum UIDeviceOrientation: Int, Sendable {
    /// Not known.
    case unknown
    /// Upright.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// Turned left.
    case landscapeLeft
    /// Turned right.
    case landscapeRight
    /// Face up.
    case faceUp
    /// Face down.
    case faceDown

    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the orientation is one an interface can take (portrait or landscape).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

import Foundation
import Layout

/// A colour space, as Core Graphics' `CGColorSpace` (colours here are sRGB whatever the space).
public final class CGColorSpace: Sendable {
    /// The space's name.
    public let name: String?
    /// A named space.
    ///
    /// - Parameter name: its name (`CGColorSpace.sRGB`...).
    public init?(name: String) { self.name = name }
    init() { name = nil }
    /// The sRGB space's name.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// The Display P3 space's name.
    public static let displayP3 = "kCGColorSpaceDisplayP3"
}

/// The device's RGB colour space (Core Graphics' `CGColorSpaceCreateDeviceRGB`).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace() }

/// Core Foundation's array, as Core Graphics takes colours: `[top.cgColor, bottom.cgColor] as CFArray`.
public typealias CFArray = NSArray

/// A gradient's colours and where each sits, as Core Graphics' `CGGradient`.
public final class CGGradient {
    /// The colours, in order.
    let colors: [Color]
    /// Where each sits along the gradient, 0...1 (nil: evenly spread).
    let locations: [Double]?

    /// A gradient of colours (`CGColor`s) at locations (nil: evenly spread); nil when the array
    /// holds no colours.
    ///
    /// - Parameters:
    ///   - colorsSpace: the colour space (kept).
    ///   - colors: the `CGColor`s.
    ///   - locations: one location in 0...1 per colour, or nil.
    public init?(colorsSpace: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let list = (0..<colors.count).compactMap { colors[$0] as? CGColor }
        guard !list.isEmpty, list.count == colors.count else { return nil }
        self.colors = list.map(\.layout)
        self.locations = locations.map { p in (0..<list.count).map { Double(p[$0]) } }
    }

    /// A gradient of colours given as RGBA components in 0...1, four per colour.
    ///
    /// - Parameters:
    ///   - space: the colour space (kept).
    ///   - components: `count` times red, green, blue, alpha.
    ///   - locations: one location per colour, or nil.
    ///   - count: the number of colours.
    public init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>, locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count > 0 else { return nil }
        colors = (0..<count).map { i in
            UIColor(red: components[4 * i], green: components[4 * i + 1], blue: components[4 * i + 2], alpha: components[4 * i + 3]).layout
        }
        self.locations = locations.map { p in (0..<count).map { Double(p[$0]) } }
    }
}

/// Whether a gradient continues past its ends (Core Graphics' `CGGradientDrawingOptions`; kept:
/// the end colours continue).
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt32
    /// Makes options from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Extend the first colour before the start.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    /// Extend the last colour after the end.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}

extension CGContext {
    /// Fills the clip (the whole drawing when nothing clips) with a gradient along the line from
    /// `start` to `end`, each colour constant across it; beyond the ends, the end colours
    /// continue (the options are kept).
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        fillClip(with: gradient, locations: gradient.locations, kind: .axial, from: start.applying(state.ctm), to: end.applying(state.ctm))
        {
            "a linear gradient from \(start) to \(end)"
        }
    }

    /// Fills the clip with a gradient out from `startCenter`, reaching the last colour at
    /// `endRadius` (concentric circles: the start radius moves the first colour out; the end
    /// centre is taken as the start's).
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        guard endRadius > 0 else { return }
        guard Self.drawable(Double(startRadius)) else { return reject("a radial gradient at \(startCenter)") }
        let c = startCenter.applying(state.ctm), r = endRadius * ctmScale
        // The stops as Core Animation pairs them, moved out past the start radius.
        let inner = Double(min(max(startRadius / endRadius, 0), 1))
        let stops = Gradient(colors: gradient.colors, locations: gradient.locations).stops.map { inner + $0.location * (1 - inner) }
        fillClip(with: gradient, locations: stops, kind: .radial, from: c, to: CGPoint(x: c.x + r, y: c.y + r)) {
            "a radial gradient at \(startCenter)"
        }
    }

    /// Records a gradient filling the clip's box (the drawing's bounds when nothing clips), from
    /// one device point to another; left out, and named by `what`, when a point is out of reach.
    private func fillClip(
        with gradient: CGGradient, locations: [Double]?, kind: Gradient.Kind, from a: CGPoint, to b: CGPoint, what: () -> String
    ) {
        let area = state.clipBox ?? bounds
        guard area.width > 0, area.height > 0 else { return }
        guard [a.x, a.y, b.x, b.y].allSatisfy({ Self.drawable(Double($0)) }) else { return reject(what()) }
        func unit(_ p: CGPoint) -> Point { Point(x: Double((p.x - area.minX) / area.width), y: Double((p.y - area.minY) / area.height)) }
        let g = Gradient(
            colors: gradient.colors.map { $0.faded(Double(state.alpha)) }, locations: locations, startPoint: unit(a), endPoint: unit(b),
            kind: kind)
        commands.append(.gradient(g, area.layout))
    }
}

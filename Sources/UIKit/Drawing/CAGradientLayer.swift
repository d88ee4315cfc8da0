import Foundation
import Layout

/// A layer that fills its bounds with a colour gradient, as Core Animation's `CAGradientLayer`:
/// axial (along the line from `startPoint` to `endPoint`, in the unit square of the bounds),
/// radial or conic, through `colors` at `locations`.
///
/// ```swift
/// let gradient = CAGradientLayer()
/// gradient.colors = [UIColor.systemPink.cgColor, UIColor.systemOrange.cgColor]
/// gradient.startPoint = CGPoint(x: 0, y: 0)
/// gradient.endPoint = CGPoint(x: 1, y: 1)
/// gradient.frame = view.bounds
/// view.layer.insertSublayer(gradient, at: 0)
/// ```
///
/// A view whose `layerClass` is `CAGradientLayer.self` draws the gradient over its background.
open class CAGradientLayer: CALayer {
    /// The colours (`CGColor`s; `UIColor`s are taken too), at least two to see a gradient.
    open var colors: [Any]? { didSet { update() } }
    /// Where each colour sits, 0...1 (nil: evenly spread; ignored unless there is one per colour).
    open var locations: [NSNumber]? { didSet { update() } }
    /// Where the gradient starts, in the unit square of the bounds ((0.5, 0): the top).
    open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { update() } }
    /// Where it ends ((0.5, 1): the bottom).
    open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { update() } }
    /// Axial, radial or conic.
    open var type = CAGradientLayerType.axial { didSet { update() } }

    private func update() { presentContent([:]) }

    /// Draws the gradient with animated values in place of the model's: `colors`, `locations`,
    /// `startPoint`, `endPoint` (a shimmer animates the locations).
    override func presentContent(_ values: [String: Any]) {
        let colors: [Color] = ((values["colors"] as? [Any]) ?? colors ?? []).compactMap { CGColor.layerColor($0)?.layout }
        guard !colors.isEmpty else {
            layerContent = nil
            return
        }
        let locations = (values["locations"] as? [Any])?.compactMap { CALayer.number($0).map(Double.init) } ?? locations?.map(\.doubleValue)
        let start = (values["startPoint"].flatMap(CALayer.point) ?? startPoint).layout
        let end = (values["endPoint"].flatMap(CALayer.point) ?? endPoint).layout
        let kind: Gradient.Kind = type == .radial ? .radial : type == .conic ? .conic : .axial
        layerContent = .gradient(Gradient(colors: colors, locations: locations, startPoint: start, endPoint: end, kind: kind))
    }
}

/// How a gradient layer's colour changes, as Core Animation's `CAGradientLayerType`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// Makes a type from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from the start point to the end point.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Outwards from the start point to the ellipse the end point gives.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around the start point.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

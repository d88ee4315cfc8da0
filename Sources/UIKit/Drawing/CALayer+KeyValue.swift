import Foundation

extension CALayer {
    /// Sets an animatable property by key path, as key-value coding does on a layer:
    /// `opacity`, `cornerRadius`, `borderWidth`, `backgroundColor`, `borderColor`, `position`,
    /// `bounds`, `frame`, a shape layer's `strokeStart`, `strokeEnd`, `lineWidth`, `fillColor` and
    /// `strokeColor`, a gradient layer's `colors`, `locations`, `startPoint` and `endPoint`.
    /// Other key paths are ignored.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        let number = CALayer.number
        let shape = self as? CAShapeLayer, gradient = self as? CAGradientLayer
        switch keyPath {
        case "opacity": if let n = number(value) { opacity = Float(n) }
        case "cornerRadius": if let n = number(value) { cornerRadius = n }
        case "borderWidth": if let n = number(value) { borderWidth = n }
        case "backgroundColor": backgroundColor = CGColor.layerColor(value)
        case "borderColor": borderColor = CGColor.layerColor(value)
        case "position": if let p = CALayer.point(value) { position = p }
        case "bounds": if let r = value as? CGRect { bounds = r }
        case "frame": if let r = value as? CGRect { frame = r }
        case "strokeStart": if let n = number(value) { shape?.strokeStart = n }
        case "strokeEnd": if let n = number(value) { shape?.strokeEnd = n }
        case "lineWidth": if let n = number(value) { shape?.lineWidth = n }
        case "fillColor": shape?.fillColor = CGColor.layerColor(value)
        case "strokeColor": shape?.strokeColor = CGColor.layerColor(value)
        case "colors": gradient?.colors = value as? [Any]
        case "locations": gradient?.locations = (value as? [Any])?.compactMap { number($0).map { NSNumber(value: Double($0)) } }
        case "startPoint": if let p = CALayer.point(value) { gradient?.startPoint = p }
        case "endPoint": if let p = CALayer.point(value) { gradient?.endPoint = p }
        default: break
        }
    }

    /// A number as key-value coding gives one: an `NSNumber`, `Double`, `Float`, `CGFloat` or `Int`.
    static func number(_ v: Any?) -> CGFloat? {
        switch v {
        case let n as NSNumber: CGFloat(n.doubleValue)
        case let d as Double: CGFloat(d)
        case let f as Float: CGFloat(f)
        case let c as CGFloat: c
        case let i as Int: CGFloat(i)
        default: nil
        }
    }

    /// A point as key-value coding gives one: a `CGPoint` or an `NSValue` holding one.
    static func point(_ v: Any?) -> CGPoint? {
        if let p = v as? CGPoint { return p }
        if let value = v as? NSValue, !(value is NSNumber) { return value.cgPointValue }
        return nil
    }
}

extension CGColor {
    /// A colour given to a layer as Core Animation takes one: a `CGColor`, or (forgiven, as code
    /// often passes one) a `UIColor`; nil for anything else.
    static func layerColor(_ value: Any?) -> CGColor? {
        if let cg = value as? CGColor { return cg }
        return (value as? UIColor)?.cgColor
    }
}

import Foundation
import Layout

/// A layer, as Core Animation's `CALayer`. A view's own layer (`view.layer`) reads and writes the
/// view's corner radius, border, masking, shadow, frame and background; a layer made with `init()`
/// is drawn as a sublayer of a view's layer (or of another layer): its background, corners,
/// border, opacity and, for ``CAGradientLayer`` and ``CAShapeLayer``, its gradient or path.
///
/// ```swift
/// let underline = CALayer()
/// underline.backgroundColor = UIColor.systemBlue.cgColor
/// underline.frame = CGRect(x: 0, y: field.bounds.height - 1, width: field.bounds.width, height: 1)
/// field.layer.addSublayer(underline)
/// ```
///
/// Sublayers take no part in layout: set their frames in `layoutSubviews()` (or
/// `viewDidLayoutSubviews()`), as in UIKit. A layer's `transform`, `contents` and shadow
/// (on a layer that is not a view's) are kept but not drawn; `mask` and `maskedCorners` are drawn.
@MainActor
open class CALayer {
    /// The view whose layer this is; nil for a layer made with `init()`.
    private(set) weak var view: View?
    /// Whether this is a view's layer (whose view may since have gone).
    let isViewLayer: Bool
    /// What a layer made with `init()` draws.
    let drawing = Sublayer()
    /// The layers added to this one, in order for a layer made with `init()`; for a view's layer,
    /// those that are not views' layers (the view orders them among its subviews).
    private var added: [CALayer] = []
    /// Position, anchor point and bounds of a layer made with `init()`: its frame follows from them.
    private var storedPosition = CGPoint.zero
    private var storedAnchorPoint = CGPoint(x: 0.5, y: 0.5)
    private var storedBounds = CGRect.zero
    /// Shadow values of a layer made with `init()` (kept, not drawn).
    private var storedShadow = (
        color: CGColor?.some(CGColor(red: 0, green: 0, blue: 0, alpha: 1)), opacity: Float(0), offset: CGSize(width: 0, height: -3),
        radius: CGFloat(3), path: CGPath?.none
    )

    /// Makes a layer to add to a view's layer or another layer.
    public init() { isViewLayer = false }

    /// Makes a copy of another layer's class, as Core Animation does for presentation layers.
    public convenience init(layer: Any) { self.init() }

    /// The layer of a view.
    init(view: View) {
        self.view = view
        isViewLayer = true
    }

    /// The layer a view of a class whose `layerClass` is `type` gets: a gradient or shape layer
    /// (or a subclass of UIKit's layer classes, as the nearest of them), else a plain layer.
    static func make(_ type: AnyClass, for view: View) -> CALayer {
        if type is CAGradientLayer.Type { return CAGradientLayer(view: view) }
        if type is CAShapeLayer.Type { return CAShapeLayer(view: view) }
        return CALayer(view: view)
    }

    // MARK: Geometry

    /// The frame in the superlayer's coordinates (a view's layer: the view's frame).
    open var frame: CGRect {
        get {
            if isViewLayer { return view.map { CGRect($0.frame) } ?? .zero }
            let size = storedBounds.size
            return CGRect(
                x: storedPosition.x - storedAnchorPoint.x * size.width, y: storedPosition.y - storedAnchorPoint.y * size.height,
                width: size.width, height: size.height)
        }
        set {
            if isViewLayer {
                view?.frame = newValue.layout
                return
            }
            storedBounds.size = newValue.size
            storedPosition = CGPoint(
                x: newValue.minX + storedAnchorPoint.x * newValue.width, y: newValue.minY + storedAnchorPoint.y * newValue.height)
            geometryChanged()
        }
    }

    /// The bounds: the size, and the origin of the layer's own coordinates.
    open var bounds: CGRect {
        get { isViewLayer ? (view.map { CGRect($0.bounds) } ?? .zero) : storedBounds }
        set {
            if isViewLayer {
                view?.frame.size = newValue.size.layout
                return
            }
            storedBounds = newValue
            geometryChanged()
        }
    }

    /// Where the anchor point sits in the superlayer (a view's layer: the view's centre).
    open var position: CGPoint {
        get { isViewLayer ? (view.map { CGPoint($0.center) } ?? .zero) : storedPosition }
        set {
            if isViewLayer {
                view?.center = newValue.layout
                return
            }
            storedPosition = newValue
            geometryChanged()
        }
    }

    /// The point of the bounds, in the unit square, that ``position`` places ((0.5, 0.5)).
    open var anchorPoint: CGPoint {
        get { storedAnchorPoint }
        set {
            storedAnchorPoint = newValue
            geometryChanged()
        }
    }

    private func geometryChanged() {
        drawing.frame = frame.layout
        layoutSublayersIfNeeded()
    }

    // MARK: Appearance

    /// The background colour (a view's layer: the view's).
    open var backgroundColor: CGColor? {
        get { isViewLayer ? view?.backgroundColor?.cgColor : drawing.backgroundColor?.cgColor }
        set {
            if isViewLayer { view?.backgroundColor = newValue?.layout } else { drawing.backgroundColor = newValue?.layout }
        }
    }

    /// The corner radius (capped at half the shorter side when drawn).
    open var cornerRadius: CGFloat {
        get { CGFloat(isViewLayer ? view?.cornerRadius ?? 0 : drawing.cornerRadius) }
        set {
            if isViewLayer { view?.cornerRadius = Double(newValue) } else { drawing.cornerRadius = Double(newValue) }
        }
    }

    /// The border width, drawn inside the bounds over the content and sublayers.
    open var borderWidth: CGFloat {
        get { CGFloat(isViewLayer ? view?.borderWidth ?? 0 : drawing.borderWidth) }
        set {
            if isViewLayer { view?.borderWidth = Double(newValue) } else { drawing.borderWidth = Double(newValue) }
        }
    }

    /// The border colour (opaque black by default, as Core Animation's).
    open var borderColor: CGColor? {
        get { (isViewLayer ? view?.borderColor ?? .black : drawing.borderColor)?.cgColor }
        set {
            if isViewLayer { view?.borderColor = newValue?.layout } else { drawing.borderColor = newValue?.layout }
        }
    }

    /// Whether content and sublayers are clipped to the (rounded) bounds; a view's `clipsToBounds`.
    open var masksToBounds: Bool {
        get { isViewLayer ? view?.clipsToBounds ?? false : drawing.masksToBounds }
        set {
            if isViewLayer { view?.clipsToBounds = newValue } else { drawing.masksToBounds = newValue }
        }
    }

    /// The opacity, 0...1 (a view's layer: the view's `alpha`).
    open var opacity: Float {
        get { isViewLayer ? Float(view?.alpha ?? 1) : storedOpacity }
        set {
            if isViewLayer {
                view?.alpha = Double(newValue)
            } else {
                storedOpacity = newValue
                drawing.opacity = Double(newValue)
            }
        }
    }
    /// The opacity of a layer made with `init()` (its drawing's may be an animation's meanwhile).
    private var storedOpacity: Float = 1

    /// Whether the layer is not drawn (a view's layer: the view's `isHidden`).
    open var isHidden: Bool {
        get { isViewLayer ? view?.isHidden ?? false : drawing.isHidden }
        set {
            if isViewLayer { view?.isHidden = newValue } else { drawing.isHidden = newValue }
        }
    }

    /// The shadow's colour (opaque black by default).
    open var shadowColor: CGColor? {
        get { isViewLayer ? view?.shadowColor?.cgColor : storedShadow.color }
        set {
            if isViewLayer { view?.shadowColor = newValue?.layout } else { storedShadow.color = newValue }
        }
    }

    /// The shadow's opacity, 0...1 (0 by default: no shadow).
    open var shadowOpacity: Float {
        get { isViewLayer ? Float(view?.shadowOpacity ?? 0) : storedShadow.opacity }
        set {
            if isViewLayer { view?.shadowOpacity = Double(newValue) } else { storedShadow.opacity = newValue }
        }
    }

    /// How far the shadow is moved ((0, -3) by default, as Core Animation's).
    open var shadowOffset: CGSize {
        get { isViewLayer ? CGSize(view?.shadowOffset ?? .zero) : storedShadow.offset }
        set {
            if isViewLayer { view?.shadowOffset = newValue.layout } else { storedShadow.offset = newValue }
        }
    }

    /// The shadow's blur radius (3 by default).
    open var shadowRadius: CGFloat {
        get { isViewLayer ? CGFloat(view?.shadowRadius ?? 0) : storedShadow.radius }
        set {
            if isViewLayer { view?.shadowRadius = Double(newValue) } else { storedShadow.radius = newValue }
        }
    }

    /// The shape casting a view's shadow, in its coordinates (a rounded rectangle's shape, or
    /// another path's bounding box); nil uses the view's own shape.
    open var shadowPath: CGPath? {
        get {
            guard isViewLayer else { return storedShadow.path }
            return view?.shadowPath.map {
                CGPath(path: Path(roundedRect: $0.rect, radius: $0.cornerRadius), roundedRect: (CGRect($0.rect), CGFloat($0.cornerRadius)))
            }
        }
        set {
            if isViewLayer { view?.shadowPath = newValue?.shadowShape } else { storedShadow.path = newValue }
        }
    }

    /// The corners' shape (kept: corners are drawn circular).
    open var cornerCurve = CALayerCornerCurve.circular

    /// Which corners the radius rounds (all): the others stay square, in the background, border
    /// and clip alike.
    open var maskedCorners: CACornerMask {
        get { CACornerMask(rawValue: UInt((isViewLayer ? view?.maskedCorners ?? .all : drawing.maskedCorners).rawValue)) }
        set {
            let corners = CornerMask(rawValue: UInt8(truncatingIfNeeded: newValue.rawValue) & CornerMask.all.rawValue)
            if isViewLayer { view?.maskedCorners = corners } else { drawing.maskedCorners = corners }
        }
    }

    /// A layer whose drawing masks this one: the layer, its sublayers (and a view's subviews)
    /// show only where the mask draws, as much as it is opaque there. Its frame is in this layer's
    /// coordinates; a shape layer with a path and the default frame masks to that path.
    open var mask: CALayer? {
        didSet {
            let model = mask.map { $0.isViewLayer ? nil : $0.drawing } ?? nil
            if isViewLayer { view?.mask = model } else { drawing.mask = model }
        }
    }
    /// A name to find the layer by.
    open var name: String?
    /// The drawing order among siblings (kept; layers draw in the order of `sublayers`).
    open var zPosition: CGFloat = 0
    /// An image the layer shows (kept, not drawn: use an image view).
    open var contents: Any?
    /// How the contents fill the bounds (kept).
    open var contentsGravity = CALayerContentsGravity.resize
    /// Pixels per point of the contents (kept).
    open var contentsScale: CGFloat = 1
    /// Whether the layer is drawn once into a bitmap (kept; everything is drawn each frame).
    open var shouldRasterize = false
    /// The scale of that bitmap (kept).
    open var rasterizationScale: CGFloat = 1
    /// Whether the layer is fully opaque (a drawing hint, kept).
    open var isOpaque = false
    /// Whether the contents are redrawn when the bounds change (kept).
    open var needsDisplayOnBoundsChange = false
    /// Whether edges are anti-aliased (they always are here).
    open var allowsEdgeAntialiasing = false
    /// Whether the back of the layer shows when it is turned over (kept).
    open var isDoubleSided = true
    /// A 3D transform (kept, not drawn: views draw their `transform`'s scale and translation).
    open var transform = CATransform3DIdentity

    /// The 3D transform as an affine one (its 2D part).
    open func affineTransform() -> CGAffineTransform {
        CGAffineTransform(a: transform.m11, b: transform.m12, c: transform.m21, d: transform.m22, tx: transform.m41, ty: transform.m42)
    }

    /// Sets the 3D transform from an affine one.
    open func setAffineTransform(_ t: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(t) }

    // MARK: Content

    /// What the layer draws over its background (a gradient or shape layer's).
    var layerContent: LayerContent? {
        get { isViewLayer ? view?.layerContent : drawing.content }
        set {
            if isViewLayer { view?.layerContent = newValue } else { drawing.content = newValue }
        }
    }

    // MARK: Sublayers

    /// The layer this one is a sublayer of.
    public private(set) weak var superlayer: CALayer?

    /// The sublayers, back to front; a view's layer lists its subviews' layers among them.
    open var sublayers: [CALayer]? {
        get {
            let list: [CALayer]
            if isViewLayer, let view {
                list = view.layerChildren.compactMap { child in
                    switch child {
                    case .view(let v): return UIView.wrapping(v).layer
                    case .sublayer(let s): return added.first { $0.drawing === s }
                    }
                }
            } else {
                list = added
            }
            return list.isEmpty ? nil : list
        }
        set {
            for layer in added { layer.removeFromSuperlayer() }
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// Adds a layer over the others (it first leaves its superlayer).
    open func addSublayer(_ layer: CALayer) { insert(layer, at: sublayers?.count ?? 0) }

    /// Inserts a layer at an index of ``sublayers``.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) { insert(layer, at: Int(index)) }

    /// Inserts a layer just below a sibling (at the back when it is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        insert(layer, at: sibling.flatMap { s in sublayers?.firstIndex { $0 === s } } ?? 0)
    }

    /// Inserts a layer just above a sibling (at the front when it is not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        insert(layer, at: sibling.flatMap { s in sublayers?.firstIndex { $0 === s }.map { $0 + 1 } } ?? (sublayers?.count ?? 0))
    }

    /// Puts `new` where `old` is.
    open func replaceSublayer(_ old: CALayer, with new: CALayer) {
        guard let index = sublayers?.firstIndex(where: { $0 === old }) else { return }
        old.removeFromSuperlayer()
        insert(new, at: index)
    }

    /// Takes the layer out of its superlayer (a view's layer: the view leaves its superview).
    open func removeFromSuperlayer() {
        if isViewLayer {
            view?.removeFromSuperview()
            return
        }
        guard let parent = superlayer else { return }
        if parent.isViewLayer { parent.view?.removeSublayer(drawing) } else { parent.drawing.sublayers.removeAll { $0 === drawing } }
        parent.added.removeAll { $0 === self }
        superlayer = nil
    }

    private func insert(_ layer: CALayer, at index: Int) {
        guard layer !== self else { return }
        if layer.isViewLayer {
            // Another view's layer: that view joins this view's subviews, as its layer would.
            if let child = layer.view, let view, child !== view, !view.isDescendant(of: child) {
                view.insertSubview(child, at: view.subviews.count)
            }
            return
        }
        layer.removeFromSuperlayer()
        let index = min(max(index, 0), sublayers?.count ?? 0)
        if isViewLayer {
            view?.insertSublayer(layer.drawing, at: index)
            added.append(layer)
        } else {
            drawing.sublayers.insert(layer.drawing, at: index)
            added.insert(layer, at: index)
        }
        layer.superlayer = self
    }

    // MARK: Display and layout

    /// Asks for the contents to be drawn again (everything is drawn each frame here).
    open func setNeedsDisplay() {}
    /// Asks for the sublayers to be laid out: ``layoutSublayers()`` runs at once.
    open func setNeedsLayout() { layoutSublayersIfNeeded() }
    /// Lays out the sublayers now.
    open func layoutIfNeeded() { layoutSublayersIfNeeded() }
    /// Override to place sublayers; called when the bounds change and on `setNeedsLayout()`
    /// (a view's layer: the view's `layoutSubviews` is where to place them).
    open func layoutSublayers() {}
    /// Draws the contents (nothing to draw here).
    open func display() {}

    private func layoutSublayersIfNeeded() { if !isViewLayer { layoutSublayers() } }

    // MARK: Animations

    /// The animations added, by key, with when each began on the window's clock (nil: not running).
    var animations: [LayerAnimation] = []
    /// The key paths an animation draws now instead of the model's values.
    var presentedKeyPaths: Set<String> = []
    /// Whether the window's clock steps this layer's animations.
    var isTicking = false

    /// Draws the content (a shape's path, a gradient) with animated values in place of the
    /// model's; a plain layer has none.
    func presentContent(_ values: [String: Any]) {}

    /// The view whose layer this is, or whose layer this one is (through its superlayers) a sublayer of.
    var hostView: View? { view ?? superlayer?.hostView }

    /// Adds an animation, which runs on the clock of the window the layer is in, as Core Animation
    /// runs it on the render server. Each frame the layer draws the animated values instead of its
    /// model values, which stay as the code set them: any layer its `opacity` and its content's
    /// (a shape's `strokeStart`, `strokeEnd`, `lineWidth`, `strokeColor`, `fillColor`; a
    /// gradient's `colors`, `locations`, `startPoint`, `endPoint`), a view's layer also its
    /// `transform` (`transform.scale`, `.rotation`, `.translation` and their axes; a rotation is
    /// kept in the transform but not drawn, as a view's own), `position` and `backgroundColor`. When it ends, the model shows again (or its end value, kept with
    /// `isRemovedOnCompletion` off and `fillMode` forwards), and its delegate hears. A layer in no
    /// window shows a kept end value at once. An animation added with the key of one running
    /// replaces it (the old one's delegate hears it did not finish).
    ///
    /// ```swift
    /// let fill = CABasicAnimation(keyPath: "strokeEnd")
    /// fill.fromValue = 0
    /// fill.toValue = 0.72
    /// fill.duration = 1
    /// ring.strokeEnd = 0.72
    /// ring.add(fill, forKey: "progress")   // window.animator.advance(by: 0.5): part way round
    /// ```
    ///
    /// - Parameters:
    ///   - animation: what to run.
    ///   - key: names it, to find or remove it (nil: no name).
    open func add(_ animation: CAAnimation, forKey key: String?) {
        if let key { stopAnimations { $0.key == key } }
        guard let driver = hostView?.window?.animator else {
            animations.append(LayerAnimation(key: key, animation: animation, start: nil, didStart: true))
            animation.applyEnd(to: self)
            animation.delegate?.animationDidStart(animation)
            animation.delegate?.animationDidStop(animation, finished: true)
            return
        }
        // A begin time is media time, as `CACurrentMediaTime()` gives it; 0: now.
        let now = driver.clock.now
        let transaction = CATransaction.current
        transaction?.running += 1
        animations.append(
            LayerAnimation(
                key: key, animation: animation, start: animation.beginTime > 0 ? animation.beginTime : now, transaction: transaction))
        _ = stepAnimations(at: now)
        if !isTicking {
            isTicking = true
            driver.addTicker { [weak self] now in self?.stepAnimations(at: now) ?? .done }
        }
    }

    /// The animation added with a key.
    open func animation(forKey key: String) -> CAAnimation? { animations.last { $0.key == key }?.animation }
    /// The keys of the animations added with keys.
    open func animationKeys() -> [String]? {
        let keys = animations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }
    /// Removes the animation added with a key; one running stops where it is (its delegate hears
    /// it did not finish) and the model values show again.
    open func removeAnimation(forKey key: String) { stopAnimations { $0.key == key } }
    /// Removes every animation.
    open func removeAllAnimations() { stopAnimations { _ in true } }

    /// The layer as it is drawn now: here, the layer itself.
    open func presentation() -> Self? { self }
    /// The layer with its model values: the layer itself.
    open func model() -> Self { self }
}

extension Color {
    /// The colour as a Core Graphics colour.
    var cgColor: CGColor {
        CGColor(
            red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: CGFloat(alpha) / 255)
    }
}

/// The shape of rounded corners (Core Animation's `CALayerCornerCurve`).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// Makes a corner curve.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's continuous curve.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// Which corners a layer rounds (Core Animation's `CACornerMask`).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Makes a mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Top left.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// Top right.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// Bottom left.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// Bottom right.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

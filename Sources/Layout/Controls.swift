/// How text lines up inside a label (UIKit's `NSTextAlignment`, with its raw values on iOS).
public enum TextAlignment: Int, Sendable {
    /// Leading in the layout direction.
    case natural = 4
    /// Left.
    case left = 0
    /// Centred.
    case center = 1
    /// Right.
    case right = 2
    /// Both edges (the last line is natural); drawn as natural here, words are not spread.
    case justified = 3
}

/// A view that shows text and sizes itself to it (UIKit's `UILabel`).
///
/// Its intrinsic size is the measured text; multi-line labels wrap at ``preferredMaxLayoutWidth``.
open class Label: View, WrapsAtLaidOutWidth {
    /// The text.
    public var text: String? { didSet { if text != oldValue { measureTextAfresh() } } }
    /// The font size in points.
    public var fontSize = 17.0 { didSet { if fontSize != oldValue { measureTextAfresh() } } }
    /// The font weight (regular).
    public var fontWeight = FontWeight.regular { didSet { if fontWeight != oldValue { measureTextAfresh() } } }
    /// The maximum number of lines; 0 means no limit.
    public var numberOfLines = 1 { didSet { if numberOfLines != oldValue { measureTextAfresh() } } }
    /// The width at which a multi-line label wraps; 0 (the default) wraps at the width layout
    /// gives the label, as UIKit does since iOS 8.
    public var preferredMaxLayoutWidth = 0.0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The text colour.
    public var textColor = Color.black
    /// The colour of a shadow drawn under the text, ``textShadowOffset`` away (none when nil), as
    /// UIKit's `UILabel.shadowColor` (not the view's own ``View/shadowColor``, which shadows its layer).
    public var textShadowColor: Color?
    /// Where the text's shadow falls, in points (UIKit's default: 1 point up).
    public var textShadowOffset = Size(width: 0, height: -1)
    /// How lines line up.
    public var textAlignment = TextAlignment.natural

    /// Makes a label.
    public init(text: String? = nil, fontSize: Double = 17) {
        self.text = text
        self.fontSize = fontSize
        super.init(frame: .zero)
        isUserInteractionEnabled = false  // as UIKit's labels: touches go to what is behind
    }

    /// `UILabel`.
    open override var className: String { "UILabel" }

    /// The width layout last gave a multi-line label whose ``preferredMaxLayoutWidth`` is 0.
    var automaticWrapWidth: Double?

    /// Where the text wraps: nowhere for one line, else the preferred width or the width layout gave.
    var wrapWidth: Double? {
        guard numberOfLines != 1 else { return nil }
        return preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : automaticWrapWidth
    }

    /// The text laid out with the window's text measurer.
    public var textLayout: TextLayout {
        let measurer = textMeasurer
        return measurer.layout(text ?? "", fontSize: fontSize, weight: fontWeight, maxWidth: wrapWidth, maxLines: numberOfLines)
    }

    /// The measured text size: ``textRect(forBounds:limitedToNumberOfLines:)`` (a UIKit subclass's
    /// override included) of unlimited bounds, or of the wrapping width. Wrapped at the width layout
    /// gave, it is that width (not the longest line's), so the width it asks for is the one it was
    /// given and layout settles.
    open override var intrinsicContentSize: Size {
        let rect = dispatchTextRect(forBounds: Label.unlimitedBounds(width: wrapWidth), limitedToNumberOfLines: numberOfLines)
        if preferredMaxLayoutWidth == 0, let width = automaticWrapWidth, numberOfLines != 1, lastTextRectLineCount > 1 {
            return Size(width: max(rect.width, width), height: rect.height)
        }
        return rect.size
    }

    /// The text's size wrapped at `size.width` (multi-line labels; 0 or less: no limit) or on one
    /// line, through ``textRect(forBounds:limitedToNumberOfLines:)`` as UIKit's.
    open override func sizeThatFits(_ size: Size) -> Size {
        let width = numberOfLines != 1 && size.width > 0 ? size.width : nil
        return dispatchTextRect(forBounds: Label.unlimitedBounds(width: width), limitedToNumberOfLines: numberOfLines).size
    }

    /// The rectangle the text takes in `bounds` (UIKit's `textRect(forBounds:limitedToNumberOfLines:)`):
    /// at the bounds' origin, as large as the text wrapped at the bounds' width (multi-line labels;
    /// an unconstrained width, `greatestFiniteMagnitude` as UIKit passes, does not wrap) and cut
    /// after `lines` lines (0: no limit). The intrinsic size is this rect's
    /// size, so a subclass that pads it (in the UIKit module) sizes the label with its padding.
    ///
    /// - Parameters:
    ///   - bounds: the space the text may take.
    ///   - lines: the most lines to lay out (0: no limit).
    open func textRect(forBounds bounds: Rect, limitedToNumberOfLines lines: Int) -> Rect {
        let measurer = textMeasurer
        let constrained = bounds.width.isFinite && bounds.width < Label.unconstrained
        let width = lines != 1 && constrained ? max(bounds.width, 0) : nil
        let layout = measurer.layout(text ?? "", fontSize: fontSize, weight: fontWeight, maxWidth: width, maxLines: lines)
        lastTextRectLineCount = layout.lines.count
        return Rect(origin: bounds.origin, size: layout.size)
    }

    /// The lines the last ``textRect(forBounds:limitedToNumberOfLines:)`` laid out: read by the
    /// intrinsic size just after it asks for the rect (through a subclass's override too).
    private var lastTextRectLineCount = 0

    /// Widths from here up mean "no limit" (UIKit passes `CGFLOAT_MAX`; a subclass may inset it).
    static let unconstrained = Double.greatestFiniteMagnitude / 2

    /// Bounds at the origin, `width` wide (unconstrained when nil) and of unconstrained height.
    static func unlimitedBounds(width: Double?) -> Rect {
        Rect(x: 0, y: 0, width: width ?? .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
    }

    /// Where the text is drawn, in the label's bounds: the rect a UIKit subclass's `drawText(in:)`
    /// passes on (its padding, say), the bounds for a plain label; nil when the text is not drawn.
    /// The text is centred vertically in it, as UIKit's.
    public var textDrawingRect: Rect? {
        if let w = wrapperReference as? any LabelWrapping { return w.wrappedTextDrawingRect(in: bounds) }
        return bounds
    }

    /// Calls ``textRect(forBounds:limitedToNumberOfLines:)``, through the wrapper when there is one.
    func dispatchTextRect(forBounds bounds: Rect, limitedToNumberOfLines lines: Int) -> Rect {
        if let w = wrapperReference as? any LabelWrapping { return w.wrappedTextRect(forBounds: bounds, limitedToNumberOfLines: lines) }
        return textRect(forBounds: bounds, limitedToNumberOfLines: lines)
    }

    /// Takes the width layout gave as the wrapping width (multi-line labels with no preferred
    /// width): the intrinsic height follows, and the same ``View/layoutIfNeeded()`` lays out again.
    open override func layoutSubviews() {
        super.layoutSubviews()
        adoptWrapWidth(frame.width)
    }

    /// Whether the label wraps at the width layout gives it: multi-line, with no preferred width.
    var wrapsAtLaidOutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

    /// The first line's baseline.
    open override var firstBaselineOffsetFromTop: Double? { textLayout.firstBaseline }

    /// The distance from the last line's baseline to the bottom.
    open override var lastBaselineOffsetFromBottom: Double? {
        let layout = textLayout
        return layout.size.height - layout.lastBaseline
    }
}

/// A tappable view with a title (UIKit's `UIButton`); its intrinsic size is the title plus
/// ``contentEdgeInsets``. A tap sends `touchUpInside` and `primaryActionTriggered`.
open class Button: Control {
    /// The title.
    public var title: String? { didSet { if title != oldValue { invalidateIntrinsicContentSize() } } }
    /// The title's font size.
    public var fontSize = 15.0 { didSet { if fontSize != oldValue { invalidateIntrinsicContentSize() } } }
    /// The title's font weight (regular).
    public var fontWeight = FontWeight.regular { didSet { if fontWeight != oldValue { invalidateIntrinsicContentSize() } } }
    /// Padding around the title (UIKit's system button: 6 above and below).
    public var contentEdgeInsets = EdgeInsets(top: 6, left: 0, bottom: 6, right: 0) {
        didSet { if contentEdgeInsets != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The title colour.
    public var titleColor = Color(red: 0, green: 122, blue: 255)
    /// An image drawn before the title (UIKit's `setImage(_:for:)` for the normal state).
    public var image: Image? { didSet { if image != oldValue { invalidateIntrinsicContentSize() } } }
    /// An image drawn stretched over the whole button, under its image and title (UIKit's
    /// `setBackgroundImage(_:for:)` for the normal state). The button is at least its size.
    public var backgroundImage: Image? { didSet { if backgroundImage != oldValue { invalidateIntrinsicContentSize() } } }
    /// Moves the title where it is drawn, as UIKit's `titleEdgeInsets`: the title is centred in its
    /// place inset by these, so a positive left inset moves it right by half of it. The button's
    /// size does not change.
    public var titleEdgeInsets = EdgeInsets.zero
    /// Moves the image where it is drawn, as UIKit's `imageEdgeInsets` (as ``titleEdgeInsets`` the title).
    public var imageEdgeInsets = EdgeInsets.zero
    /// The gap between the image and the title (0 for a classic button, as UIKit's).
    public var imagePadding = 0.0 { didSet { if imagePadding != oldValue { invalidateIntrinsicContentSize() } } }
    /// Which side of the title the image is on (leading, as a classic button's; UIKit's
    /// `UIButton.Configuration.imagePlacement`).
    public var imagePlacement = ImagePlacement.leading { didSet { if imagePlacement != oldValue { invalidateIntrinsicContentSize() } } }
    /// A second, smaller line under the title (UIKit's button configuration `subtitle`): the two
    /// are centred together; none by default.
    public var subtitle: String? { didSet { if subtitle != oldValue { invalidateIntrinsicContentSize() } } }
    /// The subtitle's font size (15: UIKit's subheadline, a medium or large button's).
    public var subtitleFontSize = 15.0 { didSet { if subtitleFontSize != oldValue { invalidateIntrinsicContentSize() } } }
    /// The gap between the title and the subtitle (UIKit's `titlePadding`).
    public var titlePadding = 0.0 { didSet { if titlePadding != oldValue { invalidateIntrinsicContentSize() } } }

    /// Where a button's image sits against its title.
    public enum ImagePlacement: Sendable {
        /// Before the title.
        case leading
        /// After the title.
        case trailing
        /// Above the title.
        case top
        /// Below the title.
        case bottom

        /// Whether the image is above or below the title.
        public var isVertical: Bool { self == .top || self == .bottom }
    }
    /// Titles, colours and images set for states other than normal (UIKit's `setTitle(_:for:)`,
    /// `setImage(_:for:)`).
    private var stateTitles: [Control.State: String] = [:]
    private var stateTitleColors: [Control.State: Color] = [:]
    private var stateImages: [Control.State: Image] = [:]

    /// Sets the image shown in a state (`.normal` sets ``image``); other states fall back to it.
    ///
    /// - Parameters:
    ///   - image: the image, or nil to fall back to the normal one.
    ///   - state: the state.
    public func setImage(_ image: Image?, for state: Control.State) {
        if state == .normal {
            self.image = image
        } else {
            stateImages[state] = image
            invalidateIntrinsicContentSize()
        }
    }

    /// The image shown in a state: its own, else the normal one.
    ///
    /// - Parameter state: the state.
    public func image(for state: Control.State) -> Image? { state == .normal ? image : stateImages[state] ?? image }

    /// The image shown now (the one for the current state).
    public var currentImage: Image? { image(for: state) }

    /// Whether the image is drawn in the title's colour (a system button's, dimmed with it when
    /// highlighted) rather than the tint colour (a custom button's template images, as UIKit's).
    public var drawsImageInTitleColor = true

    /// A new state may show another image, of another size.
    open override func stateDidChange() {
        if !stateImages.isEmpty { invalidateIntrinsicContentSize() }
    }

    /// Sets the title shown in a state (`.normal` sets ``title``); other states fall back to it.
    ///
    /// - Parameters:
    ///   - title: the title, or nil to fall back to the normal one.
    ///   - state: the state.
    public func setTitle(_ title: String?, for state: Control.State) {
        if state == .normal { self.title = title } else { stateTitles[state] = title }
    }

    /// The title shown in a state: its own, else the normal one.
    ///
    /// - Parameter state: the state.
    public func title(for state: Control.State) -> String? { state == .normal ? title : stateTitles[state] ?? title }

    /// The title shown now.
    public var currentTitle: String? { title(for: state) }

    /// Sets the title colour in a state (`.normal` sets ``titleColor``). A state without its own
    /// colour draws the normal one as UIKit's system buttons do (dimmed while highlighted).
    ///
    /// - Parameters:
    ///   - color: the colour, or nil to fall back.
    ///   - state: the state.
    public func setTitleColor(_ color: Color?, for state: Control.State) {
        if state == .normal {
            if let color { titleColor = color }
        } else {
            stateTitleColors[state] = color
        }
    }

    /// The colour set for a state, if one was (the normal state's is ``titleColor``).
    ///
    /// - Parameter state: the state.
    public func titleColor(for state: Control.State) -> Color? { state == .normal ? titleColor : stateTitleColors[state] }

    /// Makes a button.
    public init(title: String? = nil) {
        self.title = title
        super.init(frame: .zero)
    }

    /// `UIButton`.
    open override var className: String { "UIButton" }

    /// A tap is a button's primary action.
    open override var primaryEvents: Control.Event { .primaryActionTriggered }

    var titleLayout: TextLayout {
        (textMeasurer).layout(
            title ?? "", fontSize: fontSize, weight: fontWeight, maxWidth: nil, maxLines: 1)
    }

    /// The subtitle's line, measured (nil without one).
    ///
    /// - Parameter measurer: the fonts to measure with.
    public func subtitleLayout(measuredBy measurer: TextMeasurer) -> TextLayout? {
        guard let subtitle, !subtitle.isEmpty else { return nil }
        return measurer.layout(subtitle, fontSize: subtitleFontSize, weight: .regular, maxWidth: nil, maxLines: 1)
    }

    /// The image and the title side by side (``imagePadding`` apart), plus the content insets; at
    /// least the background image's size, as UIKit's.
    open override var intrinsicContentSize: Size {
        let content = contentSize
        let i = contentEdgeInsets
        let size = Size(width: content.width + i.left + i.right, height: content.height + i.top + i.bottom)
        guard let background = backgroundImage?.size else { return size }
        return Size(width: max(size.width, background.width), height: max(size.height, background.height))
    }

    /// The size of the image and title together.
    var contentSize: Size {
        let hasTitle = !(title ?? "").isEmpty
        var t = hasTitle || currentImage == nil ? titleLayout.size : .zero
        var textHeight = hasTitle || currentImage == nil ? max(t.height, fontSize * 1.2) : 0
        if let s = subtitleLayout(measuredBy: textMeasurer)?.size {
            t.width = max(t.width, s.width)
            textHeight += titlePadding + s.height
        }
        guard let image = currentImage else { return Size(width: t.width, height: textHeight) }
        let gap = hasTitle ? imagePadding : 0
        if imagePlacement.isVertical {
            return Size(width: max(image.size.width, t.width), height: image.size.height + gap + textHeight)
        }
        return Size(width: image.size.width + gap + t.width, height: max(image.size.height, textHeight))
    }

    /// How far the title is drawn from the middle of the content area: the image's share of the
    /// content pushes it away from the image's side.
    public var titleShift: Point {
        guard let image = currentImage else { return .zero }
        let gap = (title ?? "").isEmpty ? 0 : imagePadding
        switch imagePlacement {
        case .leading: return Point(x: (image.size.width + gap) / 2, y: 0)
        case .trailing: return Point(x: -(image.size.width + gap) / 2, y: 0)
        case .top: return Point(x: 0, y: (image.size.height + gap) / 2)
        case .bottom: return Point(x: 0, y: -(image.size.height + gap) / 2)
        }
    }

    /// Where the image is drawn in the bounds: on its side of the title, the pair centred.
    public var imageRect: Rect? {
        guard let image = currentImage else { return nil }
        let content = contentSize
        let i = contentEdgeInsets
        let areaWidth = frame.width - i.left - i.right, areaHeight = frame.height - i.top - i.bottom
        let shift = imageEdgeInsets
        let left = i.left + (areaWidth - content.width) / 2, top = i.top + (areaHeight - content.height) / 2
        let x: Double, y: Double
        switch imagePlacement {
        case .leading: (x, y) = (left, i.top + (areaHeight - image.size.height) / 2)
        case .trailing: (x, y) = (left + content.width - image.size.width, i.top + (areaHeight - image.size.height) / 2)
        case .top: (x, y) = (i.left + (areaWidth - image.size.width) / 2, top)
        case .bottom: (x, y) = (i.left + (areaWidth - image.size.width) / 2, top + content.height - image.size.height)
        }
        return Rect(
            x: x + (shift.left - shift.right) / 2, y: y + (shift.top - shift.bottom) / 2, width: image.size.width, height: image.size.height
        )
    }

    /// The title's baseline.
    open override var firstBaselineOffsetFromTop: Double? { contentEdgeInsets.top + fontSize }

    /// The distance from the title's baseline to the bottom.
    open override var lastBaselineOffsetFromBottom: Double? {
        // The subtitle's baseline when there is one, else the title's.
        if let s = subtitleLayout(measuredBy: textMeasurer) { return contentEdgeInsets.bottom + s.size.height - s.firstBaseline }
        return intrinsicContentSize.height - contentEdgeInsets.top - fontSize
    }
}

/// An image: a name (a file under `assets/` for drawing) and its size in points, or a symbol
/// drawn as a glyph (UIKit's SF Symbols).
public struct Image: Hashable, Sendable {
    /// The file name, e.g. `apple.jpg` (a symbol's name for a symbol).
    public var name: String
    /// The size in points.
    public var size: Size
    /// For a symbol image, what is drawn instead of a file.
    public var symbol: Symbol?
    /// For an image drawn in code (UIKit's `UIGraphicsImageRenderer`), what is drawn instead of a
    /// file: commands in the image's own coordinates, from (0, 0) to its size.
    public var drawing: [DrawingCommand]?

    /// Makes an image description.
    public init(name: String, size: Size, symbol: Symbol? = nil, drawing: [DrawingCommand]? = nil) {
        self.name = name
        self.size = size
        self.symbol = symbol
        self.drawing = drawing
    }

    /// A symbol image's drawing: a glyph of the bundled font standing for the symbol, filled with
    /// the view's tint unless the image has a colour of its own.
    public struct Symbol: Hashable, Sendable {
        /// The glyph.
        public var glyph: String
        /// The font size the glyph is drawn at when the image is at its own size.
        public var pointSize: Double
        /// The glyph's weight.
        public var weight: FontWeight
        /// The colour (nil: the tint of the view showing it, as a template image).
        public var color: Color?
        /// The circle or square the glyph sits in (SF Symbols' `.circle`, `.square` and their
        /// `.fill` variants), or none.
        public var enclosure: Enclosure

        /// Makes a symbol drawing.
        public init(glyph: String, pointSize: Double, weight: FontWeight = .regular, color: Color? = nil, enclosure: Enclosure = .none) {
            self.glyph = glyph
            self.pointSize = pointSize
            self.weight = weight
            self.color = color
            self.enclosure = enclosure
        }

        /// A frame around a symbol's glyph, filling the image: an outline with the glyph inside in
        /// the symbol's colour, or a filled shape with the glyph cut out of it.
        public enum Enclosure: Hashable, Sendable {
            /// The glyph alone.
            case none
            /// A ring around the glyph (`plus.circle`).
            case circle
            /// A disc with the glyph cut out (`plus.circle.fill`).
            case filledCircle
            /// A rounded square around the glyph (`plus.square`).
            case square
            /// A rounded square with the glyph cut out (`plus.square.fill`).
            case filledSquare
        }
    }
}

/// How an image fills its view (UIKit's `UIView.ContentMode`, with its raw values).
public enum ContentMode: Int, Sendable {
    /// Stretch to fill.
    case scaleToFill = 0
    /// Fit inside, keeping the aspect ratio.
    case scaleAspectFit = 1
    /// Fill, keeping the aspect ratio and cropping.
    case scaleAspectFill = 2
    /// Centre at natural size.
    case center = 4
    /// Stretch to fill, redrawn on a size change (drawn as ``scaleToFill``).
    case redraw = 3
    /// Natural size against an edge or corner.
    case top = 5, bottom = 6, left = 7, right = 8, topLeft = 9, topRight = 10, bottomLeft = 11, bottomRight = 12

    /// Where a natural-size image sits in each axis (0 start, 0.5 centre, 1 end), or nil for the scaling modes.
    var placement: (x: Double, y: Double)? {
        switch self {
        case .scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw: nil
        case .center: (0.5, 0.5)
        case .top: (0.5, 0)
        case .bottom: (0.5, 1)
        case .left: (0, 0.5)
        case .right: (1, 0.5)
        case .topLeft: (0, 0)
        case .topRight: (1, 0)
        case .bottomLeft: (0, 1)
        case .bottomRight: (1, 1)
        }
    }

    /// Whether an image drawn this way may spill out of the bounds (and is clipped to them).
    public var mayOverflow: Bool { self == .scaleAspectFill || placement != nil }

    /// Where content of a natural size goes in a box of `size` at the origin: stretched over it,
    /// scaled to fit or fill it keeping its aspect, or placed at its size.
    ///
    /// - Parameters:
    ///   - natural: the content's own size (both sides above 0).
    ///   - size: the box's size.
    public func rect(for natural: Size, in size: Size) -> Rect {
        if let (px, py) = placement {
            return Rect(
                x: (size.width - natural.width) * px, y: (size.height - natural.height) * py, width: natural.width, height: natural.height)
        }
        switch self {
        case .scaleAspectFit, .scaleAspectFill:
            let sx = size.width / natural.width, sy = size.height / natural.height
            let s = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let w = natural.width * s, h = natural.height * s
            return Rect(x: (size.width - w) / 2, y: (size.height - h) / 2, width: w, height: h)
        default: return Rect(origin: .zero, size: size)
        }
    }
}

/// A view that shows an image; its intrinsic size is the image size (UIKit's `UIImageView`).
open class ImageView: View {
    /// The image.
    public var image: Image? { didSet { if image != oldValue { invalidateIntrinsicContentSize() } } }
    /// How the image fills the view.
    public var contentMode = ContentMode.scaleToFill

    /// Makes an image view whose frame is the image's size at the origin, as `UIImageView(image:)`
    /// does (that frame matters while `translatesAutoresizingMaskIntoConstraints` is on).
    public init(image: Image? = nil) {
        self.image = image
        super.init(frame: Rect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false  // as UIKit's image views
    }

    /// `UIImageView`.
    open override var className: String { "UIImageView" }

    /// The image size, or no intrinsic size without an image.
    open override var intrinsicContentSize: Size {
        image?.size ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// Where the image is drawn inside the bounds for the content mode.
    public var imageRect: Rect {
        guard let image, image.size.width > 0, image.size.height > 0 else { return bounds }
        return contentMode.rect(for: image.size, in: frame.size)
    }
}

import Foundation
import Layout

/// A view that shows an image, sized by it, as UIKit's `UIImageView`.
///
/// ```swift
/// let logo = UIImageView(image: UIImage(named: "apple"))
/// logo.contentMode = .scaleAspectFit
/// ```
@MainActor
open class UIImageView: UIView {
    var imageView: ImageView { unsafeDowncast(layoutView, to: ImageView.self) }

    /// The Layout view a new one stands for.
    override class func makeLayoutView() -> View { ImageView() }

    /// Makes an image view with a frame.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Makes an image view the image's size, at the origin.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// Makes an image view the image's size, at the origin (the highlighted image is kept).
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        self.highlightedImage = highlightedImage
    }

    /// Makes an image view with a zero frame (archives are not read here).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The image shown while highlighted (kept).
    open var highlightedImage: UIImage?

    /// The image; its size is the view's intrinsic size.
    open var image: UIImage? {
        get { imageStorage ?? imageView.image.map { UIImage(image: $0, scale: 1) } }
        set {
            imageStorage = newValue
            showImage()
        }
    }
    private var imageStorage: UIImage?

    /// Frames of an animation (kept: the image is shown; the frames are not played).
    open var animationImages: [UIImage]?
    /// The animation's length in seconds (kept).
    open var animationDuration: TimeInterval = 0
    /// How many times it plays (kept).
    open var animationRepeatCount = 0
    /// Whether the frames play (never: they are not played here).
    open var isAnimating: Bool { false }
    /// Plays the frames (kept: not played here).
    open func startAnimating() {}
    /// Stops them.
    open func stopAnimating() {}
    /// Whether the highlighted image is shown (kept: the image is).
    open var isHighlighted = false

    /// The symbol configuration a symbol image is shown with, over its own (its size follows).
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? { didSet { showImage() } }

    private func showImage() {
        let shown = preferredSymbolConfiguration.flatMap { imageStorage?.applyingSymbolConfiguration($0) } ?? imageStorage
        imageView.image = shown?.image
    }
}

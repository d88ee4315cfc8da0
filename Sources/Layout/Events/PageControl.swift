/// A row of dots, one per page (UIKit's `UIPageControl`): a tap on the left or right of the
/// current dot moves one page that way and sends `valueChanged`.
open class PageControl: Control {
    /// How many pages.
    public var numberOfPages = 0 { didSet { invalidateIntrinsicContentSize(); currentPage = min(currentPage, max(numberOfPages - 1, 0)) } }
    /// The page shown, 0..<numberOfPages.
    public var currentPage = 0 { didSet { currentPage = min(max(currentPage, 0), max(numberOfPages - 1, 0)) } }
    /// The dots' colour.
    public var pageIndicatorTintColor = Color(red: 0, green: 0, blue: 0, alpha: 0x4D)
    /// The current dot's colour.
    public var currentPageIndicatorTintColor = Color(red: 0, green: 0, blue: 0)
    /// The spacing of the dots, centre to centre.
    nonisolated public static let dotSpacing = 16.0

    /// Makes a page control.
    ///
    /// - Parameter numberOfPages: how many pages.
    public init(numberOfPages: Int = 0) {
        super.init(frame: .zero)
        self.numberOfPages = numberOfPages
    }

    /// `UIPageControl`.
    open override var className: String { "UIPageControl" }

    /// The dots 16 points apart plus 16 points of margin; 26 points high.
    open override var intrinsicContentSize: Size {
        Size(width: Double(numberOfPages) * Self.dotSpacing + 16, height: 26)
    }

    /// A tap moves one page toward the side it is on.
    open override var primaryEvents: Control.Event { [] }

    /// Lifted inside: one page toward the tap.
    open override func endTracking(_ touch: Touch?, with event: Layout.Event?) {
        guard numberOfPages > 1, let touch else { return }
        let p = touch.location(in: self)
        guard bounds.contains(p) else { return }
        let centre = bounds.midX + (Double(currentPage) - Double(numberOfPages - 1) / 2) * Self.dotSpacing
        let next = p.x < centre ? currentPage - 1 : currentPage + 1
        guard next >= 0, next < numberOfPages else { return }
        currentPage = next
        sendActions(for: .valueChanged)
    }
}

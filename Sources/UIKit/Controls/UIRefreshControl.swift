import Foundation
import Layout

/// Pull to refresh, as UIKit's `UIRefreshControl`: set it as a scroll view's (a table's)
/// `refreshControl`; pulling the content down past the threshold while dragging starts
/// refreshing and sends `.valueChanged`, the spinner stays above the content until
/// `endRefreshing()`.
///
/// ```swift
/// let refresh = UIRefreshControl()
/// refresh.addAction(UIAction { [weak self] _ in self?.reload() }, for: .valueChanged)
/// tableView.refreshControl = refresh
/// ```
@MainActor
open class UIRefreshControl: UIControl {
    /// The room the control takes above the content while refreshing.
    static let height: CGFloat = 60
    /// How far past its resting place the content must be pulled to start refreshing.
    static let triggerDistance: CGFloat = 110

    private let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel()
    /// The scroll view the control is in.
    weak var scrollView: UIScrollView?

    /// Whether it is refreshing.
    public private(set) var isRefreshing = false

    /// Makes a refresh control.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Makes a refresh control (archives are not read here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        spinner.hidesWhenStopped = false
        addSubview(spinner)
        titleLabel.font = .systemFont(ofSize: 13)
        titleLabel.textColor = .secondaryLabel
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        isHidden = true
    }

    /// Text shown under the spinner.
    open var attributedTitle: NSAttributedString? {
        didSet { titleLabel.attributedText = attributedTitle }
    }

    /// Starts refreshing from code (without sending `.valueChanged`, as UIKit): the spinner shows
    /// above the content.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.startAnimating()
        scrollView?.scroll.refreshControlInset = UIRefreshControl.height
        follow()
    }

    /// Ends refreshing: the content goes back to its place.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        scrollView?.scroll.refreshControlInset = 0
        follow()
    }

    /// Follows the scroll view's offset: shows above the content as it is pulled down, and
    /// starts refreshing (sending `.valueChanged`) once it is pulled far enough while dragging.
    func follow() {
        guard let scrollView else { return }
        let rest = -(scrollView.adjustedContentInset.top - scrollView.scroll.refreshControlInset)
        let pulled = rest - scrollView.contentOffset.y
        let height = max(UIRefreshControl.height, pulled)
        frame = CGRect(x: 0, y: -height, width: scrollView.bounds.width, height: height)
        isHidden = pulled <= 0 && !isRefreshing
        let size: CGFloat = 20
        spinner.frame = CGRect(x: (bounds.width - size) / 2, y: height - UIRefreshControl.height + 12, width: size, height: size)
        titleLabel.frame = CGRect(x: 0, y: spinner.frame.maxY + 4, width: bounds.width, height: 16)
        if !isRefreshing && scrollView.isDragging && pulled >= UIRefreshControl.triggerDistance {
            beginRefreshing()
            sendActions(for: .valueChanged)
        }
    }
}

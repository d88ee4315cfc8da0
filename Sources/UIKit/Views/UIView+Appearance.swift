import Foundation
import Layout

extension UIView {
    /// Whether subviews and content are clipped to the bounds.
    public var clipsToBounds: Bool {
        get { layoutView.clipsToBounds }
        set { layoutView.clipsToBounds = newValue }
    }

    /// Whether touches reach the view and its subtree.
    public var isUserInteractionEnabled: Bool {
        get { layoutView.isUserInteractionEnabled }
        set { layoutView.isUserInteractionEnabled = newValue }
    }

    /// A number to find the view by (`viewWithTag(_:)`).
    public var tag: Int {
        get { layoutView.tag }
        set { layoutView.tag = newValue }
    }

    /// The identifier tests and layout dumps name the view by.
    public var accessibilityIdentifier: String? {
        get { layoutView.accessibilityIdentifier }
        set { layoutView.accessibilityIdentifier = newValue }
    }

    /// Whether the view flips for right-to-left languages.
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { layoutView.semanticContentAttribute }
        set { layoutView.semanticContentAttribute = newValue }
    }

    /// The direction a view with `attribute` lays out in: left-to-right for the forced, playback
    /// and spatial attributes, right-to-left when forced, else the application's direction.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .forceRightToLeft: .rightToLeft
        case .unspecified: UIApplication.shared.userInterfaceLayoutDirection
        }
    }

    /// The direction leading and trailing follow for this view.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        layoutView.effectiveUserInterfaceLayoutDirection
    }

    /// The traits of the window the view is in (unspecified outside a window).
    public var traitCollection: UITraitCollection {
        UITraitCollection(layoutView.traitCollection, device: layoutView.window?.device)
    }
}

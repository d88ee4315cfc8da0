import Layout

/// What LayoutSim knows of one Interface Builder view element: the UIKit class it stands for, on
/// which axes it has an intrinsic size, and that size as UIKit gives it for the fixed-size controls.
struct ElementClass {
    /// The axes a view of the class has an intrinsic size on.
    enum Axes {
        /// No intrinsic size (plain views, scroll and table views...).
        case none
        /// Width and height (labels, buttons, switches...).
        case both
        /// Height only (sliders, progress views, bars).
        case height
    }

    /// The UIKit class (`UITextField`).
    let uikitClass: String
    /// The axes of its intrinsic size.
    let axes: Axes
    /// UIKit's intrinsic size for a control whose size does not depend on its content (measured
    /// mode), in alignment-rectangle terms.
    let fixedSize: Size?
    /// The class's content hugging priority on both axes when the document does not say (UIKit's
    /// fixed-size controls hug at 750, other views at 250).
    let hugging: Float

    init(_ uikitClass: String, _ axes: Axes = .none, _ fixedSize: Size? = nil, hugging: Float = 250) {
        self.uikitClass = uikitClass
        self.axes = axes
        self.fixedSize = fixedSize
        self.hugging = hugging
    }

    /// The element names that are views, with their class. Cells and their content views are here
    /// too: they are the roots of independently laid-out hierarchies.
    static let byElement: [String: ElementClass] = [
        "view": ElementClass("UIView"),
        "containerView": ElementClass("UIView"),
        "tableViewCell": ElementClass("UITableViewCell"),
        "tableViewCellContentView": ElementClass("UITableViewCellContentView"),
        "collectionViewCell": ElementClass("UICollectionViewCell"),
        "collectionViewCellContentView": ElementClass("UIView"),
        "collectionReusableView": ElementClass("UICollectionReusableView"),
        "label": ElementClass("UILabel", .both),
        "button": ElementClass("UIButton", .both),
        "imageView": ElementClass("UIImageView", .both),
        "stackView": ElementClass("UIStackView"),
        "scrollView": ElementClass("UIScrollView"),
        "tableView": ElementClass("UITableView"),
        "collectionView": ElementClass("UICollectionView"),
        "textView": ElementClass("UITextView"),
        "textField": ElementClass("UITextField", .both),
        "switch": ElementClass("UISwitch", .both),  // Layout's Switch: 49 x 31 alignment rectangle, hugging 750
        "stepper": ElementClass("UIStepper", .both, hugging: 750),  // Layout's Stepper: 94 x 32
        "segmentedControl": ElementClass("UISegmentedControl", .both),
        "slider": ElementClass("UISlider", .height),
        "progressView": ElementClass("UIProgressView", .height),
        "activityIndicatorView": ElementClass("UIActivityIndicatorView", .both, hugging: 750),
        "pageControl": ElementClass("UIPageControl", .both),
        "datePicker": ElementClass("UIDatePicker", .both),
        "pickerView": ElementClass("UIPickerView", .both, Size(width: 320, height: 216)),
        "navigationBar": ElementClass("UINavigationBar", .height, Size(width: View.noIntrinsicMetric, height: 44)),
        "toolbar": ElementClass("UIToolbar", .height, Size(width: View.noIntrinsicMetric, height: 44)),
        "tabBar": ElementClass("UITabBar", .height, Size(width: View.noIntrinsicMetric, height: 49)),
        "searchBar": ElementClass("UISearchBar", .height, Size(width: View.noIntrinsicMetric, height: 56)),
        "visualEffectView": ElementClass("UIVisualEffectView"),
        "mapView": ElementClass("MKMapView"),
        "webView": ElementClass("UIWebView"),
        "wkWebView": ElementClass("WKWebView"),
        "arscnView": ElementClass("ARSCNView"),
        "sceneKitView": ElementClass("SCNView"),
        "glkView": ElementClass("GLKView"),
        "mtkView": ElementClass("MTKView"),
        "skView": ElementClass("SKView"),
    ]
}

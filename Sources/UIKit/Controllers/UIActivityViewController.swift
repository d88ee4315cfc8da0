import Foundation

/// The share sheet, as UIKit's `UIActivityViewController`: presented, it shows what is shared
/// (the first text or URL, or a count) over the actions LayoutSim can do: Copy (to
/// `UIPasteboard.general`) and the app's own activities. A tap runs one, dismisses the sheet and
/// tells `completionWithItemsHandler`. There are no other apps here to share to.
@MainActor
open class UIActivityViewController: UIViewController {
    /// What is shared.
    public let activityItems: [Any]
    /// The app's own activities.
    public let applicationActivities: [UIActivity]?
    /// The built-in activities not to offer.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Told which activity ran, if one did, when the sheet goes.
    open var completionWithItemsHandler: ((UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void)?

    /// Makes a share sheet for items.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
    }

    /// Makes an empty share sheet (archives are not read here).
    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = nil
        super.init(coder: coder)
    }

    /// The activities offered, in order: Copy (unless excluded), then the app's own.
    open var offeredActivities: [(type: UIActivity.ActivityType, title: String)] {
        var list: [(UIActivity.ActivityType, String)] = []
        if !(excludedActivityTypes ?? []).contains(.copyToPasteboard) { list.append((.copyToPasteboard, "Copy")) }
        for activity in applicationActivities ?? [] where activity.canPerform(withActivityItems: activityItems) {
            list.append((activity.activityType ?? UIActivity.ActivityType("custom"), activity.activityTitle ?? ""))
        }
        return list
    }

    /// A summary of the items over a button per activity.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let summary = UILabel()
        summary.font = .systemFont(ofSize: 15, weight: .semibold)
        summary.numberOfLines = 2
        let texts = activityItems.compactMap { ($0 as? String) ?? ($0 as? URL)?.absoluteString }
        summary.text = texts.count == 1 && activityItems.count == 1 ? texts[0] : "\(activityItems.count) items"
        let stack = UIStackView(arrangedSubviews: [summary])
        stack.axis = .vertical
        stack.spacing = 12
        for (type, title) in offeredActivities {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.backgroundColor = .secondarySystemGroupedBackground
            button.layer.cornerRadius = 10
            button.contentHorizontalAlignment = .leading
            button.heightAnchor.constraint(equalToConstant: 50).isActive = true
            button.addAction(UIAction { [weak self] _ in self?.perform(type) }, for: .touchUpInside)
            stack.addArrangedSubview(button)
        }
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        ])
    }

    /// Runs an activity: Copy puts the items' text on the pasteboard, the app's own perform; then
    /// the sheet goes and the handler hears it.
    open func perform(_ type: UIActivity.ActivityType) {
        var completed = true
        if type == .copyToPasteboard {
            let texts = activityItems.compactMap { ($0 as? String) ?? ($0 as? URL)?.absoluteString }
            UIPasteboard.general.strings = texts
        } else if let activity = applicationActivities?.first(where: { $0.activityType == type }) {
            activity.prepare(withActivityItems: activityItems)
            activity.perform()
        } else {
            completed = false
        }
        let handler = completionWithItemsHandler
        dismiss(animated: true) { handler?(type, completed, nil, nil) }
    }
}

/// An activity the app offers in the share sheet, as UIKit's `UIActivity`: subclass it.
@MainActor
open class UIActivity {
    /// Makes an activity.
    public init() {}
    /// Its type.
    open var activityType: ActivityType? { nil }
    /// Its title in the sheet.
    open var activityTitle: String? { nil }
    /// Its image in the sheet (kept).
    open var activityImage: UIImage? { nil }
    /// Whether it can act on the items (yes).
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { true }
    /// Takes the items before performing.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// Does the activity (then call `activityDidFinish(_:)`).
    open func perform() {}
    /// Says the activity is done.
    open func activityDidFinish(_ completed: Bool) {}

    /// An activity's type.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// Makes a type from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Makes a type from its name.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// Copy to the pasteboard.
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        /// Messages.
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        /// Mail.
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        /// AirDrop.
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        /// Print.
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        /// Save to Photos.
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        /// Add to Reading List.
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        /// Assign to a contact.
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
    }
}

/// Where a popover points from, as UIKit's `UIPopoverPresentationController` (kept: on a phone a
/// popover shows as a sheet, as it does here).
@MainActor
public final class UIPopoverPresentationController {
    /// The view it points from.
    public weak var sourceView: UIView?
    /// The rectangle in that view it points from.
    public var sourceRect = CGRect.zero
    /// The bar button item it points from.
    public var barButtonItem: UIBarButtonItem?
    /// The directions its arrow may point.
    public var permittedArrowDirections: UIPopoverArrowDirection = .any

    init() {}
}

/// The directions a popover's arrow may point, as UIKit's `UIPopoverArrowDirection`.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Makes directions from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Up.
    public static let up = UIPopoverArrowDirection(rawValue: 1)
    /// Down.
    public static let down = UIPopoverArrowDirection(rawValue: 2)
    /// Left.
    public static let left = UIPopoverArrowDirection(rawValue: 4)
    /// Right.
    public static let right = UIPopoverArrowDirection(rawValue: 8)
    /// Any.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
}

extension UIViewController {
    /// The popover's controller when the controller is presented as a popover (`.popover`), or
    /// is a share sheet, as UIKit gives one; nil otherwise.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover || self is UIActivityViewController else { return nil }
        if let popoverStorage { return popoverStorage }
        let popover = UIPopoverPresentationController()
        popoverStorage = popover
        return popover
    }
}

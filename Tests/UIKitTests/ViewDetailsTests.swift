import Layout
import Rendering
import Testing
import UIKit

/// Details of views, text and lists that UIKit code sets as a matter of course, each pinned to
/// what UIKit documents: tint adjustment, `autoresizesSubviews`, direction for a semantic
/// attribute, turning animations off, Dynamic Type's size category, text attachments, font
/// descriptors, a text view's selection and scrolling, priority arithmetic, selection while a
/// table edits, background configurations and mask views.
@MainActor
@Suite("View details UIKit code sets: tint dimming, autoresizing, direction, animations off, text, lists, masks")
struct ViewDetailsTests {
    @Test("A dimmed tint is the tint's grey, for the view and the subviews that follow it; .normal below keeps the colour")
    func tintAdjustmentMode() {
        let parent = UIView(), child = UIView(), normal = UIView()
        parent.addSubview(child)
        parent.addSubview(normal)
        parent.tintColor = .systemRed
        normal.tintAdjustmentMode = .normal
        #expect(child.tintColor == .systemRed && parent.tintAdjustmentMode == .automatic)
        parent.tintAdjustmentMode = .dimmed
        // systemRed (255, 59, 48) at Rec. 601 luma: 0.299 * 255 + 0.587 * 59 + 0.114 * 48 = 116.35.
        let grey = UIColor(red: 116 / 255, green: 116 / 255, blue: 116 / 255, alpha: 1)
        #expect(parent.tintColor == grey && child.tintColor == grey, "automatic follows the dimmed parent")
        #expect(child.layoutView.effectiveTintColor == Color(red: 116, green: 116, blue: 116), "symbols (Layout's tint) dim too")
        #expect(normal.tintColor == .systemRed, "a view set to .normal keeps its tint")
        parent.tintAdjustmentMode = .automatic
        #expect(child.tintColor == .systemRed)
    }

    @Test(
        "autoresizesSubviews false: a subview with a flexible mask keeps its frame as the view resizes",
        arguments: [true, false])
    func autoresizesSubviews(inWindow: Bool) {
        let controller = UIViewController()
        let container = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        let stretchy = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 80))
        stretchy.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(stretchy)
        let window: UIWindow? = inWindow ? showInWindow(controller) : nil
        if inWindow { controller.view.addSubview(container) }
        container.frame.size = CGSize(width: 300, height: 150)
        window?.layoutIfNeeded()
        #expect(stretchy.frame == CGRect(x: 10, y: 10, width: 280, height: 130), "true (the default): the mask applies")
        container.autoresizesSubviews = false
        container.frame.size = CGSize(width: 240, height: 120)
        window?.layoutIfNeeded()
        #expect(stretchy.frame == CGRect(x: 10, y: 10, width: 280, height: 130), "false: the frame stays")
        #expect(stretchy.autoresizingMask == [.flexibleWidth, .flexibleHeight], "the mask itself is kept")
    }

    @Test(
        "userInterfaceLayoutDirection(for:): forced, playback and spatial attributes as UIKit documents them",
        arguments: [
            (UISemanticContentAttribute.unspecified, UIUserInterfaceLayoutDirection.leftToRight),
            (.forceLeftToRight, .leftToRight), (.forceRightToLeft, .rightToLeft), (.playback, .leftToRight),
            (.spatial, .leftToRight),
        ])
    func directionForAttribute(attribute: UISemanticContentAttribute, direction: UIUserInterfaceLayoutDirection) {
        #expect(UIView.userInterfaceLayoutDirection(for: attribute) == direction)
        let parent = UIView(), view = UIView()
        parent.semanticContentAttribute = .forceRightToLeft
        parent.addSubview(view)
        view.semanticContentAttribute = attribute
        let inherited = attribute == .unspecified ? UIUserInterfaceLayoutDirection.rightToLeft : direction
        #expect(view.effectiveUserInterfaceLayoutDirection == inherited, "unspecified follows the superview")
    }

    @Test("setAnimationsEnabled(false): an animation block's changes apply at once and its completion runs with true")
    func animationsDisabled() {
        let controller = UIViewController()
        let window = showInWindow(controller)
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        controller.view.addSubview(box)
        window.layoutIfNeeded()
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        #expect(!UIView.areAnimationsEnabled)
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { box.alpha = 0.2 }, completion: { finished = $0 })
        #expect(finished == true, "completion at once")
        #expect(!window.animator.isAnimating, "nothing runs on the clock")
        UIView.setAnimationsEnabled(true)
        UIView.animate(withDuration: 1) { box.alpha = 1 }
        #expect(window.animator.isAnimating, "enabled again, blocks animate")
    }

    @Test("Dynamic Type: the preferred size is large; categories order, and the five largest are accessibility sizes")
    func contentSizeCategory() {
        let controller = UIViewController()
        _ = showInWindow(controller)
        #expect(controller.traitCollection.preferredContentSizeCategory == .large)
        #expect(UIApplication.shared.preferredContentSizeCategory == .large)
        #expect(UIContentSizeCategory.small < .large && .extraExtraExtraLarge < .accessibilityMedium)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
    }

    @Test("A symbol attachment reads as its glyph in a label; the string keeps U+FFFC; another image is not drawn")
    func textAttachments() throws {
        let star = NSTextAttachment(image: try #require(UIImage(systemName: "star.fill")))
        let rating = NSMutableAttributedString(attachment: star)
        rating.append(NSAttributedString(string: " 4.5"))
        let label = UILabel()
        label.attributedText = rating
        #expect((label.layoutView as? Label)?.text == "★ 4.5" || (label.layoutView as? Label)?.text?.hasSuffix(" 4.5") == true)
        #expect((label.layoutView as? Label)?.text?.hasPrefix("\u{FFFC}") == false, "no replacement box is drawn")
        #expect(label.text == "\u{FFFC} 4.5", "UIKit's text keeps the attachment character")
        #expect(rating.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === star)
        let photo = NSMutableAttributedString(string: "Photo ")
        photo.append(NSAttributedString(attachment: NSTextAttachment()))
        label.attributedText = photo
        #expect((label.layoutView as? Label)?.text == "Photo ")
    }

    @Test("Font descriptors: bold and italic traits, a size of 0 keeps the descriptor's, traits read back")
    func fontDescriptors() throws {
        let body = UIFont.systemFont(ofSize: 15)
        let bold = try #require(body.fontDescriptor.withSymbolicTraits(.traitBold))
        let font = UIFont(descriptor: bold, size: 0)
        #expect(font.pointSize == 15 && font.weight == .bold && !font.isItalic)
        #expect(font.fontDescriptor.symbolicTraits.contains(.traitBold))
        let italic = try #require(font.fontDescriptor.withSymbolicTraits([.traitItalic]))
        #expect(UIFont(descriptor: italic, size: 20).pointSize == 20)
        #expect(UIFont(descriptor: italic, size: 20).isItalic && UIFont(descriptor: italic, size: 20).weight == .regular)
        let title = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title1)
        #expect(UIFont(descriptor: title, size: 0) == .preferredFont(forTextStyle: .title1))
    }

    @Test("A text view's selection is the caret at the end until set, clamped to the text; scrollRangeToVisible scrolls to the range")
    func textViewSelectionAndScrolling() {
        let controller = UIViewController()
        let window = showInWindow(controller)
        let textView = UITextView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        textView.text = (1...40).map { "Line \($0)" }.joined(separator: "\n")
        controller.view.addSubview(textView)
        window.layoutIfNeeded()
        let length = (textView.text as NSString).length
        #expect(textView.selectedRange == NSRange(location: length, length: 0))
        textView.selectedRange = NSRange(location: 3, length: 1_000)
        #expect(textView.selectedRange == NSRange(location: 3, length: length - 3))
        #expect(textView.contentOffset.y == 0)
        textView.scrollRangeToVisible(NSRange(location: length - 1, length: 1))
        let end = textView.contentSize.height - textView.bounds.height
        #expect(end > 0 && abs(textView.contentOffset.y - end) < 1, "the last line is shown at the bottom")
        let lastLine = DisplayList(window: window.layoutWindow).items.compactMap { item -> Double? in
            if case .text("Line 40", _, let y, _, _, _) = item { y } else { nil }
        }
        #expect(lastLine.count == 1 && lastLine[0] > 100 && lastLine[0] < 200, "the text is drawn scrolled, inside the view")
        textView.scrollRangeToVisible(NSRange(location: 0, length: 0))
        #expect(textView.contentOffset.y == 0, "the first line is shown at the top")
    }
}

/// The same arithmetic where Layout is imported beside UIKit (UIKit's operators shadow Layout's).
@MainActor
@Test("Priority arithmetic with both Layout and UIKit imported is not ambiguous")
func priorityArithmeticWithLayoutImported() {
    let view = UIView()
    view.setContentCompressionResistancePriority(.required - 1, for: .vertical)
    #expect(view.contentCompressionResistancePriority(for: .vertical) == LayoutPriority(999))
    #expect((LayoutPriority.defaultLow + 1).rawValue == 251)
}

extension ViewDetailsTests {
    /// A list of three rows, recording what the delegate hears.
    final class Rows: UITableViewController {
        var selected: [IndexPath] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            tableView.rowHeight = 50
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    }

    @Test(
        "While a table edits, a tap selects only with allowsSelectionDuringEditing, several with allowsMultipleSelectionDuringEditing",
        arguments: [(false, false, 0), (true, false, 1), (false, true, 2)])
    func selectionDuringEditing(single: Bool, multiple: Bool, selectedAfterTwoTaps: Int) throws {
        let rows = Rows(style: .plain)
        let window = showInWindow(rows)
        let table = try #require(rows.tableView)
        table.allowsSelectionDuringEditing = single
        table.allowsMultipleSelectionDuringEditing = multiple
        table.setEditing(true, animated: false)
        window.layoutIfNeeded()
        for row in [0, 1] {
            let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
            window.tap(at: cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil))
            window.animator.settle()
        }
        #expect(table.indexPathsForSelectedRows?.count ?? 0 == selectedAfterTwoTaps)
        #expect(rows.selected.count == (single || multiple ? 2 : 0))
        table.setEditing(false, animated: false)
        table.selectRow(at: nil, animated: false, scrollPosition: .none)
        let first = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        window.tap(at: first.convert(CGPoint(x: first.bounds.midX, y: first.bounds.midY), to: nil))
        window.animator.settle()
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0), "out of editing, allowsSelection rules again")
    }

    @Test("A background configuration draws as the cell's background: its colour, corners and stroke, inset by its insets")
    func backgroundConfiguration() throws {
        let rows = Rows(style: .insetGrouped)
        let window = showInWindow(rows)
        let cell = try #require(rows.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.defaultBackgroundConfiguration() == .listGroupedCell())
        var background = UIBackgroundConfiguration.listGroupedCell()
        background.backgroundColor = .systemYellow
        background.cornerRadius = 8
        background.strokeColor = .systemRed
        background.strokeWidth = 2
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 2, leading: 10, bottom: 4, trailing: 6)
        cell.backgroundConfiguration = background
        window.layoutIfNeeded()
        let holder = try #require(cell.backgroundView)
        #expect(holder.frame == cell.bounds && holder.backgroundColor == .clear)
        let fill = try #require(holder.subviews.first)
        #expect(fill.frame == CGRect(x: 10, y: 2, width: cell.bounds.width - 16, height: cell.bounds.height - 6))
        #expect(fill.backgroundColor == .systemYellow && fill.layer.cornerRadius == 8 && fill.layer.borderWidth == 2)
        #expect(cell.backgroundColor == .clear, "the configuration replaces the cell's own background")
        cell.backgroundConfiguration = nil
        #expect(cell.backgroundView == nil)
    }

    @Test("A mask view shows the view only where the mask view draws: a rounded mask view's shape clips the view's fill")
    func maskView() throws {
        let controller = UIViewController()
        let window = showInWindow(controller)
        let card = UIView(frame: CGRect(x: 20, y: 200, width: 100, height: 60))
        card.backgroundColor = .systemBlue
        controller.view.addSubview(card)
        let shape = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 40))
        shape.backgroundColor = .black
        shape.layer.cornerRadius = 20
        card.mask = shape
        window.layoutIfNeeded()
        #expect(shape.superview == nil, "a mask view is not a subview")
        let masks = DisplayList(window: window.layoutWindow).items.compactMap { item -> Rect? in
            if case .pushMask(let box, _) = item { box } else { nil }
        }
        #expect(masks == [Rect(x: 30, y: 210, width: 50, height: 40)], "the mask view's frame, in the card's coordinates")
        shape.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        let moved = DisplayList(window: window.layoutWindow).items.compactMap { item -> Rect? in
            if case .pushMask(let box, _) = item { box } else { nil }
        }
        #expect(moved == [Rect(x: 20, y: 200, width: 100, height: 60)], "read as it is each time the view is drawn")
        card.mask = nil
        #expect(!DisplayList(window: window.layoutWindow).items.contains { if case .pushMask = $0 { true } else { false } })
    }
}

extension ViewDetailsTests {
    @Test("Segment widths: a fixed segment keeps its width, the others share the rest (equally, or by their titles when apportioned)")
    func segmentWidths() throws {
        let controller = UIViewController()
        let window = showInWindow(controller)
        let control = UISegmentedControl(items: ["A", "Bravo", "C"])
        control.frame = CGRect(x: 0, y: 200, width: 300, height: 32)
        controller.view.addSubview(control)
        let segmented = try #require(control.layoutView as? SegmentedControl)
        let natural = segmented.intrinsicContentSize.width
        control.setWidth(60, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 60 && control.widthForSegment(at: 1) == 0)
        let bounds = Rect(x: 0, y: 0, width: 300, height: 32)
        let equal = segmented.segmentRects(in: bounds, measurer: BuiltinTextMeasurer()).map(\.width)
        #expect(equal == [60, 120, 120])
        control.apportionsSegmentWidthsByContent = true
        let apportioned = segmented.segmentRects(in: bounds, measurer: BuiltinTextMeasurer()).map(\.width)
        #expect(apportioned[0] == 60 && apportioned[1] > apportioned[2] && abs(apportioned[1] + apportioned[2] - 240) < 1e-9)
        #expect(segmented.intrinsicContentSize.width < natural + 60, "apportioned segments need no more than their titles")
        control.apportionsSegmentWidthsByContent = false
        window.layoutIfNeeded()
        window.tap(at: CGPoint(x: 55, y: 216))
        #expect(control.selectedSegmentIndex == 0, "a tap inside the fixed 60 points")
        window.tap(at: CGPoint(x: 65, y: 216))
        #expect(control.selectedSegmentIndex == 1, "just past it: the second segment")
        control.insertSegment(withTitle: "D", at: 0, animated: false)
        #expect(control.widthForSegment(at: 1) == 60, "a fixed width stays with its segment")
    }
}

extension ViewDetailsTests {
    @Test("snapshotView(afterScreenUpdates:) pictures the view as drawn then: moved elsewhere, with the source hidden and changed")
    func snapshotView() throws {
        let controller = UIViewController()
        let window = showInWindow(controller)
        let card = UIView(frame: CGRect(x: 20, y: 200, width: 160, height: 60))
        card.backgroundColor = .systemTeal
        let title = UILabel(frame: CGRect(x: 10, y: 10, width: 140, height: 20))
        title.text = "Boarding pass"
        card.addSubview(title)
        controller.view.addSubview(card)
        window.layoutIfNeeded()
        let snapshot = try #require(card.snapshotView(afterScreenUpdates: true))
        #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 160, height: 60) && snapshot.subviews.isEmpty)
        snapshot.frame.origin = CGPoint(x: 100, y: 400)
        controller.view.addSubview(snapshot)
        card.isHidden = true
        title.text = "Changed"
        window.layoutIfNeeded()
        let items = DisplayList(window: window.layoutWindow).items
        let texts = items.compactMap { item -> (String, Double, Double)? in
            if case .text(let t, let x, let y, _, _, _) = item { (t, x, y) } else { nil }
        }
        #expect(texts.contains { $0.0 == "Boarding pass" && $0.1 == 110 && abs($0.2 - 410) < 1 }, "\(texts)")
        #expect(!texts.contains { $0.0 == "Changed" }, "the source is hidden, and the snapshot does not follow it")
        let fills = items.compactMap { item -> Rect? in if case .fill(let r, _) = item { r } else { nil } }
        #expect(fills.contains(Rect(x: 100, y: 400, width: 160, height: 60)), "the card's background, where the snapshot is")
        #expect(!fills.contains(Rect(x: 20, y: 200, width: 160, height: 60)), "and not where the hidden card is")
    }
}

/// A custom content configuration as iOS 14 code writes one: a badge whose colour follows the
/// cell's selection through `updated(for:)`.
struct BadgeConfiguration: UIContentConfiguration, Hashable {
    var text = ""
    var selected = false
    @MainActor func makeContentView() -> UIView & UIContentView {
        BadgeContentView.made += 1
        return BadgeContentView(configuration: self)
    }
    func updated(for state: UIConfigurationState) -> BadgeConfiguration {
        var copy = self
        copy.selected = (state as? UICellConfigurationState)?.isSelected ?? false
        return copy
    }
}

final class BadgeContentView: UIView, UIContentView {
    static var made = 0
    let label = UILabel()
    var configuration: UIContentConfiguration { didSet { apply() } }
    init(configuration: BadgeConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
        ])
        apply()
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    func apply() {
        guard let badge = configuration as? BadgeConfiguration else { return }
        label.text = badge.text
        backgroundColor = badge.selected ? .systemBlue : .systemGray6
    }
}

extension ViewDetailsTests {
    @Test("A custom content configuration: its view fills the content view, is reused for the next one, and follows the cell's state")
    func customContentConfiguration() throws {
        BadgeContentView.made = 0
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        cell.contentConfiguration = BadgeConfiguration(text: "3")
        let shown = try #require(cell.contentView.subviews.first as? BadgeContentView)
        #expect(shown.label.text == "3" && BadgeContentView.made == 1)
        cell.contentConfiguration = BadgeConfiguration(text: "4")
        #expect(shown.label.text == "4" && BadgeContentView.made == 1, "a view that supports the new configuration shows it")
        #expect(shown.backgroundColor == .systemGray6)
        cell.isSelected = true
        #expect(shown.backgroundColor == .systemBlue, "updated(for:) with the selected state")
        var states: [Bool] = []
        cell.configurationUpdateHandler = { cell, state in
            states.append(state.isHighlighted)
            cell.contentConfiguration = BadgeConfiguration(text: state.isHighlighted ? "!" : "4").updated(for: state)
        }
        cell.isHighlighted = true
        #expect(states == [false, true] && shown.label.text == "!")
        let fitting = cell.contentView.systemLayoutSizeFitting(CGSize(width: 200, height: 0))
        #expect(fitting.height == shown.label.intrinsicContentSize.height + 24, "the content view's constraints size the cell")
        let table = UITableViewCell(style: .default, reuseIdentifier: nil)
        table.contentConfiguration = BadgeConfiguration(text: "7")
        #expect((table.contentView.subviews.first { $0 is BadgeContentView } as? BadgeContentView)?.label.text == "7")
    }

    /// Records the hooks UIKit calls on a view.
    final class HookedView: UIView {
        var calls: [String] = []
        override func willMove(toWindow newWindow: UIWindow?) {
            calls.append(newWindow == nil ? "willMove(toWindow: nil)" : "willMove(toWindow:)")
        }
        override func didAddSubview(_ subview: UIView) { calls.append("didAddSubview") }
        override func willRemoveSubview(_ subview: UIView) { calls.append("willRemoveSubview") }
    }

    @Test("willMove(toWindow:), didAddSubview and willRemoveSubview are called as UIKit calls them")
    func viewHooks() {
        let controller = UIViewController()
        let window = showInWindow(controller)
        defer { withExtendedLifetime(window) {} }
        let parent = HookedView(), child = UIView()
        parent.addSubview(child)
        controller.view.addSubview(parent)
        parent.addSubview(child)  // already there: a reorder, no new call
        child.removeFromSuperview()
        parent.removeFromSuperview()
        #expect(parent.calls == ["didAddSubview", "willMove(toWindow:)", "willRemoveSubview", "willMove(toWindow: nil)"])
    }

    /// A badge with a shadow below its content, which constraints should not count.
    final class ShadowedBadge: UIView {
        override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 4, right: 0) }
        override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 24) }
    }

    /// A container whose baseline is its label's.
    final class TitledBox: UIView {
        let title = UILabel()
        override var forFirstBaselineLayout: UIView { title }
    }

    @Test("An overridden alignmentRectInsets moves the frame off the alignment rectangle; forFirstBaselineLayout routes baselines")
    func alignmentAndBaselineOverrides() {
        let controller = UIViewController()
        let window = showInWindow(controller)
        let badge = ShadowedBadge(), box = TitledBox(), other = UILabel()
        box.title.text = "Title"
        other.text = "Other"
        for v in [badge, box, other, box.title] { v.translatesAutoresizingMaskIntoConstraints = false }
        box.addSubview(box.title)
        for v in [badge, box, other] { controller.view.addSubview(v) }
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
            badge.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 200),
            box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 80),
            box.title.topAnchor.constraint(equalTo: box.topAnchor, constant: 30),
            box.title.leadingAnchor.constraint(equalTo: box.leadingAnchor),
            other.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 8),
            other.firstBaselineAnchor.constraint(equalTo: box.firstBaselineAnchor),
        ])
        window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 20, y: 100, width: 40, height: 28), "the frame adds the 4-point inset below the 24 aligned")
        #expect(abs(other.frame.minY - (box.frame.minY + box.title.frame.minY)) < 0.5, "the label lines up with the title inside the box")
    }
}

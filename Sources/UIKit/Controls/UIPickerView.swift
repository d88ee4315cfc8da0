import Foundation

/// Wheels of rows to choose from, as UIKit's `UIPickerView`: its data source gives the
/// components and their rows, its delegate their titles and widths and hears a choice.
///
/// Each wheel is drawn at rest: the selected row in the middle on a grey band, two rows above
/// and below it fainter. A tap on a row above or below the band turns the wheel to it (there is
/// no spinning here), and the delegate hears `didSelectRow`.
@MainActor
open class UIPickerView: UIView {
    /// Gives the components and rows.
    open weak var dataSource: UIPickerViewDataSource? { didSet { reloadAllComponents() } }
    /// Gives titles and widths and hears choices.
    open weak var delegate: UIPickerViewDelegate? { didSet { reloadAllComponents() } }

    private var selected: [Int] = []
    private var labels: [[UILabel]] = []
    private let band = UIView()

    /// UIKit's picker height.
    static let height: CGFloat = 216
    /// The rows shown above and below the selected one.
    static let reach = 2

    /// Makes a picker.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Makes a picker (archives are not read here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        band.backgroundColor = .tertiarySystemFill
        band.layer.cornerRadius = 8
        addSubview(band)
        addGestureRecognizer(UITapGestureRecognizer { [weak self] tap in self?.tapped(at: tap.location(in: self)) })
    }

    /// 216 points tall; as wide as its superview gives it.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }

    /// How many components there are.
    open var numberOfComponents: Int { dataSource?.numberOfComponents(in: self) ?? 0 }

    /// How many rows a component has.
    open func numberOfRows(inComponent component: Int) -> Int {
        guard component >= 0, component < numberOfComponents else { return 0 }
        return dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
    }

    /// The row selected in a component (-1 when it has none).
    open func selectedRow(inComponent component: Int) -> Int {
        selected.indices.contains(component) ? selected[component] : -1
    }

    /// Selects a row of a component (the delegate is not told, as in UIKit).
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard selected.indices.contains(component) else { return }
        selected[component] = min(max(row, 0), max(numberOfRows(inComponent: component) - 1, 0))
        showRows()
    }

    /// Asks the data source and delegate again.
    open func reloadAllComponents() {
        let count = numberOfComponents
        selected = (0..<count).map { selected.indices.contains($0) ? selected[$0] : 0 }
        for column in labels { for label in column { label.removeFromSuperview() } }
        labels = (0..<count).map { _ in
            (0..<(2 * Self.reach + 1)).map { _ in
                let label = UILabel()
                label.textAlignment = .center
                addSubview(label)
                return label
            }
        }
        for c in 0..<count { selected[c] = min(selected[c], max(numberOfRows(inComponent: c) - 1, 0)) }
        showRows()
    }

    /// Asks again for one component.
    open func reloadComponent(_ component: Int) { reloadAllComponents() }

    /// The height of a component's rows (the delegate's, else 32).
    open func rowSize(forComponent component: Int) -> CGSize {
        CGSize(width: width(of: component), height: delegate?.pickerView(self, rowHeightForComponent: component) ?? 32)
    }

    private func width(of component: Int) -> CGFloat {
        if let w = delegate?.pickerView(self, widthForComponent: component), w > 0 { return w }
        let count = max(numberOfComponents, 1)
        return max(bounds.width - 16 - CGFloat(count - 1) * 5, 0) / CGFloat(count)
    }

    private func showRows() {
        for (c, column) in labels.enumerated() {
            for (k, label) in column.enumerated() {
                let row = selectedRow(inComponent: c) + k - Self.reach
                let has = row >= 0 && row < numberOfRows(inComponent: c)
                label.text = has ? delegate?.pickerView(self, titleForRow: row, forComponent: c) : nil
                let distance = abs(k - Self.reach)
                label.font = .systemFont(ofSize: distance == 0 ? 21 : 19)
                label.textColor = distance == 0 ? .label : UIColor.label.withAlphaComponent(distance == 1 ? 0.5 : 0.25)
            }
        }
        setNeedsLayout()
    }

    /// Lays the wheels out side by side, 8 points in from the sides and 5 apart, rows centred on the band.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let midY = bounds.height / 2
        var x: CGFloat = 8
        var rowHeight: CGFloat = 32
        for (c, column) in labels.enumerated() {
            let size = rowSize(forComponent: c)
            rowHeight = size.height
            for (k, label) in column.enumerated() {
                label.frame = CGRect(
                    x: x, y: midY + CGFloat(k - Self.reach) * size.height - size.height / 2, width: size.width, height: size.height)
            }
            x += size.width + 5
        }
        band.frame = CGRect(x: 8, y: midY - rowHeight / 2, width: max(bounds.width - 16, 0), height: rowHeight)
    }

    private func tapped(at point: CGPoint) {
        var x: CGFloat = 8
        for c in 0..<labels.count {
            let size = rowSize(forComponent: c)
            defer { x += size.width + 5 }
            guard point.x >= x, point.x < x + size.width else { continue }
            let steps = Int(((point.y - bounds.height / 2) / size.height).rounded())
            guard steps != 0, abs(steps) <= Self.reach else { return }
            let row = selectedRow(inComponent: c) + steps
            guard row >= 0, row < numberOfRows(inComponent: c) else { return }
            selected[c] = row
            showRows()
            delegate?.pickerView(self, didSelectRow: row, inComponent: c)
            return
        }
    }
}

/// What gives a picker its components and rows, as UIKit's `UIPickerViewDataSource`.
@MainActor
public protocol UIPickerViewDataSource: AnyObject {
    /// How many components (wheels).
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// How many rows a component has.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// What titles a picker's rows and hears choices, as UIKit's `UIPickerViewDelegate` (every
/// method has a default).
@MainActor
public protocol UIPickerViewDelegate: AnyObject {
    /// A row's title (nil: none).
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// A row was chosen.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
    /// A component's width (0: an equal share).
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// A component's row height (32).
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
}

extension UIPickerViewDelegate {
    /// No title.
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    /// Does nothing.
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
    /// An equal share.
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 0 }
    /// 32 points.
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 32 }
}

import Foundation

/// A control to choose a date or time, as UIKit's `UIDatePicker`. Its `date` is now by default,
/// as in UIKit: set it (and `timeZone`) for frames that are the same every run.
///
/// The compact style (the default on iOS 14 and later) shows the date and time in grey rounded
/// buttons, 34 points tall; the wheels style (and the countdown timer) turns a wheel per part of
/// the date, 216 points tall: a tap on the row above or below a wheel's middle moves the date
/// by that part (a month, a day, an hour, `minuteInterval` minutes...) and sends `.valueChanged`.
/// The inline calendar is drawn as the compact buttons, and tapping a compact button opens no
/// calendar here.
@MainActor
open class UIDatePicker: UIControl {
    /// What the picker chooses: a date, a time, both, or a countdown.
    public enum Mode: Int, Sendable {
        /// Hours and minutes.
        case time
        /// Day, month and year.
        case date
        /// Both.
        case dateAndTime
        /// Hours and minutes of a countdown.
        case countDownTimer
    }

    /// How the picker looks.
    public enum Style: Int, Sendable {
        /// The system's choice: compact (wheels for a countdown).
        case automatic
        /// Wheels.
        case wheels
        /// Grey buttons showing the value.
        case compact
        /// A calendar (drawn as compact here).
        case inline
    }

    private let dateButton = UILabel(), timeButton = UILabel()
    private let wheels = UIPickerView()
    private var parts: [Calendar.Component] = []

    /// The date shown (now, by default).
    open var date = Date() { didSet { show() } }
    /// What it chooses.
    open var datePickerMode = Mode.dateAndTime { didSet { show() } }
    /// The style asked for.
    open var preferredDatePickerStyle = Style.automatic { didSet { show() } }
    /// The earliest date it offers.
    open var minimumDate: Date? { didSet { date = clamped(date) } }
    /// The latest date it offers.
    open var maximumDate: Date? { didSet { date = clamped(date) } }
    /// The minutes a time wheel steps by (1).
    open var minuteInterval = 1
    /// The locale the date is written in (nil: US English).
    open var locale: Locale? { didSet { show() } }
    /// The time zone the date is shown in (nil: the system's).
    open var timeZone: TimeZone? { didSet { show() } }
    /// The calendar (the Gregorian one by default).
    open var calendar = Calendar(identifier: .gregorian) { didSet { show() } }
    /// A countdown's duration in seconds.
    open var countDownDuration: TimeInterval = 0 { didSet { show() } }

    /// The style in effect: compact, or wheels (for wheels asked for, and for a countdown).
    open var datePickerStyle: Style {
        if datePickerMode == .countDownTimer || preferredDatePickerStyle == .wheels { return .wheels }
        return .compact
    }

    /// Makes a date picker.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Makes a date picker (archives are not read here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        for button in [dateButton, timeButton] {
            button.backgroundColor = .tertiarySystemFill
            button.layer.cornerRadius = 6
            button.clipsToBounds = true
            button.textAlignment = .center
            button.font = .systemFont(ofSize: 17)
            addSubview(button)
        }
        wheels.dataSource = self
        wheels.delegate = self
        addSubview(wheels)
        show()
    }

    /// Sets the date.
    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    /// Compact: the buttons' size; wheels: 320 x 216.
    open override var intrinsicContentSize: CGSize {
        if datePickerStyle == .wheels { return CGSize(width: 320, height: UIPickerView.height) }
        let buttons = shownButtons.map { $0.intrinsicContentSize.width + 22 }
        return CGSize(width: buttons.reduce(0, +) + CGFloat(max(buttons.count - 1, 0)) * 6, height: 34)
    }

    private var shownButtons: [UILabel] {
        switch datePickerMode {
        case .date: [dateButton]
        case .time: [timeButton]
        case .dateAndTime: [dateButton, timeButton]
        case .countDownTimer: []
        }
    }

    /// Lays out the buttons at the trailing edge, or the wheels filling the picker.
    open override func layoutSubviews() {
        super.layoutSubviews()
        wheels.frame = bounds
        var x = bounds.width
        for button in shownButtons.reversed() {
            let w = button.intrinsicContentSize.width + 22
            x -= w
            button.frame = CGRect(x: x, y: (bounds.height - 34) / 2, width: w, height: 34)
            x -= 6
        }
    }

    private func formatter(date: DateFormatter.Style, time: DateFormatter.Style) -> DateFormatter {
        let f = DateFormatter()
        f.locale = locale ?? Locale(identifier: "en_US")
        f.timeZone = timeZone ?? .current
        f.calendar = calendar
        f.dateStyle = date
        f.timeStyle = time
        return f
    }

    private func show() {
        let wheel = datePickerStyle == .wheels
        wheels.isHidden = !wheel
        dateButton.text = formatter(date: .medium, time: .none).string(from: date)
        timeButton.text = formatter(date: .none, time: .short).string(from: date)
        for button in [dateButton, timeButton] { button.isHidden = wheel || !shownButtons.contains { $0 === button } }
        parts =
            switch datePickerMode {
            case .date: [.month, .day, .year]
            case .time: [.hour, .minute]
            case .dateAndTime: [.day, .hour, .minute]
            case .countDownTimer: [.hour, .minute]
            }
        wheels.reloadAllComponents()
        for c in 0..<parts.count { wheels.selectRow(UIPickerView.reach, inComponent: c, animated: false) }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func clamped(_ d: Date) -> Date {
        var d = d
        if let minimumDate, d < minimumDate { d = minimumDate }
        if let maximumDate, d > maximumDate { d = maximumDate }
        return d
    }

    /// The date moved by `steps` of a wheel's part.
    fileprivate func date(moving part: Calendar.Component, by steps: Int) -> Date {
        var c = calendar
        c.timeZone = timeZone ?? .current
        let amount = part == .minute ? steps * max(minuteInterval, 1) : steps
        return c.date(byAdding: part, value: amount, to: date) ?? date
    }

    /// A wheel row's title: the date moved by the row's distance from the middle, written as the part.
    fileprivate func title(_ part: Calendar.Component, steps: Int) -> String {
        let moved = date(moving: part, by: steps)
        let f = formatter(date: .none, time: .none)
        f.dateFormat =
            switch part {
            case .month: "MMMM"
            case .day: datePickerMode == .date ? "d" : "EEE MMM d"
            case .year: "y"
            case .hour: datePickerMode == .countDownTimer ? "H" : "h a"
            default: "mm"
            }
        return f.string(from: moved)
    }
}

extension UIDatePicker: UIPickerViewDataSource, UIPickerViewDelegate {
    /// One wheel per part of the date.
    public func numberOfComponents(in pickerView: UIPickerView) -> Int { parts.count }
    /// The middle row and the rows either side of it.
    public func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 2 * UIPickerView.reach + 1 }
    /// The date moved by the row's distance from the middle.
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        title(parts[component], steps: row - UIPickerView.reach)
    }
    /// Moves the date to the chosen row and sends `.valueChanged`.
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        date = clamped(date(moving: parts[component], by: row - UIPickerView.reach))
        sendActions(for: .valueChanged)
    }
}

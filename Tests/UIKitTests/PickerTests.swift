import LayoutSimTesting
import Testing
import UIKit

/// A booking form as UIKit code writes one: a picker of sizes and colours, a compact date picker
/// and a wheels time picker.
final class BookingViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    let sizes = ["Small", "Medium", "Large", "Extra large"]
    let colours = ["Red", "Green", "Blue"]
    let picker = UIPickerView()
    let day = UIDatePicker()
    let time = UIDatePicker()
    var chosen: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        picker.dataSource = self
        picker.delegate = self
        picker.selectRow(1, inComponent: 0, animated: false)
        let reference = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18 11:06:40 UTC
        for p in [day, time] {
            p.timeZone = TimeZone(identifier: "UTC")
            p.date = reference
        }
        day.datePickerMode = .date
        time.datePickerMode = .time
        time.preferredDatePickerStyle = .wheels
        let stack = UIStackView(arrangedSubviews: [picker, day, time])
        stack.axis = .vertical
        stack.alignment = .fill
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        ])
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? sizes.count : colours.count
    }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? sizes[row] : colours[row]
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        chosen.append(component == 0 ? sizes[row] : colours[row])
    }
}

@MainActor
@Suite("UIPickerView and UIDatePicker: wheels of rows and dates, compact date buttons")
struct PickerTests {
    @Test("a picker is 216 points tall; a tap on the row below the middle of a wheel selects it and tells the delegate")
    func picker() throws {
        let screen = BookingViewController()
        let window = showInWindow(screen)
        #expect(screen.picker.frame.height == 216)
        #expect(screen.picker.numberOfComponents == 2 && screen.picker.numberOfRows(inComponent: 0) == 4)
        #expect(screen.picker.selectedRow(inComponent: 0) == 1)
        // The first wheel spans the left half of the picker's width less its margins; one row is 32 points.
        let frame = screen.picker.convert(screen.picker.bounds, to: nil)
        window.tap(at: CGPoint(x: frame.minX + 60, y: frame.midY + 32))
        #expect(screen.picker.selectedRow(inComponent: 0) == 2)
        #expect(screen.chosen == ["Large"])
    }

    @Test("a compact date picker is 34 points tall and writes the date; a wheel tap moves a time picker by an hour and sends valueChanged")
    func datePickers() throws {
        let screen = BookingViewController()
        let window = showInWindow(screen)
        #expect(screen.day.datePickerStyle == .compact && screen.day.frame.height == 34)
        #expect(screen.time.datePickerStyle == .wheels && screen.time.frame.height == 216)
        var changes = 0
        screen.time.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        let before = screen.time.date
        let frame = screen.time.convert(screen.time.bounds, to: nil)
        window.tap(at: CGPoint(x: frame.minX + 40, y: frame.midY - 32))
        #expect(screen.time.date.timeIntervalSince(before) == -3600)
        #expect(changes == 1)
    }

    @Test("the booking form, as an image")
    func image() {
        assertSnapshot(of: BookingViewController(), as: .image(on: .iPhone15, scale: 1))
    }
}

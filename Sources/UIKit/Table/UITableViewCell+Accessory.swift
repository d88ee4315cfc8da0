import Foundation

extension UITableViewCell {
    /// How much of a row's width a standard accessory takes from the content view at UIKit's
    /// 16-point side margin: the widths Xcode stores for content views beside them (348 of 375
    /// beside a chevron, 335 beside a checkmark or an info button). The info button and chevron
    /// together is the two side by side (an estimate: no stored frame shows it).
    static func standardAccessoryWidth(_ type: AccessoryType) -> CGFloat {
        switch type {
        case .none: 0
        case .disclosureIndicator: 27
        case .checkmark, .detailButton: 40
        case .detailDisclosureButton: 40 + 27 - defaultSideMargin
        }
    }

    /// The view UIKit draws for an accessory type: a chevron, a checkmark, an info button.
    static func makeStandardAccessory(_ type: AccessoryType, tint: UIColor) -> UIView? {
        let glyphs: (text: String, color: UIColor, font: UIFont)
        switch type {
        case .none: return nil
        case .disclosureIndicator: glyphs = ("\u{203A}", .tertiaryLabel, .systemFont(ofSize: 22, weight: .semibold))
        case .checkmark: glyphs = ("\u{2713}", tint, .systemFont(ofSize: 17, weight: .bold))
        case .detailButton: glyphs = ("\u{2139}", tint, .systemFont(ofSize: 20))
        case .detailDisclosureButton: glyphs = ("\u{2139} \u{203A}", tint, .systemFont(ofSize: 20))
        }
        let label = UILabel()
        label.text = glyphs.text
        label.textColor = glyphs.color
        label.font = glyphs.font
        label.sizeToFit()
        return label
    }
}

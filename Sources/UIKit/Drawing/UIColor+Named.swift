import Foundation

// UIKit's named colours and its system colours in the light appearance (the values Apple's
// Human Interface Guidelines list for iOS).

extension UIColor {
    /// Black.
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// A dark grey, one third white.
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    /// A light grey, two thirds white.
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    /// White.
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Half grey.
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Pure red.
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Pure green.
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Pure blue.
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Cyan.
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Yellow.
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Magenta.
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// Orange.
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Purple.
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Brown.
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Fully transparent.
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    /// System red.
    public class var systemRed: UIColor { UIColor(255, 59, 48) }
    /// System orange.
    public class var systemOrange: UIColor { UIColor(255, 149, 0) }
    /// System yellow.
    public class var systemYellow: UIColor { UIColor(255, 204, 0) }
    /// System green.
    public class var systemGreen: UIColor { UIColor(52, 199, 89) }
    /// System mint.
    public class var systemMint: UIColor { UIColor(0, 199, 190) }
    /// System teal.
    public class var systemTeal: UIColor { UIColor(48, 176, 199) }
    /// System cyan.
    public class var systemCyan: UIColor { UIColor(50, 173, 230) }
    /// System blue, the default tint.
    public class var systemBlue: UIColor { UIColor(0, 122, 255) }
    /// System indigo.
    public class var systemIndigo: UIColor { UIColor(88, 86, 214) }
    /// System purple.
    public class var systemPurple: UIColor { UIColor(175, 82, 222) }
    /// System pink.
    public class var systemPink: UIColor { UIColor(255, 45, 85) }
    /// System brown.
    public class var systemBrown: UIColor { UIColor(162, 132, 94) }
    /// System grey.
    public class var systemGray: UIColor { UIColor(142, 142, 147) }
    /// System grey 2.
    public class var systemGray2: UIColor { UIColor(174, 174, 178) }
    /// System grey 3.
    public class var systemGray3: UIColor { UIColor(199, 199, 204) }
    /// System grey 4.
    public class var systemGray4: UIColor { UIColor(209, 209, 214) }
    /// System grey 5.
    public class var systemGray5: UIColor { UIColor(229, 229, 234) }
    /// System grey 6.
    public class var systemGray6: UIColor { UIColor(242, 242, 247) }
    /// The app's tint (system blue).
    public class var tintColor: UIColor { .systemBlue }

    /// Primary text: black.
    public class var label: UIColor { UIColor(0, 0, 0) }
    /// Secondary text.
    public class var secondaryLabel: UIColor { UIColor(60, 60, 67, 0.6) }
    /// Tertiary text.
    public class var tertiaryLabel: UIColor { UIColor(60, 60, 67, 0.3) }
    /// Quaternary text.
    public class var quaternaryLabel: UIColor { UIColor(60, 60, 67, 0.18) }
    /// Links.
    public class var link: UIColor { UIColor(0, 122, 255) }
    /// Placeholder text.
    public class var placeholderText: UIColor { UIColor(60, 60, 67, 0.3) }
    /// Thin separators, translucent.
    public class var separator: UIColor { UIColor(60, 60, 67, 0.29) }
    /// Opaque separators.
    public class var opaqueSeparator: UIColor { UIColor(198, 198, 200) }
    /// The main background: white.
    public class var systemBackground: UIColor { UIColor(255, 255, 255) }
    /// Content over the main background.
    public class var secondarySystemBackground: UIColor { UIColor(242, 242, 247) }
    /// Content over the secondary background.
    public class var tertiarySystemBackground: UIColor { UIColor(255, 255, 255) }
    /// A grouped table's background.
    public class var systemGroupedBackground: UIColor { UIColor(242, 242, 247) }
    /// Content over the grouped background.
    public class var secondarySystemGroupedBackground: UIColor { UIColor(255, 255, 255) }
    /// Content over the secondary grouped background.
    public class var tertiarySystemGroupedBackground: UIColor { UIColor(242, 242, 247) }
    /// Fill for thin and small shapes.
    public class var systemFill: UIColor { UIColor(120, 120, 128, 0.2) }
    /// Fill for medium shapes.
    public class var secondarySystemFill: UIColor { UIColor(120, 120, 128, 0.16) }
    /// Fill for large shapes.
    public class var tertiarySystemFill: UIColor { UIColor(118, 118, 128, 0.12) }
    /// Fill for large areas with complex content.
    public class var quaternarySystemFill: UIColor { UIColor(116, 116, 128, 0.08) }
    /// Text on dark backgrounds that stays light.
    public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    /// Text on light backgrounds that stays dark.
    public class var darkText: UIColor { UIColor(white: 0, alpha: 1) }
}

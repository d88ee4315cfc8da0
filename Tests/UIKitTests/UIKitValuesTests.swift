import Layout
import Testing
import UIKit

@MainActor
@Suite("UIKit's colours, fonts and layers")
struct UIKitValuesTests {
    @Test(
        "UIColor takes components in 0...1 and draws them as 8-bit sRGB",
        arguments: [
            (UIColor(red: 1, green: 0.5, blue: 0, alpha: 1), Color(red: 255, green: 128, blue: 0)),
            (UIColor(white: 0.5, alpha: 0.5), Color(red: 128, green: 128, blue: 128, alpha: 128)),
            (UIColor.red.withAlphaComponent(0.2), Color(red: 255, green: 0, blue: 0, alpha: 51)),
            (UIColor.lightGray, Color(red: 170, green: 170, blue: 170)),
            (UIColor.systemBlue, Color(red: 0, green: 122, blue: 255)),
            (UIColor.secondaryLabel, Color(red: 60, green: 60, blue: 67, alpha: 153)),
            (UIColor.systemBackground, Color.white),
            (UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1), Color(red: 0, green: 255, blue: 0)),
        ])
    func colours(_ color: UIColor, _ drawn: Color) {
        let view = UIView()
        view.backgroundColor = color
        #expect(view.layoutView.backgroundColor == drawn)
    }

    @Test(
        "UIFont's system fonts and text styles have UIKit's sizes and weights",
        arguments: [
            (UIFont.systemFont(ofSize: 20, weight: .semibold), 20.0, FontWeight.semibold),
            (UIFont.boldSystemFont(ofSize: 15), 15, .bold),
            (UIFont.systemFont(ofSize: 13), 13, .regular),
            (UIFont.preferredFont(forTextStyle: .largeTitle), 34, .regular),
            (UIFont.preferredFont(forTextStyle: .headline), 17, .semibold),
            (UIFont.preferredFont(forTextStyle: .caption2), 11, .regular),
            (UIFont.systemFont(ofSize: 17, weight: UIFont.Weight(0.25)), 17, .medium),
        ])
    func fonts(_ font: UIFont, _ size: Double, _ weight: FontWeight) {
        let label = UILabel()
        label.font = font
        #expect(label.layoutView is Label)
        #expect((label.layoutView as? Label)?.fontSize == size)
        #expect((label.layoutView as? Label)?.fontWeight == weight)
    }

    @Test("UIFont(name:size:) knows iOS's built-in families and gives nil for a font the app did not bundle")
    func namedFonts() {
        #expect(UIFont(name: "HelveticaNeue-Bold", size: 18)?.weight == .bold)
        #expect(UIFont(name: "Avenir Next", size: 12)?.weight == .regular)
        #expect(UIFont(name: "AvenirNext-DemiBold", size: 12)?.weight == .semibold)
        #expect(UIFont(name: "MyBrandFont-Regular", size: 12) == nil)
    }

    @Test("view.layer sets the view's corner radius, border, masking and shadow")
    func layer() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 1
        card.layer.borderColor = UIColor.systemGray4.cgColor
        card.layer.masksToBounds = true
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.3
        card.layer.shadowOffset = CGSize(width: 0, height: 2)
        card.layer.shadowRadius = 6
        card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath
        let v = card.layoutView
        #expect(v.cornerRadius == 12 && v.borderWidth == 1 && v.clipsToBounds)
        #expect(v.borderColor == Color(red: 209, green: 209, blue: 214))
        #expect(v.shadowOpacity == Double(Float(0.3)) && v.shadowRadius == 6 && v.shadowOffset == Size(width: 0, height: 2))
        #expect(v.shadowPath?.rect == Rect(x: 0, y: 0, width: 100, height: 60) && v.shadowPath?.cornerRadius == 12)
        #expect(card.layer.shadowPath?.boundingBox == card.bounds)
    }

    @Test("a layer reads CALayer's defaults until a value is set, and keeps what is set (nil included)")
    func layerDefaults() {
        let view = UIView()
        #expect(view.layer.shadowColor == UIColor.black.cgColor)
        #expect(view.layer.shadowOpacity == 0 && view.layer.shadowRadius == 3)
        #expect(view.layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(view.layer.cornerRadius == 0 && view.layer.borderWidth == 0 && view.layer.shadowPath == nil)
        view.layer.shadowColor = nil
        #expect(view.layer.shadowColor == nil)
        #expect(view.layer.shadowRadius == 3)
        view.layer.cornerRadius = 8
        #expect(view.layer.cornerRadius == 8 && view.layer.shadowColor == nil)
    }

    @Test("UIButton(type: .custom) draws a white title, .system one in the tint colour, as UIKit's")
    func buttonTypes() {
        #expect((UIButton().layoutView as? Button)?.titleColor == .white)
        #expect((UIButton(type: .system).layoutView as? Button)?.titleColor == Color(red: 0, green: 122, blue: 255))
        let filled = UIButton(configuration: .filled())
        filled.setTitle("Go", for: .normal)
        #expect(filled.layoutView.backgroundColor == Color(red: 0, green: 122, blue: 255))
    }

    @Test("setBackgroundImage(_:for:): the normal state's is drawn and sizes the button; other states fall back to it")
    func backgroundImages() throws {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        let plain = button.intrinsicContentSize
        let image = try #require(UIImage(named: "apple"), "assets/apple.png, from the package's folder")
        let side = image.size
        button.setBackgroundImage(image, for: .normal)
        #expect(button.backgroundImage(for: .normal) === image && button.backgroundImage(for: .highlighted) === image)
        #expect(button.currentBackgroundImage === image)
        #expect((button.layoutView as? Button)?.backgroundImage?.name == "apple.png")
        #expect(button.intrinsicContentSize == CGSize(width: max(side.width, plain.width), height: max(side.height, plain.height)))
        button.setBackgroundImage(nil, for: .normal)
        #expect(button.currentBackgroundImage == nil && (button.layoutView as? Button)?.backgroundImage == nil)
    }

    @Test("UIFontMetrics scales by 1 at the default text size; a maximum point size caps the font")
    func fontMetrics() {
        let title = UIFont.systemFont(ofSize: 28, weight: .bold)
        let metrics = UIFontMetrics(forTextStyle: .title1)
        #expect(metrics.scaledFont(for: title) == title && UIFontMetrics.default.scaledValue(for: 12) == 12)
        #expect(metrics.scaledFont(for: title, maximumPointSize: 24).pointSize == 24)
        #expect(metrics.scaledFont(for: title, maximumPointSize: 24).weight == .bold)
        #expect(metrics.scaledFont(for: title, maximumPointSize: 40) == title)
        #expect(metrics.scaledFont(for: title, maximumPointSize: 0) == title, "0: no maximum, as UIKit's")
    }

    @Test("scrollIndicatorInsets sets both indicators' insets and reads the vertical one's; each can be set apart")
    func scrollIndicatorInsets() {
        let scroll = UIScrollView()
        #expect(scroll.automaticallyAdjustsScrollIndicatorInsets)
        scroll.scrollIndicatorInsets = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        #expect(scroll.verticalScrollIndicatorInsets == scroll.horizontalScrollIndicatorInsets)
        scroll.horizontalScrollIndicatorInsets = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
        #expect(scroll.scrollIndicatorInsets == UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
        #expect((scroll.layoutView as? ScrollView)?.horizontalScrollIndicatorInsets == EdgeInsets(top: 0, left: 5, bottom: 0, right: 5))
    }

    @Test("UILabel's shadowColor and shadowOffset are its text's shadow: none and 1 point up by default")
    func labelShadow() {
        let label = UILabel()
        #expect(label.shadowColor == nil && label.shadowOffset == CGSize(width: 0, height: -1))
        label.shadowColor = .red
        label.shadowOffset = CGSize(width: 1, height: 1)
        #expect((label.layoutView as? Label)?.textShadowColor == Color(red: 255, green: 0, blue: 0) && label.shadowColor == .red)
        #expect((label.layoutView as? Label)?.textShadowOffset == Size(width: 1, height: 1))
    }

    @Test("UIButton's titleEdgeInsets and imageEdgeInsets are kept and reach the drawn button")
    func buttonEdgeInsets() {
        let button = UIButton(type: .system)
        #expect(button.titleEdgeInsets == .zero && button.imageEdgeInsets == .zero)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 0)
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 8)
        #expect((button.layoutView as? Button)?.titleEdgeInsets == EdgeInsets(top: 0, left: 8, bottom: 0, right: 0))
        #expect(button.imageEdgeInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 8))
    }

    @Test("A rounded-rect text field is 34 pt tall, as UIKit's")
    func textFieldHeight() {
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Email"
        #expect(field.intrinsicContentSize.height == 34)
    }

    /// Each case with its raw value in UIKit's headers, and what `init(rawValue:)` gives back.
    @Test(
        "UIKit's enums carry UIKit's raw values, so code that stores or builds them by number compiles and agrees",
        arguments: [
            ("NSTextAlignment.left", NSTextAlignment.left.rawValue, 0),
            ("NSTextAlignment.center", NSTextAlignment.center.rawValue, 1),
            ("NSTextAlignment.right", NSTextAlignment.right.rawValue, 2),
            ("NSTextAlignment.justified", NSTextAlignment.justified.rawValue, 3),
            ("NSTextAlignment.natural", NSTextAlignment.natural.rawValue, 4),
            ("UIView.ContentMode.scaleAspectFill", UIView.ContentMode.scaleAspectFill.rawValue, 2),
            ("UIView.ContentMode.redraw", UIView.ContentMode.redraw.rawValue, 3),
            ("UIView.ContentMode.center", UIView.ContentMode.center.rawValue, 4),
            ("UIView.ContentMode.bottomRight", UIView.ContentMode.bottomRight.rawValue, 12),
            ("UIStackView.Distribution.equalCentering", UIStackView.Distribution.equalCentering.rawValue, 4),
            ("UIStackView.Alignment.top", UIStackView.Alignment.top.rawValue, 1),
            ("UIStackView.Alignment.firstBaseline", UIStackView.Alignment.firstBaseline.rawValue, 2),
            ("UIStackView.Alignment.center", UIStackView.Alignment.center.rawValue, 3),
            ("UIStackView.Alignment.bottom", UIStackView.Alignment.bottom.rawValue, 4),
            ("UIStackView.Alignment.lastBaseline", UIStackView.Alignment.lastBaseline.rawValue, 5),
            ("NSLayoutConstraint.Axis.vertical", NSLayoutConstraint.Axis.vertical.rawValue, 1),
            ("UITextField.BorderStyle.roundedRect", UITextField.BorderStyle.roundedRect.rawValue, 3),
            ("UIGestureRecognizer.State.recognized", UIGestureRecognizer.State.recognized.rawValue, 3),
            ("UIGestureRecognizer.State.failed", UIGestureRecognizer.State.failed.rawValue, 5),
            ("UIScrollView.ContentInsetAdjustmentBehavior.never", UIScrollView.ContentInsetAdjustmentBehavior.never.rawValue, 2),
            ("UISemanticContentAttribute.forceRightToLeft", UISemanticContentAttribute.forceRightToLeft.rawValue, 4),
            ("UIUserInterfaceLayoutDirection.rightToLeft", UIUserInterfaceLayoutDirection.rightToLeft.rawValue, 1),
            ("UIActivityIndicatorView.Style.large", UIActivityIndicatorView.Style.large.rawValue, 101),
            ("UICollectionView.ScrollDirection.horizontal", UICollectionView.ScrollDirection.horizontal.rawValue, 1),
        ])
    func rawValues(_ name: String, _ raw: Int, _ uikit: Int) {
        #expect(raw == uikit, "\(name)")
    }

    @Test("Built from a stored number, UIKit's enums give the case UIKit gives (nil for a number UIKit does not use)")
    func enumsFromRawValues() {
        #expect(NSTextAlignment(rawValue: 1) == .center)
        #expect(UIView.ContentMode(rawValue: 1) == .scaleAspectFit)
        #expect(UIStackView.Distribution(rawValue: 2) == .fillProportionally)
        #expect(UIStackView.Alignment(rawValue: 4) == .trailing)
        #expect(UIActivityIndicatorView.Style(rawValue: 100) == .medium)
        #expect(UITextField.BorderStyle(rawValue: 7) == nil)
        let label = UILabel()
        label.textAlignment = NSTextAlignment(rawValue: 2) ?? .natural
        #expect(label.textAlignment == .right)
    }

    @Test("UIFont's metrics agree with how labels lay text out: the ascender to the first baseline, a line of ascender less descender")
    func fontMetricsAgreeWithLabels() {
        let font = UIFont.systemFont(ofSize: 20)
        let label = UILabel()
        label.font = font
        label.text = "Metrics"
        #expect(font.ascender == 20 && font.descender == -4 && font.leading == 0)
        #expect(label.intrinsicContentSize.height == font.ascender - font.descender, "one line is ascender plus descender tall")
        #expect(label.layoutView.firstBaselineOffsetFromTop == Double(font.ascender))
        #expect(font.capHeight < font.ascender && font.xHeight < font.capHeight)
    }
}

extension UIKitValuesTests {
    @Test("NSValue boxes rectangles, points and sizes as UIKit's geometry extensions do, through a notification's userInfo")
    func geometryValues() {
        let frame = CGRect(x: 0, y: 516, width: 393, height: 336)
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame),
            "point": NSValue(cgPoint: CGPoint(x: 3, y: 4)), "size": NSValue(cgSize: CGSize(width: 5, height: 6)),
        ]
        let note = Notification(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: info)
        #expect((note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == frame)
        #expect((info["point"] as? NSValue)?.cgPointValue == CGPoint(x: 3, y: 4))
        #expect((info["size"] as? NSValue)?.cgSizeValue == CGSize(width: 5, height: 6))
        #expect(NSValue(cgRect: frame) == NSValue(cgRect: frame))
    }
}

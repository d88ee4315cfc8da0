import Layout
import Testing

/// The seed documents' layouts, written as a UIKit developer would port them.
@Suite("Seed layouts")
struct SeedLayoutTests {
    /// 000: the Apple logo over a scroll view with a name label and a long Chinese description.
    final class LogoViewController: ViewController {
        override func viewDidLoad() {
            let logoImageView = ImageView(image: Image(name: "apple.jpg", size: Size(width: 241, height: 300)))
            logoImageView.accessibilityIdentifier = "logoImageView"
            logoImageView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(logoImageView)
            let leftConstraint = try! LayoutConstraint(item: logoImageView, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leading, multiplier: 1, constant: 0)
            let rightConstraint = try! LayoutConstraint(item: logoImageView, attribute: .trailing, relatedBy: .equal, toItem: view, attribute: .trailing, multiplier: 1, constant: 0)
            let topConstraint = try! LayoutConstraint(item: logoImageView, attribute: .top, relatedBy: .equal, toItem: view, attribute: .top, multiplier: 1, constant: 0)
            let heightConstraint = try! LayoutConstraint(item: logoImageView, attribute: .height, relatedBy: .equal, toItem: view, attribute: .height, multiplier: 0.5, constant: 0)
            try! LayoutConstraint.activate([leftConstraint, rightConstraint, topConstraint, heightConstraint])

            let scrollView = ScrollView()
            scrollView.accessibilityIdentifier = "scrollView"
            scrollView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(scrollView)
            let scrollLeftConstraint = try! LayoutConstraint(item: scrollView, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leading, multiplier: 1, constant: 0)
            let scrollRightConstraint = try! LayoutConstraint(item: scrollView, attribute: .trailing, relatedBy: .equal, toItem: view, attribute: .trailing, multiplier: 1, constant: 0)
            let scrollBottomConstraint = try! LayoutConstraint(item: scrollView, attribute: .bottom, relatedBy: .equal, toItem: view, attribute: .bottom, multiplier: 1, constant: 0)
            let scrollTopConstraint = try! LayoutConstraint(item: scrollView, attribute: .top, relatedBy: .equal, toItem: logoImageView, attribute: .bottom, multiplier: 1, constant: 0)
            try! LayoutConstraint.activate([scrollLeftConstraint, scrollRightConstraint, scrollBottomConstraint, scrollTopConstraint])

            let nameLabel = Label(text: "苹果公司")
            nameLabel.accessibilityIdentifier = "nameLabel"
            nameLabel.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(nameLabel)
            let descriptionLabel = Label(text: String(repeating: "苹果公司(Apple Inc.)是美国的一家高科技公司。", count: 12))
            descriptionLabel.accessibilityIdentifier = "descriptionLabel"
            descriptionLabel.translatesAutoresizingMaskIntoConstraints = false
            descriptionLabel.numberOfLines = 0
            descriptionLabel.preferredMaxLayoutWidth = 568
            scrollView.addSubview(descriptionLabel)
            try! LayoutConstraint.activate([
                try! LayoutConstraint(item: nameLabel, attribute: .leading, relatedBy: .equal, toItem: scrollView, attribute: .leading, multiplier: 1, constant: 0),
                try! LayoutConstraint(item: nameLabel, attribute: .trailing, relatedBy: .equal, toItem: scrollView, attribute: .trailing, multiplier: 1, constant: 0),
                try! LayoutConstraint(item: nameLabel, attribute: .bottom, relatedBy: .equal, toItem: descriptionLabel, attribute: .top, multiplier: 1, constant: 0),
                try! LayoutConstraint(item: nameLabel, attribute: .top, relatedBy: .equal, toItem: scrollView, attribute: .top, multiplier: 1, constant: 0),
                try! LayoutConstraint(item: nameLabel, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 0, constant: 20),
            ])
            try! LayoutConstraint.activate([
                try! LayoutConstraint(item: descriptionLabel, attribute: .leading, relatedBy: .equal, toItem: scrollView, attribute: .leading, multiplier: 1, constant: 0),
                try! LayoutConstraint(item: descriptionLabel, attribute: .trailing, relatedBy: .equal, toItem: scrollView, attribute: .trailing, multiplier: 1, constant: 0),
                try! LayoutConstraint(item: descriptionLabel, attribute: .bottom, relatedBy: .equal, toItem: scrollView, attribute: .bottom, multiplier: 1, constant: 0),
            ])
            try! LayoutConstraint.activate([
                try! LayoutConstraint(item: nameLabel, attribute: .width, relatedBy: .equal, toItem: logoImageView, attribute: .width, multiplier: 1, constant: 0),
                try! LayoutConstraint(item: descriptionLabel, attribute: .width, relatedBy: .equal, toItem: logoImageView, attribute: .width, multiplier: 1, constant: 0),
            ])
        }
    }

    @Test("000: the logo and the scroll view share a 568 x 320 window; the labels define the content size")
    func logoAndScrollView() {
        let window = Window(size: Size(width: 568, height: 320))
        window.rootViewController = LogoViewController()
        window.layoutIfNeeded()
        let f = window.frames
        #expect(f["logoImageView"] == Rect(x: 0, y: 0, width: 568, height: 160))
        #expect(f["scrollView"] == Rect(x: 0, y: 160, width: 568, height: 160))
        #expect(f["nameLabel"] == Rect(x: 0, y: 160, width: 568, height: 20))
        let description = window.rootView!.view(named: "descriptionLabel") as! Label
        let textHeight = description.intrinsicContentSize.height
        #expect(textHeight > 160, "the description is taller than the scroll view: it scrolls")
        #expect(description.frame == Rect(x: 0, y: 20, width: 568, height: textHeight))
        let scroll = window.rootView!.view(named: "scrollView") as! ScrollView
        #expect(scroll.contentSize == Size(width: 568, height: 20 + textHeight))
        #expect(window.log.isEmpty, "\(window.log)")
    }

    @Test("000: rotating to portrait 320 x 568 lays out again")
    func logoPortrait() {
        let window = Window(size: Size(width: 568, height: 320))
        window.rootViewController = LogoViewController()
        window.layoutIfNeeded()
        window.rotate()
        window.layoutIfNeeded()
        #expect(window.frames["logoImageView"] == Rect(x: 0, y: 0, width: 320, height: 284))
        #expect(window.frames["scrollView"] == Rect(x: 0, y: 284, width: 320, height: 284))
    }

    /// 001: gray views and buttons; the bottom button is tied to the top button across superviews.
    final class GrayViewsController: ViewController {
        let topGrayView = View(), bottomGrayView = View()
        let topButton = Button(title: "Button"), bottomButton = Button(title: "Button")

        override func viewDidLoad() {
            for (v, name) in [(topGrayView, "_topGrayView"), (bottomGrayView, "_bottomGrayView")] {
                v.accessibilityIdentifier = name
                v.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(v)
            }
            for (b, parent, name) in [(topButton, topGrayView, "_topButton"), (bottomButton, bottomGrayView, "_bottomButton")] {
                b.accessibilityIdentifier = name
                b.translatesAutoresizingMaskIntoConstraints = false
                parent.addSubview(b)
            }
            // H:|-[_topGrayView]-|  V:|-25-[_topGrayView(==100)]
            view.addConstraints([
                topGrayView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
                view.trailingAnchor.constraint(equalTo: topGrayView.trailingAnchor, constant: 8),
                topGrayView.topAnchor.constraint(equalTo: view.topAnchor, constant: 25),
                topGrayView.heightAnchor.constraint(equalToConstant: 100),
            ])
            // H:|-[_topButton], centred vertically in the top gray view
            topGrayView.addConstraints([
                topButton.leadingAnchor.constraint(equalTo: topGrayView.leadingAnchor, constant: 8),
                try! LayoutConstraint(item: topButton, attribute: .centerY, relatedBy: .equal, toItem: topGrayView, attribute: .centerY, multiplier: 1, constant: 0),
            ])
            // H:|-[_bottomGrayView]-|  V:[_topGrayView]-[_bottomGrayView(==100)]
            view.addConstraints([
                bottomGrayView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
                view.trailingAnchor.constraint(equalTo: bottomGrayView.trailingAnchor, constant: 8),
                bottomGrayView.topAnchor.constraint(equalTo: topGrayView.bottomAnchor, constant: 8),
                bottomGrayView.heightAnchor.constraint(equalToConstant: 100),
            ])
            // H:[_topButton][_bottomButton] on _bottomButton.superview.superview: across superviews
            bottomButton.superview!.superview!.addConstraint(
                bottomButton.leadingAnchor.constraint(equalTo: topButton.trailingAnchor))
            bottomButton.superview!.addConstraint(
                try! LayoutConstraint(item: bottomButton, attribute: .centerY, relatedBy: .equal, toItem: bottomGrayView, attribute: .centerY, multiplier: 1, constant: 0))
        }
    }

    @Test("001: _bottomButton's left equals _topButton's right in window coordinates, in every orientation")
    func grayViews() {
        for size in [Size(width: 320, height: 568), Size(width: 568, height: 320)] {
            let window = Window(size: size)
            window.rootViewController = GrayViewsController()
            window.layoutIfNeeded()
            let f = window.frames
            #expect(f["_topGrayView"] == Rect(x: 8, y: 25, width: size.width - 16, height: 100))
            #expect(f["_bottomGrayView"] == Rect(x: 8, y: 133, width: size.width - 16, height: 100))
            let top = f["_topButton"]!, bottom = f["_bottomButton"]!
            #expect(top == Rect(x: 16, y: 25 + 35, width: 45, height: 30))
            #expect(bottom.minX == top.maxX)
            #expect(bottom.midY == 133 + 50)
            #expect(window.log.isEmpty, "\(window.log)")
        }
    }
}

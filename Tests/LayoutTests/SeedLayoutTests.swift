import Examples
import Layout
import Testing
import UIKit

/// The seed documents' layouts, written as a UIKit developer would port them.
@MainActor
@Suite("Seed layouts")
struct SeedLayoutTests {
    @Test("000: the logo and the scroll view share a 568 x 320 window; the labels define the content size")
    func logoAndScrollView() {
        let window = Window(size: Size(width: 568, height: 320))
        window.show(AppleViewController())
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
        window.show(AppleViewController())
        window.layoutIfNeeded()
        window.rotate()
        window.layoutIfNeeded()
        #expect(window.frames["logoImageView"] == Rect(x: 0, y: 0, width: 320, height: 284))
        #expect(window.frames["scrollView"] == Rect(x: 0, y: 284, width: 320, height: 284))
    }

    @Test("001: _bottomButton's left equals _topButton's right in window coordinates, in every orientation")
    func grayViews() {
        for size in [Size(width: 320, height: 568), Size(width: 568, height: 320)] {
            let window = Window(size: size)
            window.show(GrayViewsController())
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

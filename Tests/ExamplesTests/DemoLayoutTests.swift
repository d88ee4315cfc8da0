import Animation
import Examples
import Foundation
import Layout
import Rendering
import Testing
import UIKit
import TestSupport

/// Every demo, laid out headless, checked against what its seed document means it to show.
@MainActor
@Suite("Demo gallery layouts")
struct DemoLayoutTests {
    @Test(
        "every demo lays out without engine warnings (but conflict, which is about one), and every view has a name",
        arguments: Demos.all.map(\.name))
    func settles(name: String) throws {
        let window = try #require(Demos.named(name)).makeWindow()
        #expect(window.log.isEmpty == (name != "conflict"), "\(window.log)")
        var unnamed = 0
        window.rootView?.forEachInSubtree { v in if v !== window.rootView && v.accessibilityIdentifier == nil { unnamed += 1 } }
        #expect(unnamed == 0, "every view carries its seed variable name")
    }

    @Test("calculator: button5's top equals button8's bottom; the keys share one size and fill the window")
    func calculator() throws {
        let f = try #require(Demos.named("calculator")).makeWindow().frames
        let five = try #require(f["5"]), eight = try #require(f["8"])
        #expect(five.y == eight.maxY)
        #expect(five.size == eight.size)
        #expect(try #require(f["7"]).x == 0)
        #expect(try #require(f["+"]).maxX == 320)
        #expect(try #require(f["0"]).maxY == 480)
        #expect(try #require(f["display"]) == Rect(x: 16, y: 16, width: 288, height: 96))
    }

    @Test("apple: in 568 x 320 the logo is the top half and the scroll view the bottom half")
    func apple() throws {
        let f = try #require(Demos.named("apple")).makeWindow().frames
        #expect(f["logoImageView"] == Rect(x: 0, y: 0, width: 568, height: 160))
        #expect(f["scrollView"] == Rect(x: 0, y: 160, width: 568, height: 160))
        #expect(f["nameLabel"] == Rect(x: 0, y: 160, width: 568, height: 20))
    }

    @Test("apple: Space turns the window to 320 x 568 with a 0.4 s rotation; the description re-wraps; again turns it back")
    func appleRotates() throws {
        let window = try #require(Demos.named("apple")).makeWindow()
        let landscape = window.frames
        let controller = try #require(window.demoAnimating)
        controller.runDemoAnimation()
        #expect(window.size == Size(width: 320, height: 568))
        let logo = try #require(window.rootView?.subviews.first { $0.accessibilityIdentifier == "logoImageView" })
        window.animator.advance(by: 0.2)
        let drawn = try #require(logo.presentationFrame, "the rotation is animated")
        #expect(drawn.width > 320 && drawn.width < 568)
        window.animator.settle()
        let f = window.frames
        #expect(f["logoImageView"] == Rect(x: 0, y: 0, width: 320, height: 284))
        #expect(f["scrollView"] == Rect(x: 0, y: 284, width: 320, height: 284))
        let description = try #require(f["descriptionLabel"]), wide = try #require(landscape["descriptionLabel"])
        #expect(
            description.width == 320 && description.height > wide.height,
            "wrapped at 320 it needs more lines than at 568")
        let label = try #require(window.rootView?.view(named: "descriptionLabel") as? Label)
        #expect(label.preferredMaxLayoutWidth == 320 && label.intrinsicContentSize.height == description.height)
        controller.runDemoAnimation()
        window.animator.settle()
        #expect(window.size == Size(width: 568, height: 320) && window.frames == landscape)
        #expect(window.log.isEmpty)
    }

    @Test("grayviews: _bottomButton's left equals _topButton's right in window coordinates, in both orientations")
    func grayViews() throws {
        let demo = try #require(Demos.named("grayviews"))
        for size in [Size(width: 568, height: 320), Size(width: 320, height: 568)] {
            let f = demo.makeWindow(size: size).frames
            #expect(try #require(f["_bottomButton"]).x == (try #require(f["_topButton"])).maxX)
            #expect(f["_topGrayView"] == Rect(x: 8, y: 25, width: size.width - 16, height: 100))
        }
    }

    @Test("grayviews: turning the window (Space) keeps the cross-superview constraint in every orientation")
    func grayViewsRotate() throws {
        let window = try #require(Demos.named("grayviews")).makeWindow()
        let controller = try #require(window.demoAnimating)
        for size in [Size(width: 320, height: 568), Size(width: 568, height: 320), Size(width: 320, height: 568)] {
            controller.runDemoAnimation()
            window.animator.settle()
            let f = window.frames
            #expect(window.size == size)
            #expect(try #require(f["_bottomButton"]).x == (try #require(f["_topButton"])).maxX)
            #expect(f["_bottomGrayView"] == Rect(x: 8, y: 133, width: size.width - 16, height: 100))
        }
    }

    @Test("conflict: the autoresizing constraints of the logo's 241 x 300 frame conflict; the fixed apple demo has none")
    func conflict() throws {
        let window = try #require(Demos.named("conflict")).makeWindow()
        #expect(window.log.count == 2, "one conflict per axis")
        #expect(window.log.allSatisfy { $0.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints.") })
        #expect(window.log[0].contains("h=--& v=--& logoImageView.midX == 120.5"))
        #expect(window.conflicts.count == 2 && !window.conflicts[0].explanation.isEmpty)
        let caption = try #require(window.rootView?.view(named: "captionLabel") as? Label)
        #expect(caption.text?.hasPrefix("Unable to simultaneously satisfy constraints: 2 broken") == true, "after the first solve")
        #expect(try #require(Demos.named("apple")).makeWindow().log.isEmpty)
    }

    @Test("conflict: the report prints UIKit's log and the explanation; Space applies the fix and the logo takes the top half")
    func conflictFixed() throws {
        let window = try #require(Demos.named("conflict")).makeWindow()
        let controller = try #require(window.demoAnimating)
        let report = try #require(controller.demoReport)
        #expect(
            report.contains("Unable to simultaneously satisfy constraints.")
                && report.contains("Will attempt to recover by breaking constraint"))
        #expect(report.contains("Suggested fix: translatesAutoresizingMaskIntoConstraints is true on logoImageView"))
        #expect(window.frames["logoImageView"] == Rect(x: 0, y: 0, width: 241, height: 300), "held by its autoresizing constraints")
        controller.runDemoAnimation()
        window.animator.settle()
        #expect(window.frames["logoImageView"] == Rect(x: 0, y: 0, width: 568, height: 160))
        #expect(window.log.count == 2, "no new conflict")
        let caption = try #require(window.rootView?.view(named: "captionLabel") as? Label)
        #expect(caption.text?.hasPrefix("Fixed:") == true)
        #expect(try #require(window.frames["captionLabel"]).maxY == 320)
    }

    @Test("vfl: the label keeps its height; the image view stretches or squeezes between it and the 44-point toolbar")
    func vfl() throws {
        let demo = try #require(Demos.named("vfl"))
        for height in [480.0, 300.0] {
            let f = demo.makeWindow(size: Size(width: 320, height: height)).frames
            let label = try #require(f["dateLabel"]), image = try #require(f["imageView"]), toolbar = try #require(f["toolbar"])
            #expect(label == Rect(x: 8, y: 8, width: 304, height: 20.5))
            #expect(image.y == label.maxY + 8 && image.maxY == toolbar.y - 8)
            #expect(toolbar == Rect(x: 0, y: height - 44, width: 320, height: 44))
        }
    }

    @Test("vfl: Space drags the bottom edge to 260 and back, solving every frame; the caption names the priority that decided")
    func vflLiveResize() throws {
        let window = try #require(Demos.named("vfl")).makeWindow()
        try #require(window.demoAnimating).runDemoAnimation()
        var heights: [Double] = []
        var captions: Set<String> = []
        for _ in 0..<17 {
            window.animator.advance(by: 0.1)
            window.layoutIfNeeded()
            let f = window.frames
            let label = try #require(f["dateLabel"]), image = try #require(f["imageView"]), toolbar = try #require(f["toolbar"])
            heights.append(window.size.height)
            #expect(label.height == 20.5, "the label never stretches nor squeezes")
            #expect(image.height == window.size.height - 44 - 8 - 8 - 20.5 - 8 && toolbar.maxY == window.size.height)
            let caption = try #require(window.rootView?.view(named: "captionLabel") as? Label)
            captions.insert(try #require(caption.text).components(separatedBy: ", ").last!)
        }
        #expect(heights.min() == 260 && heights.last == 480)
        #expect(heights.firstIndex(of: 260)! == 7 || heights.firstIndex(of: 260)! == 8)
        #expect(captions == ["stretched: hugs 250 < 251", "squeezed: resists 749 < 750"])
    }

    @Test("anchors: layout anchors and the operator DSL give exactly the factory calls' frames")
    func anchors() throws {
        for size in [Size(width: 568, height: 320), Size(width: 320, height: 568)] {
            let anchors = try #require(Demos.named("anchors")).makeWindow(size: size).frames
            let factory = try #require(Demos.named("apple")).makeWindow(size: size).frames
            #expect(anchors == factory)
            #expect(anchors.count == 4)
        }
    }

    @Test("stack: fillEqually gives equal widths, equalSpacing equal gaps, fillProportionally widths in proportion")
    func stack() throws {
        let f = try #require(Demos.named("stack")).makeWindow().frames
        func row(_ d: String) throws -> [Rect] { try ["A", "BB", "CCCC"].map { try #require(f[d + $0]) } }
        let equal = try row("fillEqually")
        #expect(abs(equal[0].width - equal[2].width) < 1e-9 && abs(equal[1].width - equal[2].width) < 1e-9)
        let spaced = try row("equalSpacing")
        #expect(abs((spaced[1].x - spaced[0].maxX) - (spaced[2].x - spaced[1].maxX)) < 1e-9)
        let proportional = try row("fillProportionally")
        #expect(abs(proportional[1].width / proportional[0].width - 2) < 1e-9, "BB is twice as wide as A")
        let centred = try row("equalCentering")
        #expect(abs((centred[1].midX - centred[0].midX) - (centred[2].midX - centred[1].midX)) < 1e-9)
        #expect(try #require(f["column"]) == Rect(x: 8, y: 20, width: 464, height: 320))
    }

    @Test("stack: hiding each row's middle view in an animation block closes the gap; running again shows it")
    func stackHide() throws {
        let window = try #require(Demos.named("stack")).makeWindow()
        let controller = try #require(window.demoAnimating)
        controller.runDemoAnimation()
        #expect(window.rootView?.view(named: "fillEquallyBB")?.isHidden == true)
        let a = try #require(window.frames["fillEquallyA"]), c = try #require(window.frames["fillEquallyCCCC"])
        #expect(abs(a.width - 228) < 1e-9 && abs(c.x - (a.maxX + 8)) < 1e-9, "two equal halves of 464 with one 8-point gap")
        let bb = try #require(window.frames["fillEquallyBB"])
        #expect(
            abs(bb.x - a.maxX) < 1e-9 && bb.width == 0 && abs(bb.y - a.y) < 1e-9 && abs(bb.height - a.height) < 1e-9,
            "collapsed where it stood, as tall as its row: \(bb)")
        window.animator.advance(by: 0.2)
        let moving = try #require(window.rootView?.view(named: "fillEquallyA")?.presentationFrame)
        #expect(moving.width > 149 && moving.width < 228, "mid-animation: \(moving)")
        let collapsing = try #require(window.rootView?.view(named: "fillEquallyBB")?.presentationFrame)
        #expect(collapsing.width > 0 && collapsing.width < 149, "the hidden view shrinks: \(collapsing)")
        func drawsBB() -> Bool { DisplayList(window: window).dump.contains("\"BB\"") }
        #expect(drawsBB(), "still drawn while it collapses, as UIStackView draws it")
        window.animator.settle()
        #expect(!drawsBB(), "every row's BB is hidden once the animation ends")
        controller.runDemoAnimation()
        #expect(window.rootView?.view(named: "fillEquallyBB")?.isHidden == false)
        #expect(abs((window.frames["fillEquallyA"]?.width ?? 0) - 149.333333333) < 1e-6)
    }

    @Test("autolayoutkit: the named heights animate 60 -> 70 on the virtual clock, ease for optionA and a spring for optionB")
    func autoLayoutKit() throws {
        let window = try #require(Demos.named("autolayoutkit")).makeWindow()
        #expect(window.frames["optionA"] == Rect(x: 170, y: 70, width: 60, height: 60))
        #expect(window.frames["optionB"] == Rect(x: 240, y: 70, width: 60, height: 60))
        let controller = try #require(window.demoAnimating)
        controller.runDemoAnimation()
        #expect(window.frames["optionA"]?.height == 70, "the model value changes at once")
        window.animator.advance(by: 0.3)
        let a = try #require(window.rootView?.view(named: "optionA")?.presentationFrame)
        #expect(a.height > 60 && a.height < 70, "halfway through the ease-in-out curve: \(a)")
        var overshoot = false
        for _ in 0..<30 {
            window.animator.advance(by: 1.0 / 60)
            if let b = window.rootView?.view(named: "optionB")?.presentationFrame, b.height > 70 { overshoot = true }
        }
        #expect(overshoot, "a damping ratio of 0.4 overshoots")
        window.animator.settle()
        #expect(
            window.rootView?.view(named: "optionB")?.presentationFrame == nil
                || window.rootView?.view(named: "optionB")?.presentationFrame?.height == 70)
        controller.runDemoAnimation()
        #expect(window.frames["optionA"]?.height == 60, "the second run goes back")
    }

    @Test("ambiguity: the view without a horizontal position is ambiguous; exercising moves only it; the trace marks it")
    func ambiguity() throws {
        let window = try #require(Demos.named("ambiguity")).makeWindow()
        let controller = try #require(window.rootUIViewController as? AmbiguityViewController)
        let ambiguous = try #require(window.rootView?.view(named: "ambiguousView"))
        #expect(ambiguous.hasAmbiguousLayout)
        #expect(window.rootView?.view(named: "pinnedView")?.hasAmbiguousLayout == false)
        #expect(controller.demoReport?.contains("ambiguousView- AMBIGUOUS LAYOUT") == true, "\(controller.demoReport ?? "")")
        #expect(controller.demoRepeatInterval == 0.5)
        var xs: Set<Double> = [try #require(window.frames["ambiguousView"]).x]
        for _ in 0..<3 {
            controller.runDemoAnimation()
            xs.insert(try #require(window.frames["ambiguousView"]).x)
            #expect(window.frames["pinnedView"] == Rect(x: 20, y: 140, width: 80, height: 40))
        }
        #expect(xs.count > 1, "exercising moves the ambiguous view: \(xs)")
    }

    @Test("passes: update runs before layout; the recipe wraps the body to the card's new width; the trace shows it")
    func passes() throws {
        let window = try #require(Demos.named("passes")).makeWindow()
        let controller = try #require(window.rootUIViewController as? PassesViewController)
        let body = try #require(window.rootView?.view(named: "bodyLabel") as? Label)
        #expect(body.preferredMaxLayoutWidth == 260)
        // The card sizes itself from the body, whose height the recipe changed mid-pass: one
        // layoutIfNeeded still leaves the card 10 points below the body's bottom.
        #expect(window.frames["card"]?.maxY == (window.frames["bodyLabel"]?.maxY ?? 0) + 10)
        controller.runDemoAnimation()
        // Update first, then layout; a second layout pass follows, asked for by the changed
        // intrinsic sizes (the body's new wrap width, the trace label's new text).
        #expect(controller.recordedCalls == ["card.updateConstraints", "card.layoutSubviews", "card.layoutSubviews"])
        #expect(window.frames["card"]?.width == 180)
        #expect(body.preferredMaxLayoutWidth == 160, "the second super.layoutSubviews() saw the new width")
        #expect(window.frames["card"]?.maxY == (window.frames["bodyLabel"]?.maxY ?? 0) + 10, "the card grew with the narrower body")
        let trace = try #require(window.rootView?.view(named: "traceLabel") as? Label)
        #expect(trace.text?.hasPrefix("card.updateConstraints → card.layoutSubviews") == true, "\(trace.text ?? "")")
        #expect(trace.text?.contains("\nupdateConstraints calls: ") == true, "\(trace.text ?? "")")
    }

    @Test("layoutsim demo --list names every demo; --dump-layout prints the demo's frames")
    nonisolated func cli() throws {
        let list = try CLI.run(["demo", "--list"])
        #expect(list.status == 0)
        for demo in Demos.all { #expect(list.stdout.contains(demo.name)) }
        let dump = try CLI.run(["demo", "apple", "--dump-layout"])
        #expect(dump.status == 0, "\(dump.stderr)")
        #expect(dump.stdout.contains("\"logoImageView\": [0.0, 0.0, 568.0, 160.0]"), "the layout command's form: \(dump.stdout)")
        let unknown = try CLI.run(["demo", "nope"])
        #expect(unknown.status != 0 && unknown.stderr.contains("unknown demo \"nope\""))
    }

    @Test("layoutsim demo autolayoutkit --headless --seconds 1 --fps 10 writes 11 frames; the animation changes them")
    nonisolated func headlessAnimation() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsim-demo-anim-\(getpid())")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CLI.run(["demo", "autolayoutkit", "--headless", "--out", out.path, "--seconds", "1", "--fps", "10"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("wrote 11 frame(s)"))
        let first = try Data(contentsOf: out.appendingPathComponent("frame_0000.png"))
        let moving = try Data(contentsOf: out.appendingPathComponent("frame_0003.png"))
        let last = try Data(contentsOf: out.appendingPathComponent("frame_0010.png"))
        #expect(first != moving && moving != last)
        let bad = try CLI.run(["demo", "autolayoutkit", "--headless", "--out", out.path, "--seconds=-1"])
        #expect(bad.status != 0 && bad.stderr.contains("--seconds must be in [0, 60]"))
    }

    @Test("layoutsim demo apple and vfl --headless --seconds: frames take the window's size as it turns or is resized")
    nonisolated func headlessFrameSizes() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsim-demo-sizes-\(getpid())")
        defer { try? FileManager.default.removeItem(at: out) }
        let assets = CLI.packageRoot.appendingPathComponent("assets").path
        func size(_ name: String) throws -> [Int] { try pngSize(out.appendingPathComponent(name)) }
        let apple = try CLI.run(["demo", "apple", "--headless", "--out", out.path, "--seconds", "1", "--fps", "10", "--assets", assets])
        #expect(apple.status == 0, "\(apple.stderr)")
        #expect(try size("frame_0000.png") == [568, 320] && size("frame_0001.png") == [320, 568] && size("frame_0010.png") == [320, 568])
        let vfl = try CLI.run(["demo", "vfl", "--headless", "--out", out.path, "--seconds", "2", "--fps", "10", "--assets", assets])
        #expect(vfl.status == 0, "\(vfl.stderr)")
        let heights = try [0, 4, 8, 12, 17].map { try size(String(format: "frame_%04d.png", $0))[1] }
        #expect(heights == [480, 370, 260, 370, 480], "down to 260 in 0.8 s and back")
    }

    @Test("layoutsim demo gallery --headless (the main job without a display) writes every demo's frames and strip")
    nonisolated func galleryHeadless() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsim-gallery-\(getpid())")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CLI.run([
            "demo", "gallery", "--headless", "--out", out.path,
            "--assets", CLI.packageRoot.appendingPathComponent("assets").path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        for demo in Demos.all {
            let dir = out.appendingPathComponent(demo.name)
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("frame_0000.png").path), "\(demo.name)")
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("strip.png").path), "\(demo.name)")
            #expect(result.stdout.contains("\(demo.name): wrote"))
        }
        #expect(
            FileManager.default.fileExists(atPath: out.appendingPathComponent("autolayoutkit/frame_0010.png").path),
            "animated demos get two seconds of frames")
        let report = try String(contentsOf: out.appendingPathComponent("conflict/report.txt"), encoding: .utf8)
        #expect(
            report.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints.") && report.contains("Suggested fix:"),
            "the conflict demo's UIKit log and explanation are kept beside its frames")
        // apple's strip: landscape, portrait, turning back, landscape; the repeated frames are left out.
        #expect(try pngSize(out.appendingPathComponent("apple/strip.png")) == [568 + 320 + 568 + 568 + 3 * 4, 568])
    }

    @Test("layoutsim demo NAME --headless writes a frame for every demo", arguments: Demos.all.map(\.name))
    nonisolated func headless(name: String) throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsim-demo-\(name)-\(getpid())")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CLI.run([
            "demo", name, "--headless", "--out", out.path, "--assets", CLI.packageRoot.appendingPathComponent("assets").path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("frame_0000.png").path))
    }
}

/// A PNG file's [width, height], read from its IHDR chunk.
nonisolated private func pngSize(_ url: URL) throws -> [Int] {
    let header = try Data(contentsOf: url).prefix(24)
    return [16, 20].map { o in header[o..<(o + 4)].reduce(0) { $0 << 8 | Int($1) } }
}

/// The calculator of seed 000 calculates: scripted taps on its keys, read back from its display.
@MainActor
@Suite("The calculator demo calculates")
struct CalculatorTests {
    @Test(
        "keys tapped in the window give what a pocket calculator shows",
        arguments: [
            ("12+3=", "15"), ("7×8=", "56"), ("9−12=", "-3"), ("1÷4=", "0.25"), ("2+3×4=", "20"), ("5÷0=", "Error"),
            ("1.5+1.5=", "3"), ("3+=", "6"), ("8", "8"), ("007", "7"),
        ])
    func keys(keys: String, display: String) throws {
        let window = try #require(Demos.named("calculator")).makeWindow()
        let frames = window.frames
        for key in keys {
            let f = try #require(frames[String(key)], "key \(key)")
            window.tap(at: Point(x: f.midX, y: f.midY))
        }
        let label = try #require(window.rootView?.subviews.first { $0.accessibilityIdentifier == "display" } as? Label)
        #expect(label.text == display)
    }
}

/// The drag demo: a pan scrubs a property animator; letting go finishes or reverses it with a spring.
@MainActor
@Suite("The drag demo: an interactive animation")
struct DragDemoTests {
    /// The card's frame after dragging from y = 420 by `dy` points over `duration` seconds and settling.
    private func drag(_ dy: Double, duration: Double, from expanded: Bool = false) throws -> (DragViewController, Rect) {
        let window = try #require(Demos.named("drag")).makeWindow()
        let controller = try #require(window.rootUIViewController as? DragViewController)
        if expanded {
            controller.runDemoAnimation()
            window.animator.settle()
        }
        let startY = expanded ? 120.0 : 420.0
        window.drag(from: Point(x: 160, y: startY), to: Point(x: 160, y: startY + dy), duration: duration)
        window.animator.settle()
        window.layoutIfNeeded()
        return (controller, try #require(window.frames["card"]))
    }

    @Test(
        "let go past half way, or flung, the card finishes; a short slow drag springs back",
        arguments: [(-200.0, 0.5, true), (-60, 0.6, false), (-60, 0.05, true)])
    func letGo(dy: Double, duration: Double, expands: Bool) throws {
        let (controller, card) = try drag(dy, duration: duration)
        #expect(controller.isExpanded == expands)
        #expect(card.y == Double(expands ? controller.expandedTop : controller.collapsedTop))
        #expect(Double(controller.top.constant) == card.y, "the model follows where the card came to rest")
    }

    @Test("from the top, a drag down collapses it")
    func collapse() throws {
        let (controller, card) = try drag(250, duration: 0.4, from: true)
        #expect(!controller.isExpanded && card.y == controller.collapsedTop)
    }

    @Test("mid-drag the card follows the finger: the paused animator is scrubbed linearly")
    func scrub() throws {
        let window = try #require(Demos.named("drag")).makeWindow()
        window.sendTouch(.began, at: Point(x: 160, y: 420), timestamp: window.animator.clock.now)
        window.sendTouch(.moved, at: Point(x: 160, y: 400), timestamp: window.animator.clock.now + 0.05)
        window.sendTouch(.moved, at: Point(x: 160, y: 250), timestamp: window.animator.clock.now + 0.1)
        let card = try #require(window.rootView?.subviews.first { $0.accessibilityIdentifier == "card" })
        // 150 points past where the pan began, of the 300 between the positions: half way.
        #expect(abs((card.presentationFrame ?? card.frame).y - 230) < 1e-6)
    }
}

/// The apple demo's scroll view answers a finger as UIKit's does.
@MainActor
@Suite("The apple demo scrolls")
struct AppleScrollTests {
    private func scroll() throws -> (Window, ScrollView) {
        let window = try #require(Demos.named("apple")).makeWindow()
        var found: ScrollView?
        window.rootView?.forEachInSubtree { if $0.accessibilityIdentifier == "scrollView" { found = $0 as? ScrollView } }
        return (window, try #require(found))
    }

    @Test("a flick up scrolls the description, decelerates and comes to rest inside the content")
    func flick() throws {
        let (window, s) = try scroll()
        let f = try #require(window.frames["scrollView"])
        window.drag(from: Point(x: f.midX, y: f.maxY - 10), to: Point(x: f.midX, y: f.minY + 10), duration: 0.1)
        #expect(s.isDecelerating)
        window.animator.settle()
        let maxY = s.contentSize.height - s.frame.height + s.adjustedContentInset.bottom
        #expect(s.contentOffset.y > 0 && s.contentOffset.y <= maxY + 1e-9)
        #expect(!s.isDecelerating)
    }

    @Test("pulled down past the top it bounces back to the top")
    func bounce() throws {
        let (window, s) = try scroll()
        let f = try #require(window.frames["scrollView"])
        let top = s.contentOffset.y
        window.drag(from: Point(x: f.midX, y: f.minY + 5), to: Point(x: f.midX, y: f.maxY - 5), duration: 0.6)
        #expect(s.contentOffset.y < top)
        window.animator.settle()
        #expect(s.contentOffset.y == top)
    }
}

/// The form demo: every standard control answers scripted input, and the summary follows.
@MainActor
@Suite("The form demo")
struct FormDemoTests {
    @Test("type a name, pick a size, drag the volume, flip the switch and save: the summary says so")
    func fillIn() throws {
        let window = try #require(Demos.named("form")).makeWindow()
        let controller = try #require(window.rootUIViewController as? FormViewController)
        let f = window.frames
        func center(_ name: String) throws -> Point {
            let r = try #require(f[name], "\(name)")
            return Point(x: r.midX, y: r.midY)
        }
        #expect(controller.summary.text == "nobody, medium, volume 50, notifications on")
        window.tap(at: try center("name"))
        window.type("Ada")
        let size = try #require(f["size"])
        window.tap(at: Point(x: size.maxX - 10, y: size.midY))
        let volume = try #require(f["volume"])
        // The thumb runs 28 points short of the track: from 14 in to 14 short of the end.
        window.drag(
            from: Point(x: volume.minX + 14 + (volume.width - 28) / 2, y: volume.midY), to: Point(x: volume.maxX, y: volume.midY),
            duration: 0.3)
        window.tap(at: try center("notify"))
        #expect(controller.summary.text == "Ada, large, volume 100, notifications off")
        window.tap(at: try center("save"))
        #expect(controller.summary.text == "Saved: Ada, large, volume 100, notifications off")
    }
}

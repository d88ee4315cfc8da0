import Animation
import Foundation
import Layout
import LayoutSimTesting
import SDLBackend
import Testing

/// A small screen as a user would write it: a card with a rounded corner, a title and a button.
final class CardViewController: ViewController {
    var cornerRadius = 14.0
    let card = View()
    let titleLabel = Label(text: "Snapshot", fontSize: 17)
    var cardTop: LayoutConstraint!

    override func loadView() {
        super.loadView()
        view.backgroundColor = Color(hex: "#F2F2F7")
        card.accessibilityIdentifier = "card"
        card.backgroundColor = Color(hex: "#3366CC")
        card.cornerRadius = cornerRadius
        titleLabel.accessibilityIdentifier = "title"
        titleLabel.textColor = .white
        for v in [card, titleLabel] { v.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(card)
        card.addSubview(titleLabel)
        cardTop = card.topAnchor.constraint(equalTo: view.topAnchor, constant: 20)
        try? LayoutConstraint.activate([
            cardTop, card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            card.heightAnchor.constraint(equalToConstant: 80),
            titleLabel.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: card.centerYAnchor),
        ])
    }
}

@Suite("assertSnapshot: the project's own goldens")
struct SnapshotTests {
    static let size = Size(width: 200, height: 140)

    @Test("a view controller as an image and as a layout dump")
    func card() {
        assertSnapshot(of: CardViewController(), as: .image(size: Self.size))
        assertSnapshot(of: CardViewController(), as: .layout(size: Self.size), named: "layout")
    }

    @Test("an animated constraint as a strip of frames and as a timeline")
    func animatedCard() throws {
        let controller = CardViewController()
        let window = Window(size: Self.size, textMeasurer: try TTFTextMeasurer(), logSink: { _ in })
        window.rootViewController = controller
        window.layoutIfNeeded()
        View.animate(withDuration: 0.25) {
            controller.cardTop.constant = 40
            window.rootView?.layoutIfNeeded()
        }
        assertSnapshot(of: window, as: .animation(times: [0, 0.125, 0.25]))
        controller.cardTop.constant = 20
        window.rootView?.layoutIfNeeded()
        View.animate(withDuration: 0.1) {
            controller.cardTop.constant = 30
            window.rootView?.layoutIfNeeded()
        }
        assertSnapshot(of: window, as: .timeline(fps: 20))
    }

    @Test("a view controller on a device: its size, its margins; the controller is put back in its own window afterwards")
    func onDevice() throws {
        let controller = CardViewController()
        let own = Window(size: Self.size, logSink: { _ in })
        own.rootViewController = controller
        own.layoutIfNeeded()
        assertSnapshot(of: controller, as: .image(on: .iPhone5s, orientation: .landscape, scale: 1))
        #expect(controller.view.window === own)
        own.layoutIfNeeded()
        #expect(controller.card.frame == Rect(x: 20, y: 20, width: 160, height: 80))
    }

    @Test("a view outside any window is drawn at its frame size and put back afterwards")
    func standaloneView() {
        let badge = Label(text: "42", fontSize: 15)
        badge.backgroundColor = Color(hex: "#FF3B30")
        badge.textColor = .white
        badge.textAlignment = .center
        badge.frame = Rect(x: 0, y: 0, width: 40, height: 24)
        assertSnapshot(of: badge, as: .image)
        #expect(badge.superview == nil && badge.translatesAutoresizingMaskIntoConstraints)
    }
}

/// What a user sees when a snapshot does not match, is missing or is being recorded: checked in a
/// scratch folder through `verifySnapshot`, which `assertSnapshot` reports.
@Suite("assertSnapshot: recording, comparing and what a failure says")
struct SnapshotBehaviourTests {
    /// A test file in a fresh scratch folder: its goldens go to `__Snapshots__/CardTests/` there.
    private func scratchTestFile() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID().uuidString)/CardTests.swift").path
    }

    private func card(radius: Double) -> CardViewController {
        let c = CardViewController()
        c.cornerRadius = radius
        return c
    }

    @Test("a missing golden is recorded at __Snapshots__/<file>/<test>.<n>.png and the run fails once; then it passes")
    func recordsMissing() throws {
        let file = scratchTestFile()
        let first = verifySnapshot(
            of: card(radius: 14), as: .image(size: SnapshotTests.size), mode: .missing, filePath: file, testName: "card()")
        let golden = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("__Snapshots__/CardTests/card.1.png")
        #expect(first?.contains("no golden was found; recorded \(golden.path)") == true, "\(first ?? "nil")")
        #expect(FileManager.default.fileExists(atPath: golden.path))
        let second = verifySnapshot(
            of: card(radius: 14), as: .image(size: SnapshotTests.size), named: nil, mode: .missing,
            filePath: file, testName: "card()")
        #expect(second?.contains("no golden was found") == true, "a second assertion in the same test is golden number 2")
    }

    @Test("exact by default: a corner radius of 4 instead of 14 fails, naming the actual and diff images it wrote")
    func cornerRadiusChangeIsCaught() throws {
        let file = scratchTestFile()
        _ = verifySnapshot(
            of: card(radius: 14), as: .image(size: SnapshotTests.size), named: "card", mode: .all, filePath: file, testName: "t()")
        let failure = try #require(
            verifySnapshot(
                of: card(radius: 4), as: .image(size: SnapshotTests.size), named: "card",
                mode: .missing, filePath: file, testName: "t()"))
        #expect(failure.contains("pixels differ"), "\(failure)")
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("__Snapshots__/CardTests")
        for artifact in ["t.card.actual.png", "t.card.diff.png"] {
            #expect(failure.contains(folder.appendingPathComponent(artifact).path), "\(failure)")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(artifact).path))
        }
        let diff = try RGBAImage(contentsOf: folder.appendingPathComponent("t.card.diff.png").path)
        #expect(diff.pixel(x: 21, y: 21) == Color(hex: "#FF0000"), "a differing corner pixel is marked red")
        // The same image again matches, and the artifacts of the failure are cleared.
        #expect(
            verifySnapshot(
                of: card(radius: 14), as: .image(size: SnapshotTests.size), named: "card", mode: .missing,
                filePath: file, testName: "t()") == nil)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("t.card.diff.png").path))
    }

    @Test("an explicit precision lets a small difference pass; perceptual precision forgives small colour changes")
    func precision() {
        let file = scratchTestFile()
        _ = verifySnapshot(
            of: card(radius: 14), as: .image(size: SnapshotTests.size), named: "p", mode: .all, filePath: file, testName: "t()")
        #expect(
            verifySnapshot(
                of: card(radius: 4), as: .image(size: SnapshotTests.size, precision: 0.99), named: "p",
                mode: .never, filePath: file, testName: "t()") == nil)
        let tinted = card(radius: 14)
        _ = tinted.view
        tinted.card.backgroundColor = Color(hex: "#3467CD")
        #expect(
            verifySnapshot(of: tinted, as: .image(size: SnapshotTests.size), named: "p", mode: .never, filePath: file, testName: "t()")
                != nil)
        #expect(
            verifySnapshot(
                of: tinted, as: .image(size: SnapshotTests.size, perceptualPrecision: 0.98), named: "p",
                mode: .never, filePath: file, testName: "t()") == nil)
    }

    @Test("record modes: never fails on a missing golden without writing; failed re-records a mismatch")
    func recordModes() throws {
        let file = scratchTestFile()
        let never = try #require(
            verifySnapshot(
                of: card(radius: 14), as: .layout(size: SnapshotTests.size), named: "m", mode: .never, filePath: file, testName: "t()"))
        #expect(never.contains("recording is off"), "\(never)")
        let golden = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("__Snapshots__/CardTests/t.m.txt")
        #expect(!FileManager.default.fileExists(atPath: golden.path))
        _ = verifySnapshot(
            of: card(radius: 14), as: .layout(size: SnapshotTests.size), named: "m", mode: .all, filePath: file, testName: "t()")
        let moved = card(radius: 14)
        _ = moved.view
        moved.cardTop.constant = 30
        let failed = try #require(
            verifySnapshot(of: moved, as: .layout(size: SnapshotTests.size), named: "m", mode: .failed, filePath: file, testName: "t()"))
        #expect(failed.contains("re-recorded"), "\(failed)")
        #expect(
            verifySnapshot(of: moved, as: .layout(size: SnapshotTests.size), named: "m", mode: .never, filePath: file, testName: "t()")
                == nil)
    }

    @Test("a text snapshot that does not match shows the lines that differ")
    func textDiff() throws {
        let file = scratchTestFile()
        _ = verifySnapshot(
            of: card(radius: 14), as: .layout(size: SnapshotTests.size), named: "d", mode: .all, filePath: file, testName: "t()")
        let moved = card(radius: 14)
        _ = moved.view
        moved.cardTop.constant = 30
        let failure = try #require(
            verifySnapshot(of: moved, as: .layout(size: SnapshotTests.size), named: "d", mode: .never, filePath: file, testName: "t()"))
        #expect(failure.contains("- ") && failure.contains("+ "), "\(failure)")
        #expect(failure.contains("frame = (20 20; 160 80)") && failure.contains("frame = (20 30; 160 80)"), "\(failure)")
    }
}

/// Where snapshots find the images they draw.
@Suite("Snapshot images: found in SnapshotDefaults.imageSearchPaths, asset catalogs included", .serialized)
struct SnapshotImageTests {
    @Test("an image view naming an asset catalog's image set draws it when its folder is among the image search paths")
    func catalogImage() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-images-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let set = scratch.appendingPathComponent("App/Assets.xcassets/logo.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let apple = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../assets/apple.png")
        try FileManager.default.copyItem(at: apple, to: set.appendingPathComponent("logo.png"))
        let contents = #"{ "images" : [ { "idiom" : "universal", "filename" : "logo.png", "scale" : "1x" } ], "info" : { "version" : 1 } }"#
        try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let view = ImageView(image: Image(name: "logo", size: Size(width: 40, height: 40)))
        view.frame = Rect(x: 0, y: 0, width: 40, height: 40)
        let file = scratch.appendingPathComponent("Tests/LogoTests.swift").path
        let saved = SnapshotDefaults.imageSearchPaths
        defer { SnapshotDefaults.imageSearchPaths = saved }
        let missing = verifySnapshot(of: view, as: .image, mode: .never, filePath: file, testName: "logo()")
        #expect(missing?.contains("could not make the snapshot") == true && missing?.contains("logo") == true, "\(missing ?? "nil")")
        SnapshotDefaults.imageSearchPaths = [scratch.appendingPathComponent("App").path]
        let drawn = verifySnapshot(of: view, as: .image, mode: .never, filePath: file, testName: "logo()")
        #expect(drawn?.contains("no golden at") == true, "\(drawn ?? "nil")")  // drawn: only the golden is missing
    }
}

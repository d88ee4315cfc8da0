import Layout
import UIKit

/// One runnable demo: a view controller written as a UIKit developer would write it.
nonisolated public struct Demo: Sendable {
    /// The name `layoutsim demo NAME` takes.
    public let name: String
    /// One line: what the demo shows.
    public let summary: String
    /// The window size the demo opens at, in points.
    public let size: Size
    /// The device the demo shows, when it shows a phone (its size is then the device's).
    public let device: (Device, Orientation)?
    /// Makes the demo's root view controller and shows it in a window.
    let install: @MainActor @Sendable (Window) -> Void

    /// Makes a demo written with UIKit's names, shown at a plain size.
    public init(name: String, summary: String, size: Size, makeController: @escaping @MainActor @Sendable () -> UIViewController) {
        self.init(name: name, summary: summary, size: size, device: nil) { $0.show(makeController()) }
    }

    /// Makes a demo written with UIKit's names, shown on a device.
    public init(
        name: String, summary: String, device: Device, orientation: Orientation,
        makeController: @escaping @MainActor @Sendable () -> UIViewController
    ) {
        self.init(name: name, summary: summary, size: device.size(orientation), device: (device, orientation)) { $0.show(makeController()) }
    }

    /// Makes a demo written with Layout's own API (a LayoutSim feature UIKit has no name for), at a plain size.
    public init(name: String, summary: String, size: Size, makeLayoutController: @escaping @MainActor @Sendable () -> ViewController) {
        self.init(name: name, summary: summary, size: size, device: nil) { $0.rootViewController = makeLayoutController() }
    }

    private init(
        name: String, summary: String, size: Size, device: (Device, Orientation)?,
        install: @escaping @MainActor @Sendable (Window) -> Void
    ) {
        self.name = name
        self.summary = summary
        self.size = size
        self.device = device
        self.install = install
    }

    /// A window showing the demo, laid out: on `device` when given, else at `size`, else on the
    /// demo's own device or at its own size.
    ///
    /// - Parameters:
    ///   - size: the window size in points.
    ///   - device: a device and orientation to show the demo on instead.
    ///   - measurer: the text measurer (the TTF one when drawing, so sizes match the pixels).
    ///   - logSink: where engine log lines go besides `window.log`.
    @MainActor
    public func makeWindow(
        size: Size? = nil, device: (Device, Orientation)? = nil, measurer: TextMeasurer = BuiltinTextMeasurer(),
        logSink: @escaping LogSink = { _ in }
    ) -> Window {
        let window: Window
        if let (d, o) = device ?? (size == nil ? self.device : nil) {
            window = Window(device: d, orientation: o, textMeasurer: measurer, logSink: logSink)
        } else {
            window = Window(size: size ?? self.size, textMeasurer: measurer, logSink: logSink)
        }
        install(window)
        window.layoutIfNeeded()
        return window
    }
}

/// The demo gallery, in the order the window cycles through it.
nonisolated public enum Demos {
    /// Every demo.
    public static let all: [Demo] = [
        Demo(
            name: "calculator",
            summary:
                "000: a keypad made with NSLayoutConstraint factory calls (button5.top == button8.bottom); click the keys, it calculates",
            size: Size(width: 320, height: 480), makeController: { CalculatorViewController() }),
        Demo(
            name: "apple", summary: "000: the logo image over a scroll view with a name label and a long Chinese description",
            device: .iPhone5s, orientation: .landscape, makeController: { AppleViewController() }),
        Demo(
            name: "grayviews", summary: "001: gray views and buttons with a constraint across superviews",
            size: Size(width: 568, height: 320), makeController: { GrayViewsController() }),
        Demo(
            name: "conflict",
            summary: "000's mistake: translatesAutoresizingMaskIntoConstraints left on; UIKit's log and the explanation; Space fixes it",
            size: Size(width: 568, height: 320), makeController: { ConflictViewController() }),
        Demo(
            name: "anchors", summary: "000's layout again with layout anchors and the operator DSL: the same frames",
            size: Size(width: 568, height: 320), makeController: { AnchorsViewController() }),
        Demo(
            name: "stack", summary: "stack views in every distribution; Space hides and shows each row's middle view, animated",
            size: Size(width: 480, height: 360), makeController: { StackViewController() }),
        Demo(
            name: "autolayoutkit", summary: "003: option buttons by set/make; the named height animates 60 -> 70 (ease and spring; Space)",
            size: Size(width: 320, height: 200), makeLayoutController: { AutoLayoutKitViewController() }),
        Demo(
            name: "ambiguity", summary: "002: a view with no horizontal position, exercised every 0.5 s; the _autolayoutTrace marks it",
            size: Size(width: 320, height: 240), makeController: { AmbiguityViewController() }),
        Demo(
            name: "passes",
            summary: "002: updateConstraints/layoutSubviews order and counts on screen; the multi-line label recipe (Space)",
            size: Size(width: 360, height: 320), makeController: { PassesViewController() }),
        Demo(
            name: "drag",
            summary: "a card on a constraint constant: drag it (a pan scrubs a PropertyAnimator) and let go into a spring; Space toggles",
            size: Size(width: 320, height: 480), makeController: { DragViewController() }),
        Demo(
            name: "form",
            summary: "the standard controls in a stack view: type a name, pick a size, drag the volume, flip the switch, Save",
            device: .iPhoneSE, orientation: .portrait, makeController: { FormViewController() }),
        Demo(
            name: "navigation",
            summary: "a UINavigationController on an iPhone 15: an inbox under a large title; Add (or Space) pushes a message, Back pops",
            device: .iPhone15, orientation: .portrait, makeController: { NavigationDemoController() }),
        Demo(
            name: "vfl", summary: "004: date label, image view and toolbar in the Visual Format Language; hugging decides who stretches",
            size: Size(width: 320, height: 480), makeController: { VFLViewController() }),
    ]

    /// The demo called `name`, if there is one.
    public static func named(_ name: String) -> Demo? { all.first { $0.name == name } }
}

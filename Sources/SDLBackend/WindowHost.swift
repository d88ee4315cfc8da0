import CSDL2
import Glibc
import Layout
import Rendering

/// Shows a LayoutSim window on screen with SDL: draws every frame, re-lays out on live resize,
/// scrolls scroll views with the mouse wheel and reports keys. The only place that opens windows.
///
/// ```swift
/// let host = try WindowHost(window: window, title: "LayoutSim")
/// try host.run { _ in window.animator.tick() }
/// ```
@MainActor
public final class WindowHost {
    /// The LayoutSim window shown.
    public let window: Window
    private let sdlWindow: OpaquePointer
    private let renderer: OpaquePointer
    private let painter: Painter
    /// Keys pressed, by SDL's key name ("Space", "Right", "O", ...), in order.
    public var onKey: ((String) -> Void)?
    /// Whether frames carry the constraint overlay (see `DisplayList.appendConstraintOverlay(for:)`).
    public var showsConstraintOverlay = false
    /// The time touches are stamped with, in seconds: the window's animation clock where the caller
    /// sets it (gestures compare touch times with the clock), SDL's milliseconds counter otherwise.
    public var touchTime: () -> Double = { Double(SDL_GetTicks64()) / 1000 }
    /// Called after each frame is presented with the milliseconds it took: events, `onFrame`,
    /// layout, drawing and presenting (which waits for vsync where there is vsync).
    public var onFramePresented: ((Double) -> Void)?
    private var running = true
    /// Sizes this host asked SDL for whose SIZE_CHANGED events have not come back yet: those
    /// events echo the program's own resizes and must not undo a later one.
    private var requestedSizes: [Size] = []
    private var shownSize: Size

    /// Opens an SDL window the size of `window`.
    ///
    /// - Throws: ``SDLBackendError/noDisplay(_:)`` when there is no display (say so and render
    ///   headless instead), or the failing SDL call.
    public init(window: Window, title: String) throws(SDLBackendError) {
        // Without a display to name, SDL's probing only prints noise (libwayland's "XDG_RUNTIME_DIR
        // is invalid"): say there is none without probing, unless a video driver is asked for.
        func isSet(_ name: String) -> Bool { getenv(name).map { $0.pointee != 0 } ?? false }
        if SDL_WasInit(UInt32(SDL_INIT_VIDEO)) == 0, !isSet("DISPLAY"), !isSet("WAYLAND_DISPLAY"), !isSet("SDL_VIDEODRIVER") {
            throw .noDisplay("neither DISPLAY nor WAYLAND_DISPLAY is set")
        }
        if SDL_WasInit(UInt32(SDL_INIT_VIDEO)) == 0, SDL_InitSubSystem(UInt32(SDL_INIT_VIDEO)) != 0 {
            throw .noDisplay(String(cString: SDL_GetError()))
        }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        if driver == "offscreen" || driver == "dummy" {
            SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO))
            throw .noDisplay("SDL chose the \(driver) video driver")
        }
        guard
            let w = SDL_CreateWindow(
                title, Int32(SDL_WINDOWPOS_CENTERED_MASK), Int32(SDL_WINDOWPOS_CENTERED_MASK),
                Int32(saturating: window.size.width.rounded()), Int32(saturating: window.size.height.rounded()),
                SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_SHOWN.rawValue)
        else {
            throw .lastError("SDL_CreateWindow")
        }
        // vsync where the driver offers it; the software renderer otherwise. Where the GL renderer
        // is itself software (Mesa's llvmpipe under Xvfb), SDL's software renderer drawing straight
        // into the window surface is faster: use that.
        var created = SDL_CreateRenderer(w, -1, SDL_RENDERER_PRESENTVSYNC.rawValue)
        if let r = created, Self.isSoftwareGL(r) {
            SDL_DestroyRenderer(r)
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
            created = nil
        }
        guard let r = created ?? SDL_CreateRenderer(w, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            SDL_DestroyWindow(w)
            throw .lastError("SDL_CreateRenderer")
        }
        self.window = window
        shownSize = window.size
        sdlWindow = w
        renderer = r
        painter = Painter(renderer: r)
    }

    /// Whether `renderer` is an OpenGL renderer whose GL is drawn by the CPU (Mesa's llvmpipe or
    /// softpipe, a software rasterizer): GL_RENDERER names it.
    private static func isSoftwareGL(_ renderer: OpaquePointer) -> Bool {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name, String(cString: name).hasPrefix("opengl"),
            let proc = SDL_GL_GetProcAddress("glGetString")
        else { return false }
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        let glGetString = unsafeBitCast(proc, to: GetString.self)
        guard let text = glGetString(0x1F01) else { return false }  // GL_RENDERER
        let gl = String(cString: text).lowercased()
        return gl.contains("llvmpipe") || gl.contains("softpipe") || gl.contains("software")
    }

    /// A window, or the reason there is no display for one.
    public enum Opening {
        /// The window is open.
        case opened(WindowHost)
        /// There is no display; the message says why (fall back to headless output).
        case noDisplay(String)
    }

    /// Opens a window for `window`, or reports that there is no display instead of throwing.
    ///
    /// - Throws: the failing SDL call when a display exists but the window cannot be made.
    public static func open(_ window: Window, title: String) throws(SDLBackendError) -> Opening {
        do {
            return .opened(try WindowHost(window: window, title: title))
        } catch {
            switch error {
            case .noDisplay(let message): return .noDisplay(message)
            default: throw error
            }
        }
    }

    isolated deinit {
        painter.releaseTextures()
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(sdlWindow)
    }

    /// Folders searched for images by name.
    public var imageSearchPaths: [String] {
        get { painter.imageSearchPaths }
        set { painter.imageSearchPaths = newValue }
    }

    /// Runs the frame loop until the window closes (or `frames` frames have been drawn).
    /// `onFrame` runs before each frame is drawn, with the frame number (tick animations there).
    ///
    /// - Throws: the failing SDL call, or a drawing error (a missing font or image).
    public func run(frames: Int? = nil, onFrame: (Int) -> Void = { _ in }) throws(SDLBackendError) {
        var frame = 0
        running = true
        while running && (frames.map { frame < $0 } ?? true) {
            let start = SDL_GetPerformanceCounter()
            pollEvents()
            onFrame(frame)
            followWindowSize()
            window.layoutIfNeeded()
            var list = DisplayList(window: window)
            if showsConstraintOverlay { list.appendConstraintOverlay(for: window) }
            try painter.draw(list, scale: 1)
            SDL_RenderPresent(renderer)
            let elapsed = Double(SDL_GetPerformanceCounter() - start) * 1000 / Double(SDL_GetPerformanceFrequency())
            onFramePresented?(elapsed)
            frame += 1
            // Without vsync, pace to about 60 frames per second.
            if frames == nil, elapsed < 16 { SDL_Delay(UInt32(16 - elapsed)) }
        }
    }

    /// Resizes the SDL window when the program changed `window.size` (a rotation, an animated resize).
    private func followWindowSize() {
        guard window.size != shownSize else { return }
        shownSize = window.size
        requestedSizes.append(window.size)
        if requestedSizes.count > 64 { requestedSizes.removeFirst() }  // a window manager may refuse sizes
        SDL_SetWindowSize(sdlWindow, Int32(saturating: window.size.width.rounded()), Int32(saturating: window.size.height.rounded()))
    }

    /// Whether SDL knows a key by this name (what ``pressKey(_:)`` accepts).
    nonisolated public static func isKnownKey(_ name: String) -> Bool {
        SDL_GetKeyFromName(name) != SDL_Keycode(SDLK_UNKNOWN.rawValue)
    }

    /// Presses a key through SDL's event queue, as a person would (scripted runs and tests):
    /// ``onKey`` sees it on the next frame.
    ///
    /// - Parameter name: SDL's key name ("Space", "Right", "O", "Escape").
    /// - Throws: ``SDLBackendError/unknownKey(_:)`` for a name SDL does not know, or the failing SDL call.
    public func pressKey(_ name: String) throws(SDLBackendError) {
        guard Self.isKnownKey(name) else { throw .unknownKey(name) }
        let key = SDL_GetKeyFromName(name)
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.keysym.sym = key
        event.key.state = UInt8(SDL_PRESSED)
        event.key.windowID = SDL_GetWindowID(sdlWindow)
        if SDL_PushEvent(&event) < 0 { throw .lastError("SDL_PushEvent") }
    }

    /// Stops the loop after the current frame.
    public func stop() { running = false }

    /// The pixels shown now (the last frame drawn).
    public func screenshot() throws(SDLBackendError) -> RGBAImage {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        var pixels = [UInt8](repeating: 0, count: Int(w) * Int(h) * 4)
        let status = pixels.withUnsafeMutableBytes { buffer in
            SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ABGR8888.rawValue, buffer.baseAddress, w * 4)
        }
        if status != 0 { throw .lastError("SDL_RenderReadPixels") }
        return RGBAImage(width: Int(w), height: Int(h), pixels: pixels)
    }

    private func pollEvents() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            switch SDL_EventType(rawValue: event.type) {
            case SDL_QUIT:
                running = false
            case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue):
                let size = Size(width: Double(event.window.data1), height: Double(event.window.data2))
                if let echo = requestedSizes.firstIndex(of: size) {
                    requestedSizes.removeFirst(echo + 1)  // our own resize coming back
                } else {
                    window.size = size  // the user resized the window
                    shownSize = size
                }
            case SDL_MOUSEWHEEL:
                var x: Int32 = 0, y: Int32 = 0
                SDL_GetMouseState(&x, &y)
                scroll(at: Point(x: Double(x), y: Double(y)), by: Double(event.wheel.y) * -20)
            case SDL_KEYDOWN:
                guard let cName = SDL_GetKeyName(event.key.keysym.sym) else { break }
                let name = String(cString: cName)
                // While a text field takes the keyboard, keys edit it (their characters come as text input).
                if window.firstResponder is TextInput {
                    switch name {
                    case "Backspace": window.deleteBackward()
                    case "Return", "Keypad Enter": window.insertText("\n")
                    case "Escape": window.firstResponder?.resignFirstResponder()
                    default: break
                    }
                } else {
                    onKey?(name)
                }
            case SDL_TEXTINPUT where window.firstResponder is TextInput:
                var chars = event.text.text
                let typed = withUnsafeBytes(of: &chars) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                window.insertText(typed)
            // The left mouse button is a finger (SDL turns touch screens' touches into these too).
            case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
                window.sendTouch(.began, at: Point(x: Double(event.button.x), y: Double(event.button.y)), timestamp: touchTime())
            case SDL_MOUSEMOTION where event.motion.state & 1 != 0:  // SDL_BUTTON_LMASK (a macro Swift cannot import)
                window.sendTouch(.moved, at: Point(x: Double(event.motion.x), y: Double(event.motion.y)), timestamp: touchTime())
            case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
                window.sendTouch(.ended, at: Point(x: Double(event.button.x), y: Double(event.button.y)), timestamp: touchTime())
            default:
                break
            }
        }
    }

    /// Scrolls the innermost scroll view under a point.
    private func scroll(at point: Point, by dy: Double) {
        // The view a touch there would reach, then its nearest scroll view: the one the wheel scrolls.
        guard let root = window.rootView else { return }
        var v = root.hitTest(root.convert(point, from: nil), with: nil)
        while let view = v, !(view is ScrollView) { v = view.superview }
        guard let target = v as? ScrollView else { return }
        target.setContentOffset(Point(x: target.contentOffset.x, y: target.contentOffset.y + dy))
    }
}

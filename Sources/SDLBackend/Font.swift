import CSDL2
import CSDL2Image
import CSDL2TTF
import Glibc
import Layout

/// A TrueType font at one point size, opened with SDL_ttf and closed when released.
public final class Font {
    let handle: OpaquePointer
    /// The file the font was loaded from.
    public let path: String
    /// The point size.
    public let size: Int

    /// The font files tried, in order, when no path is given: `LAYOUTSIM_FONT`, then Debian's DejaVu Sans.
    public static var searchPaths: [String] {
        var paths: [String] = []
        if let env = SDL_getenv("LAYOUTSIM_FONT") { paths.append(String(cString: env)) }
        paths += [
            "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
            "/usr/share/fonts/TTF/DejaVuSans.ttf",
        ]
        return paths
    }

    /// Opens a font.
    ///
    /// - Parameters:
    ///   - path: a `.ttf` file; nil searches ``searchPaths``.
    ///   - size: the point size.
    /// - Throws: ``SDLBackendError/fontNotFound(searched:)`` or the failing SDL_ttf call.
    public init(path: String? = nil, size: Int) throws(SDLBackendError) {
        try SDLLibraries.initializeTTF()
        let candidates = path.map { [$0] } ?? Font.searchPaths
        var unusable: SDLBackendError?
        for candidate in candidates {
            if let handle = TTF_OpenFont(candidate, Int32(clamping: size)) {
                self.handle = handle
                self.path = candidate
                self.size = size
                return
            }
            // A font that is there but will not open at this size is not "not found".
            if access(candidate, R_OK) == 0, unusable == nil {
                unusable = .fontUnusable(path: candidate, size: size, message: String(cString: SDL_GetError()))
            }
        }
        throw unusable ?? .fontNotFound(searched: candidates)
    }

    deinit { TTF_CloseFont(handle) }

    /// The files of the light and bold faces, tried when no font file was asked for.
    static let faceFiles: [Int: [String]] = [
        -1: ["/usr/share/fonts/truetype/dejavu/DejaVuSans-ExtraLight.ttf", "/usr/share/fonts/TTF/DejaVuSans-ExtraLight.ttf"],
        1: ["/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", "/usr/share/fonts/TTF/DejaVuSans-Bold.ttf"],
    ]

    /// Opens the face a weight draws with (``Layout/FontWeight/face``): DejaVu Sans ExtraLight,
    /// DejaVu Sans, or DejaVu Sans Bold. With a font file of the user's (`path`, `LAYOUTSIM_FONT`)
    /// or without the face's file, the regular file is used, made bold by SDL_ttf for the bold face.
    ///
    /// - Throws: as ``init(path:size:)`` for the regular file.
    static func open(size: Int, face: Int, path: String?) throws(SDLBackendError) -> Font {
        if face != 0, path == nil, SDL_getenv("LAYOUTSIM_FONT") == nil {
            for candidate in faceFiles[face] ?? [] where access(candidate, R_OK) == 0 {
                if let font = try? Font(path: candidate, size: size) { return font }
            }
        }
        let font = try Font(path: path, size: size)
        if face > 0 { TTF_SetFontStyle(font.handle, TTF_STYLE_BOLD) }
        return font
    }

    /// A font size in whole pixels for SDL_ttf: rounded, at least 1 and at most the largest font
    /// at the largest scale (`Limits.fontSize` x `Limits.scale`); NaN gives 1. Sizes set through
    /// the API are not checked as scenes are, so measuring and drawing clamp here instead of trapping.
    static func pixelSize(_ size: Double) -> Int {
        size.isNaN ? 1 : Int(saturating: min(max(size.rounded(), 1), Limits.fontSize * Limits.scale))
    }
}

/// One-time initialisation of the SDL libraries used headless.
enum SDLLibraries {
    static func initializeTTF() throws(SDLBackendError) {
        if TTF_WasInit() == 0, TTF_Init() != 0 { throw .lastError("TTF_Init") }
    }

    /// The versions of SDL, SDL_ttf and SDL_image linked in, as `2.26.5`, `2.20.1`, `2.6.3`.
    static func versions() -> (sdl: String, ttf: String, image: String) {
        var v = SDL_version()
        SDL_GetVersion(&v)
        let sdl = "\(v.major).\(v.minor).\(v.patch)"
        let t = TTF_Linked_Version().pointee
        let ttf = "\(t.major).\(t.minor).\(t.patch)"
        let i = IMG_Linked_Version().pointee
        return (sdl, ttf, "\(i.major).\(i.minor).\(i.patch)")
    }
}

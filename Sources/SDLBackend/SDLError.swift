import CSDL2

/// A failure of the SDL backend, naming the C call or the file that failed.
public enum SDLBackendError: Error, CustomStringConvertible, Sendable {
    /// An SDL, SDL_ttf or SDL_image call failed; `message` is SDL's own error text.
    case call(String, message: String)
    /// No font file was found; `searched` lists every path tried.
    case fontNotFound(searched: [String])
    /// The frame could not be written to `path`.
    case writeFailed(path: String, message: String)
    /// No display to open a window on (no X11/Wayland server, or SDL has no video driver).
    case noDisplay(String)
    /// An image file was not found; `searched` lists every path tried.
    case assetNotFound(name: String, searched: [String])
    /// An image name that leads out of the asset folders (`../x.png`, an absolute path, a symbolic link).
    case assetOutsideFolders(name: String)
    /// An image file that is there but cannot be used: not a regular file, unreadable, empty,
    /// undecodable or too large to draw; `reason` says which.
    case assetUnreadable(name: String, path: String, reason: String)
    /// A font file that exists but cannot be opened at a size.
    case fontUnusable(path: String, size: Int, message: String)
    /// A key name SDL does not know (see SDL_GetKeyFromName), in a scripted key press.
    case unknownKey(String)

    /// One line naming the failure and its culprit.
    public var description: String {
        switch self {
        case .call(let name, let message): return "\(name) failed: \(message)"
        case .fontNotFound(let searched):
            return "no font found; searched: \(searched.joined(separator: ", ")) "
                + "(install fonts-dejavu-core or set LAYOUTSIM_FONT)"
        case .writeFailed(let path, let message): return "cannot write \(path): \(message)"
        case .noDisplay(let message):
            return "no display to open a window on (\(message)); set DISPLAY, run under xvfb-run, or render headless"
        case .assetNotFound(let name, let searched):
            return "image \"\(name)\" not found; searched: \(searched.joined(separator: ", "))"
        case .assetOutsideFolders(let name):
            return "image \"\(name)\" lies outside the asset folders (names are relative to --assets and cannot leave them)"
        case .assetUnreadable(let name, let path, let reason):
            return "image \"\(name)\" (\(path)) cannot be used: \(reason)"
        case .fontUnusable(let path, let size, let message):
            return "the font \(path) cannot be opened at \(size) pixels: \(message)"
        case .unknownKey(let name):
            return "unknown key \"\(name)\" (use SDL key names such as Space, Right, Left, O, Escape)"
        }
    }

    /// An error for the C call `name`, with SDL's current error text.
    static func lastError(_ name: String) -> SDLBackendError {
        .call(name, message: String(cString: SDL_GetError()))
    }
}

import Foundation
import Layout
import Scenes

// What the commands share: reading input, failing with exit status 2, loading scenes, asset
// folders and frame file names.

/// Reads a command's input file, or standard input for `-`; exits with status 2 when it cannot.
/// Returns the data and a name for messages.
func readInput(_ path: String) -> (Data, String) {
    if path == "-" { return (FileHandle.standardInput.readDataToEndOfFile(), "standard input") }
    guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
    return (data, path)
}

/// Prints `layoutsim: message` to standard error and exits with status 2 (malformed input).
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("layoutsim: \(message)\n".utf8))
    exit(2)
}

/// Reads, parses and builds a scene file (or standard input for `-`); exits with status 2 and the
/// JSON path of the culprit when the scene is malformed.
///
/// - Parameters:
///   - path: the scene file, or `-`.
///   - direction: overrides the scene's layout direction (nil keeps it).
///   - measurer: the text measurer (the TTF one when the scene will be drawn).
/// - Returns: the parsed scene, its window laid out, and the name used in messages.
func loadScene(_ path: String, direction: LayoutDirection? = nil,
               measurer: TextMeasurer = BuiltinTextMeasurer()) -> (scene: Scene, built: Scene.Built, source: String) {
    let (data, source) = readInput(path)
    do {
        let scene = try Scene(data: data, source: source)
        return (scene, try scene.build(direction: direction, measurer: measurer), source)
    } catch let error as InputError {
        fail(error.description)
    } catch {
        fail("\(source): \(error)")
    }
}

/// The `--assets` option as folders: comma-separated.
func assetFolders(_ option: String) -> [String] { option.split(separator: ",").map(String.init) }

/// `DIR/frame_NNNN.png`, the name of the `index`-th frame every command writes.
func framePath(_ index: Int, in directory: String) -> String {
    URL(fileURLWithPath: directory).appendingPathComponent(String(format: "frame_%04d.png", index)).path
}

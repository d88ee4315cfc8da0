import ArgumentParser
import Foundation
import Layout
import Scenes

// What the commands share: reading input, reporting bad input, loading scenes, asset folders and
// frame file names. Two kinds of errors leave a command: usage errors (an option out of range, a
// missing flag), which `validate()` throws as ArgumentParser's ValidationError (usage printed, exit
// status 64), and bad input or a failure of the environment (a malformed file, a folder that cannot
// be made), which `inputFailure` prints and turns into exit status 2.

/// A command whose work touches views, which live on the main actor: `layoutsim`'s commands run
/// on the main thread (main.swift calls ``LayoutSim``), so `run()` enters the main actor's
/// isolation there and does the command's work in ``runOnMainActor()``.
nonisolated protocol MainActorCommand: ParsableCommand, Sendable {
    /// The command's work.
    @MainActor func runOnMainActor() throws
}

nonisolated extension MainActorCommand {
    /// Runs ``runOnMainActor()`` on the main actor (the thread ArgumentParser calls this on).
    func run() throws { try MainActor.assumeIsolated { try runOnMainActor() } }
}

/// Reads a command's input file, or standard input for `-`. Returns the data and a name for messages.
///
/// - Throws: exit status 2 (``inputFailure(_:)``) when the file cannot be read.
func readInput(_ path: String) throws -> (Data, String) {
    if path == "-" { return (FileHandle.standardInput.readDataToEndOfFile(), "standard input") }
    guard let data = FileManager.default.contents(atPath: path) else { throw inputFailure("cannot read \(path)") }
    return (data, path)
}

/// Prints `layoutsim: message` to standard error and returns exit status 2 (bad input) to throw.
func inputFailure(_ message: String) -> ExitCode {
    FileHandle.standardError.write(Data("layoutsim: \(message)\n".utf8))
    return ExitCode(2)
}

/// Prints `layoutsim: warning: SOURCE: warning` to standard error, one line each.
func printWarnings(_ warnings: [String], source: String) {
    for warning in warnings { FileHandle.standardError.write(Data("layoutsim: warning: \(source): \(warning)\n".utf8)) }
}

/// Reads, parses and builds a scene file (or standard input for `-`); exits with status 2 and the
/// JSON path of the culprit when the scene is malformed.
///
/// - Parameters:
///   - path: the scene file, or `-`.
///   - direction: overrides the scene's layout direction (nil keeps it).
///   - device: overrides the scene's device or size (nil keeps it).
///   - measurer: the text measurer (the TTF one when the scene will be drawn).
/// - Returns: the parsed scene, its window laid out, and the name used in messages.
func loadScene(
    _ path: String, direction: LayoutDirection? = nil, device: (Device, Orientation)? = nil,
    measurer: TextMeasurer = BuiltinTextMeasurer()
) throws -> (scene: Scene, built: Scene.Built, source: String) {
    let (data, source) = try readInput(path)
    do {
        let scene = try Scene(data: data, source: source)
        printWarnings(scene.warnings, source: source)
        return (scene, try scene.build(direction: direction, device: device, measurer: measurer), source)
    } catch let error as InputError {
        throw inputFailure(error.description)
    } catch {
        throw inputFailure("\(source): \(error)")
    }
}

/// The `--assets` option as folders: comma-separated.
func assetFolders(_ option: String) -> [String] { option.split(separator: ",").map(String.init) }

/// `DIR/frame_NNNN.png`, the name of the `index`-th frame every command writes.
func framePath(_ index: Int, in directory: String) -> String {
    URL(fileURLWithPath: directory).appendingPathComponent(String(format: "frame_%04d.png", index)).path
}

/// The pixel size of a canvas for a window of `size` points at `scale` pixels per point.
///
/// - Throws: exit status 2 (``inputFailure(_:)``) naming the limit when it cannot be drawn.
func canvasPixels(_ size: Size, scale: Double) throws -> (width: Int, height: Int) {
    let w = Int(saturating: (size.width * scale).rounded()), h = Int(saturating: (size.height * scale).rounded())
    if let problem = Limits.pixelProblem(width: w, height: h, what: "a canvas of \(size.width) x \(size.height) points at scale \(scale)") {
        throw inputFailure(problem)
    }
    return (w, h)
}

/// Standard output written in large pieces: for outputs too long to build as one string.
final class BufferedOutput {
    private var buffer: [UInt8] = []
    private let limit = 1 << 16

    /// Appends text, writing out when the buffer is full.
    func write(_ text: String) {
        buffer += Array(text.utf8)
        if buffer.count >= limit { flush() }
    }

    /// Writes out what is buffered.
    func flush() {
        FileHandle.standardOutput.write(Data(buffer))
        buffer.removeAll(keepingCapacity: true)
    }
}

import Foundation
import Layout
import SDLBackend
import Synchronization
import Testing
import XCTest

/// When goldens are written, from `SNAPSHOT_TESTING_RECORD` or the `record:` argument.
public enum SnapshotRecordMode: String, Sendable {
    /// Record every snapshot (and fail, so that a recording run is never taken for a pass).
    case all
    /// Record snapshots that have no golden yet (and fail once); compare the others. The default.
    case missing
    /// Compare, and re-record the snapshots that do not match (and fail).
    case failed
    /// Never write: a missing golden is a failure.
    case never

    /// `SNAPSHOT_TESTING_RECORD` (all, missing, failed or never), else ``missing``.
    public static var fromEnvironment: SnapshotRecordMode {
        ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"].flatMap(SnapshotRecordMode.init(rawValue:)) ?? .missing
    }
}

/// Compares a snapshot of `value` with its golden file, records the golden when asked, and reports
/// a failure to Swift Testing or XCTest, whichever runs the test.
///
/// Goldens live beside the test file: `__Snapshots__/<TestFile>/<test name>.<n>.<ext>`, where `n`
/// counts the assertions of one test (or `<test name>.<name>.<ext>` when `named` is given). A
/// failing image writes `<golden>.actual.png` and `<golden>.diff.png` (differing pixels in red) beside
/// the golden and names both; a failing text shows a line diff. Frames are deterministic, so
/// images match exactly unless the strategy gives a precision.
///
/// ```swift
/// @Test func loginScreen() {
///     assertSnapshot(of: LoginViewController(), as: .image)
///     assertSnapshot(of: LoginViewController(), as: .layout)
/// }
/// ```
///
/// - Parameters:
///   - value: a view, view controller or window.
///   - strategy: how to snapshot it: `.image`, `.layout`, `.animation(times:)`, `.timeline`.
///   - name: a name for the golden instead of a counter.
///   - record: overrides `SNAPSHOT_TESTING_RECORD` (true: ``SnapshotRecordMode/all``, false:
///     ``SnapshotRecordMode/never``).
///   - fileID: the test file's ID, for the failure report (the caller's).
///   - filePath: the test file's path: goldens go beside it (the caller's).
///   - testName: the test's name, for the golden's name (the caller's function).
///   - line: the assertion's line, for the failure report.
///   - column: the assertion's column, for the failure report.
@MainActor
public func assertSnapshot<Value>(
    of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value>, named name: String? = nil,
    record: Bool? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    let location = SnapshotLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let mode = record.map { $0 ? .all : .never } ?? SnapshotRecordMode.fromEnvironment
    if let failure = verifySnapshot(of: try value(), as: strategy, named: name, mode: mode, filePath: "\(filePath)", testName: testName) {
        location.fail(failure)
    }
}

/// ``assertSnapshot(of:as:named:record:fileID:filePath:testName:line:column:)`` without the
/// reporting: the failure message, or nil when the snapshot matches.
///
/// - Parameters:
///   - value: a view, view controller or window.
///   - strategy: how to snapshot it.
///   - name: a name for the golden instead of a counter.
///   - mode: when to write goldens.
///   - filePath: the test file (goldens go beside it).
///   - testName: the test's name (`loginScreen()`).
@MainActor
public func verifySnapshot<Value>(
    of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value>, named name: String? = nil,
    mode: SnapshotRecordMode, filePath: String, testName: String
) -> String? {
    let golden = SnapshotFiles.golden(filePath: filePath, testName: testName, name: name, pathExtension: strategy.pathExtension)
    let snapshot: Snapshot
    do {
        // One snapshot at a time: making the value, laying it out and drawing it all touch SDL and FreeType.
        snapshot = try snapshotting.withLock { _ in try strategy.make(try value()) }
    } catch {
        return "could not make the snapshot: \(error)"
    }
    let exists = FileManager.default.fileExists(atPath: golden.path)
    do {
        if mode == .all || (!exists && mode != .never) {
            try SnapshotFiles.write(snapshot, to: golden)
            return mode == .all
                ? "recorded \(golden.path) (SNAPSHOT_TESTING_RECORD=all): run again without recording to compare"
                : "no golden was found; recorded \(golden.path): run again to compare against it"
        }
        guard exists else { return "no golden at \(golden.path), and recording is off (SNAPSHOT_TESTING_RECORD=never)" }
        guard
            let difference = try SnapshotFiles.compare(
                snapshot, with: golden, precision: strategy.precision,
                perceptualPrecision: strategy.perceptualPrecision)
        else {
            SnapshotFiles.removeArtifacts(of: golden)
            return nil
        }
        if mode == .failed {
            try SnapshotFiles.write(snapshot, to: golden)
            return "\(difference)\nre-recorded \(golden.path) (SNAPSHOT_TESTING_RECORD=failed)"
        }
        return difference
    } catch {
        return "snapshot \(golden.path): \(error)"
    }
}

/// Where an assertion was written, for the failure report.
struct SnapshotLocation {
    let fileID: StaticString, filePath: StaticString, line: UInt, column: UInt

    /// Reports a failure to the test framework running the test: Swift Testing when a Swift
    /// Testing test is running, XCTest otherwise.
    func fail(_ message: String) {
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}

/// Golden files: their paths, writing, comparing and failure artifacts.
enum SnapshotFiles {
    /// How many assertions each test has made so far (goldens are numbered by it).
    private static let counters = Mutex<[String: Int]>([:])

    /// `__Snapshots__/<TestFile>/<test name>.<n or name>.<ext>` beside the test file.
    static func golden(filePath: String, testName: String, name: String?, pathExtension: String) -> URL {
        let file = URL(fileURLWithPath: filePath)
        let folder = file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
        let test = sanitized(testName)
        let suffix =
            name.map(sanitized)
            ?? String(
                counters.withLock { counts in
                    let key = filePath + "\u{0}" + testName
                    counts[key, default: 0] += 1
                    return counts[key]!
                })
        return folder.appendingPathComponent("\(test).\(suffix).\(pathExtension)")
    }

    /// A name fit for a file: `loginScreen()` gives `loginScreen`, spaces and slashes become `-`.
    static func sanitized(_ s: String) -> String {
        var name = s.hasSuffix("()") ? String(s.dropLast(2)) : s
        name = String(name.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "-" })
        return name.isEmpty ? "snapshot" : name
    }

    static func write(_ snapshot: Snapshot, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        switch snapshot {
        case .image(let image): try image.writePNG(to: url.path)
        case .text(let text): try Data(text.utf8).write(to: url)
        }
        removeArtifacts(of: url)
    }

    static func artifact(_ golden: URL, _ kind: String) -> URL {
        golden.deletingPathExtension().appendingPathExtension("\(kind).\(golden.pathExtension)")
    }

    static func removeArtifacts(of golden: URL) {
        for kind in ["actual", "diff"] { try? FileManager.default.removeItem(at: artifact(golden, kind)) }
    }

    /// Nil when the snapshot matches the golden, else what differs (after writing the artifacts).
    static func compare(_ snapshot: Snapshot, with golden: URL, precision: Double, perceptualPrecision: Double) throws -> String? {
        switch snapshot {
        case .text(let text):
            let stored = try String(contentsOf: golden, encoding: .utf8)
            guard stored != text else { return nil }
            return "snapshot \(golden.lastPathComponent) does not match its golden:\n" + TextDiff.lines(expected: stored, actual: text)
        case .image(let image):
            let stored = try RGBAImage(contentsOf: golden.path)
            guard
                let result = ImageComparison.compare(
                    image, with: stored, precision: precision,
                    perceptualPrecision: perceptualPrecision)
            else { return nil }
            let actual = artifact(golden, "actual"), diff = artifact(golden, "diff")
            try image.writePNG(to: actual.path)
            if let diffImage = result.diff { try diffImage.writePNG(to: diff.path) }
            return "snapshot \(golden.lastPathComponent) does not match its golden: \(result.summary)\n"
                + "actual: \(actual.path)\n" + (result.diff == nil ? "" : "diff: \(diff.path)\n") + "golden: \(golden.path)"
        }
    }
}

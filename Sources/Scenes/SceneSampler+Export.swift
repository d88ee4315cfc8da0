import Foundation

// What `layoutsim frames` prints: the samples as they are taken, or the timeline export (per view
// and property), both written piece by piece so that memory stays flat over long runs.

extension SceneSampler {
    /// One sample as JSON: `{"t": 0.25, "frames": {"name": [x, y, w, h], ...}, "alpha": {"name": a, ...}}`.
    nonisolated static func text(_ s: Sample) -> String {
        JSONText.object([
            ("t", JSONText.number(s.t)),
            (
                "frames",
                JSONText.object(s.frames.map { ($0.0, JSONText.array([$0.1.x, $0.1.y, $0.1.width, $0.1.height].map(JSONText.number))) })
            ),
            ("alpha", JSONText.object(s.alpha.map { ($0.0, JSONText.number($0.1)) })),
        ])
    }

    /// `{"samples": [{"t": 0.25, "frames": {...}, "alpha": {...}}, ...]}`.
    public static func json(_ samples: [Sample]) -> String {
        var out = ""
        var writer = SamplesWriter { out += $0 }
        for s in samples { writer.append(s) }
        writer.finish()
        return out
    }

    /// The timeline export: per view and property, the samples `[t, value]`.
    public static func timelineJSON(_ samples: [Sample]) throws -> String {
        let writer = try TimelineWriter()
        for s in samples { try writer.append(s) }
        var out = ""
        try writer.finish { out += $0 }
        return out
    }
}

/// Writes ``SceneSampler/json(_:)`` piece by piece as samples come: each sample is written when it
/// is taken and then forgotten.
public struct SamplesWriter {
    private let write: (String) -> Void
    private var count = 0

    /// Starts the export; `write` receives the text in pieces.
    public init(write: @escaping (String) -> Void) {
        self.write = write
        write("{\"samples\": [")
    }

    /// Writes one sample.
    public mutating func append(_ s: SceneSampler.Sample) {
        write((count == 0 ? "" : ", ") + SceneSampler.text(s))
        count += 1
    }

    /// Closes the export.
    public func finish() { write("]}") }
}

/// Writes the timeline export (`{"timeline": {"name": {"x": [[t, x], ...], "y": ..., "width": ...,
/// "height": ..., "alpha": ...}}}`) of samples that arrive one at a time. Each series is kept in a
/// scratch file as it grows (a small buffer each in memory), so memory stays flat however many
/// samples there are; the scratch folder is removed when the writer goes.
public final class TimelineWriter {
    private static let properties = ["x", "y", "width", "height", "alpha"]
    private static let bufferLimit = 1 << 16
    private let folder: URL
    private var names: [String] = []
    private var buffers: [[UInt8]] = []
    private var count = 0

    /// Makes a writer with a scratch folder in the temporary directory.
    ///
    /// - Throws: when the folder cannot be made.
    public init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsim-timeline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// Adds a sample (the views of the first sample name the series).
    ///
    /// - Throws: when a scratch file cannot be written.
    public func append(_ s: SceneSampler.Sample) throws {
        if count == 0 {
            names = s.frames.map(\.0)
            buffers = Array(repeating: [], count: names.count * Self.properties.count)
        }
        let separator = count == 0 ? "" : ", "
        let t = JSONText.number(s.t)
        for (i, frame) in s.frames.prefix(names.count).enumerated() {
            let f = frame.1
            let values = [f.x, f.y, f.width, f.height, s.alpha[i].1]
            for (p, value) in values.enumerated() {
                let k = i * Self.properties.count + p
                buffers[k] += Array("\(separator)[\(t), \(JSONText.number(value))]".utf8)
                if buffers[k].count >= Self.bufferLimit { try flush(k) }
            }
        }
        count += 1
    }

    private func file(_ k: Int) -> URL { folder.appendingPathComponent("\(k)") }

    /// Appends series `k`'s buffer to its scratch file.
    private func flush(_ k: Int) throws {
        let url = file(k)
        if !FileManager.default.fileExists(atPath: url.path) {
            guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
            }
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: buffers[k])
        buffers[k].removeAll(keepingCapacity: true)
    }

    /// Writes the export, piece by piece.
    ///
    /// - Parameter write: where the text goes.
    /// - Throws: when a scratch file cannot be read back.
    public func finish(_ write: (String) -> Void) throws {
        guard count > 0 else { return write(JSONText.object([("timeline", "{}")])) }
        write("{\"timeline\": {")
        for (i, name) in names.enumerated() {
            write((i == 0 ? "" : ", ") + JSONText.string(name) + ": {")
            for (p, property) in Self.properties.enumerated() {
                let k = i * Self.properties.count + p
                write((p == 0 ? "" : ", ") + JSONText.string(property) + ": [")
                if FileManager.default.fileExists(atPath: file(k).path) {
                    let handle = try FileHandle(forReadingFrom: file(k))
                    defer { try? handle.close() }
                    while let chunk = try handle.read(upToCount: Self.bufferLimit), !chunk.isEmpty {
                        write(String(decoding: chunk, as: UTF8.self))
                    }
                }
                write(String(decoding: buffers[k], as: UTF8.self) + "]")
            }
            write("}")
        }
        write("}}")
    }
}

import Foundation

/// Assembles an animated PNG from PNG frames of one size, reusing each frame's compressed image
/// data (IDAT becomes fdAT after the first frame), so no image is encoded twice.
enum APNG {
    struct Chunk {
        let type: String
        let data: Data
    }

    enum Failure: Error, CustomStringConvertible {
        case notPNG(String)
        case sizeMismatch(String)
        var description: String {
            switch self {
            case .notPNG(let p): "\(p) is not a PNG file"
            case .sizeMismatch(let p): "\(p) does not have the first frame's size and format"
            }
        }
    }

    static let signature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

    static func chunks(of data: Data, path: String) throws -> [Chunk] {
        guard data.starts(with: signature) else { throw Failure.notPNG(path) }
        var out: [Chunk] = []
        var i = 8
        let bytes = [UInt8](data)
        while i + 8 <= bytes.count {
            let length = Int(UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3]))
            let type = String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self)
            guard i + 12 + length <= bytes.count else { throw Failure.notPNG(path) }
            out.append(Chunk(type: type, data: Data(bytes[(i + 8)..<(i + 8 + length)])))
            i += 12 + length
        }
        return out
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return c ^ 0xFFFF_FFFF
    }

    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    static func be16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }

    static func encode(_ type: String, _ payload: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + payload
        return be32(UInt32(payload.count)) + body + be32(crc32(body))
    }

    /// Writes `frames` (PNG files, in order) as one APNG that loops forever, each frame shown for
    /// `delay` seconds (as a fraction of 1/1000 s). Frames are read and written one at a time, so
    /// memory does not grow with their number.
    static func write(frames: [String], delay: Double, to path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil), let file = FileHandle(forWritingAtPath: path) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
        }
        defer { try? file.close() }
        var out = [UInt8](signature)
        func flush() throws {
            try file.write(contentsOf: out)
            out.removeAll(keepingCapacity: true)
        }
        var header: Data?
        var sequence: UInt32 = 0
        let delayNumerator = UInt16(min(max((delay * 1000).rounded(), 1), 65535))
        for (index, file) in frames.enumerated() {
            let chunks = try chunks(of: try Data(contentsOf: URL(fileURLWithPath: file)), path: file)
            guard let ihdr = chunks.first(where: { $0.type == "IHDR" }) else { throw Failure.notPNG(file) }
            if let header, header != ihdr.data { throw Failure.sizeMismatch(file) }
            let bytes = [UInt8](ihdr.data)
            if index == 0 {
                header = ihdr.data
                out += encode("IHDR", bytes)
                out += encode("acTL", be32(UInt32(frames.count)) + be32(0))
            }
            let fctl = be32(sequence) + Array(bytes[0..<8]) + be32(0) + be32(0) + be16(delayNumerator) + be16(1000) + [0, 0]
            out += encode("fcTL", fctl)
            sequence += 1
            for chunk in chunks where chunk.type == "IDAT" {
                if index == 0 {
                    out += encode("IDAT", [UInt8](chunk.data))
                } else {
                    out += encode("fdAT", be32(sequence) + [UInt8](chunk.data))
                    sequence += 1
                }
            }
            try flush()
        }
        out += encode("IEND", [])
        try flush()
    }
}

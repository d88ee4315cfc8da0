import Foundation
import InterfaceBuilder
import Layout

/// I1: reading and laying out a folder of storyboards and xibs (every hierarchy, stored content sizes).
enum DocumentWorkload {
    /// The folders searched for documents when `--documents` is not given: the public corpus beside
    /// the checkout, then the project's fixtures.
    static let defaultFolders = ["../shared/ib/docs", "Tests/InterfaceBuilderTests/Fixtures"]

    /// The `.storyboard` and `.xib` files of `folder`, sorted, at most `limit` of them.
    ///
    /// - Throws: exit status 2 when the folder cannot be read or holds no document.
    static func documents(in folder: String, limit: Int?) throws -> [URL] {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: folder) } catch {
            throw inputFailure("I1: cannot read the folder \(folder): \(error.localizedDescription)")
        }
        let files = names.filter { isInterfaceBuilderDocument($0) }.sorted().map { URL(fileURLWithPath: folder).appendingPathComponent($0) }
        guard !files.isEmpty else { throw inputFailure("I1: \(folder) holds no .storyboard or .xib") }
        return Array(files.prefix(limit ?? files.count))
    }

    /// The first of ``defaultFolders`` that exists, or nil.
    static var defaultFolder: String? { defaultFolders.first { FileManager.default.fileExists(atPath: $0) } }

    /// Reads and lays out every document; returns how long reading alone took (ms) and how many
    /// hierarchies were laid out.
    ///
    /// - Throws: ``BenchError/wrongAnswer(_:)`` naming a document that cannot be read.
    static func run(_ files: [URL]) throws -> (readMS: Double, hierarchies: Int) {
        var readMS = 0.0, hierarchies = 0
        for file in files {
            let start = DispatchTime.now().uptimeNanoseconds
            let document: InterfaceBuilderDocument
            do { document = try InterfaceBuilderDocument(contentsOf: file) } catch {
                throw BenchError.wrongAnswer("I1: \(error)")
            }
            readMS += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            for h in document.hierarchies {
                // A root no window can hold (zero height) is refused; the others are laid out.
                if (try? document.layOut(h, contentSize: .stored)) != nil { hierarchies += 1 }
            }
        }
        return (readMS, hierarchies)
    }
}

import Foundation
import Testing
import TestSupport

@Suite("layoutsim bench and demo")
struct BenchAndDemoTests {
    @Test("bench --json with one workload prints one object with the contract's fields", arguments: ["S1", "S2", "S3", "S4"])
    func benchJSON(workload: String) throws {
        let n = workload == "S4" ? "600" : "60"
        let result = try CLI.run(["bench", "--json", "--workload", workload, "--n", n, "--runs", "1"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(object?["workload"] as? String == workload)
        #expect(object?["n"] as? Int == Int(n))
        #expect(object?["runs"] as? Int == 1)
        #expect((object?["median_ms"] as? Double).map { $0 > 0 } == true)
    }

    @Test("bench I1 reads and lays out a folder of storyboards and xibs; a folder without any is refused")
    func benchDocuments() throws {
        let fixtures = CLI.packageRoot.appendingPathComponent("Tests/InterfaceBuilderTests/Fixtures").path
        let result = try CLI.run(["bench", "--json", "--workload", "I1", "--documents", fixtures, "--runs", "1"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let documents = try FileManager.default.contentsOfDirectory(atPath: fixtures).filter {
            $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib")
        }
        #expect(object?["n"] as? Int == documents.count, "one run reads every document of the folder")
        #expect((object?["read_ms"] as? Double).map { $0 > 0 } == true)
        let empty = try CLI.run(["bench", "--workload", "I1", "--documents", CLI.packageRoot.appendingPathComponent("Sources").path])
        #expect(empty.status == 2 && empty.stderr.contains("holds no .storyboard or .xib"), "\(empty.stderr)")
    }

    @Test("demo writes a PNG headless and says where")
    func demoHeadless() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsim-demo-\(getpid())")
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLI.run(["demo", "--headless", "--out", dir.path])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let png = dir.appendingPathComponent("frame_0000.png")
        #expect(result.stdout.contains(png.path))
        let bytes = try Data(contentsOf: png)
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("demo rejects an unknown name and a bad size as usage errors (ArgumentParser's exit 64, with the usage)")
    func demoErrors() throws {
        let unknown = try CLI.run(["demo", "nope", "--headless"])
        #expect(
            unknown.status == 64 && unknown.stderr.contains("unknown demo \"nope\"") && unknown.stderr.contains("Usage: layoutsim demo"),
            "\(unknown.stderr)")
        let bad = try CLI.run(["demo", "--headless", "--size", "0x10"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("--size must be WIDTHxHEIGHT"))
    }
}

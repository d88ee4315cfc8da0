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

    @Test("bench ends with the targets its figures cover, each a ratio of this run's figures and a verdict")
    func benchTargets() throws {
        let result = try CLI.run(["bench", "--workload", "L4", "--n", "60", "--runs", "1"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "the L4 line, the heading, one target: \(lines)")
        let target = try #require(lines.last)
        #expect(target.contains("L4 moving 100 cells / building L4") && target.contains("(at most 0.03)"))
        #expect(target.hasSuffix("met") || target.hasSuffix("missed"))
        // S1 at one size covers no target: no heading.
        let s1 = try CLI.run(["bench", "--workload", "S1", "--n", "60", "--runs", "1"])
        #expect(!s1.stdout.contains("Targets"), "\(s1.stdout)")
        // JSON stays one object.
        let json = try CLI.run(["bench", "--json", "--workload", "L4", "--n", "60", "--runs", "1"])
        #expect(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) is [String: Any])
        // L6 times S1 grid(N) beside each first layout, for its target's ratio.
        let l6 = try CLI.run(["bench", "--json", "--workload", "L6", "--n", "60", "--runs", "1"])
        let object = try JSONSerialization.jsonObject(with: Data(l6.stdout.utf8)) as? [String: Any]
        #expect((object?["s1_reference_ms"] as? Double).map { $0 > 0 } == true, "\(l6.stdout)")
    }

    @Test("bench runs a workload's sizes in turns: S1's three sizes make the same runs, and its growth is their ratio")
    func benchSizesInTurns() throws {
        let result = try CLI.run(["bench", "--workload", "S1", "--runs", "2"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let sizes = lines.filter { $0.hasPrefix("S1") }
        #expect(sizes.count == 3 && sizes.allSatisfy { $0.contains("runs=2 ") }, "\(lines)")
        #expect(zip(sizes, ["n=100 ", "n=1000 ", "n=10000 "]).allSatisfy { $0.contains($1) }, "smallest first: \(sizes)")
        #expect(lines.last?.contains("S1 growth, grid(10000) / grid(1000)") == true, "\(lines)")
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

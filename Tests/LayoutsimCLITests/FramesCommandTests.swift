import Foundation
import Testing
import TestSupport

@Suite("layoutsim frames")
struct FramesCommandTests {
    static let scene = CLI.packageRoot.appendingPathComponent("Tests/LayoutsimCLITests/Scenes/animated.json").path

    @Test("samples presentation frames and alpha at the given times (easeInOut, 1 s, starting at 0.5)")
    func times() throws {
        let result = try CLI.run(["frames", Self.scene, "--times", "0,0.75,1,2"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
        let samples = json["samples"] as! [[String: Any]]
        #expect(samples.map { $0["t"] as! Double } == [0, 0.75, 1, 2])
        let heights = samples.map { (($0["frames"] as! [String: [Double]])["optionA"]!)[3] }
        #expect(heights[0] == 60 && abs(heights[1] - (60 + 10 * 0.1292)) < 1e-3 && heights[2] == 65 && heights[3] == 70)
        let alphas = samples.map { ($0["alpha"] as! [String: Double])["optionA"]! }
        #expect(alphas[0] == 1 && alphas[3] == 0.5)
    }

    @Test("--fps/--seconds sample every frame; --timeline exports [t, value] series per property")
    func fpsAndTimeline() throws {
        let result = try CLI.run(["frames", Self.scene, "--fps", "60", "--seconds", "2", "--timeline"])
        #expect(result.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
        let height = ((json["timeline"] as! [String: Any])["optionA"] as! [String: Any])["height"] as! [[Double]]
        #expect(height.count == 121)
        #expect(height.map { $0[1] } == height.map { $0[1] }.sorted(), "the height only grows")
    }

    @Test("bad animations name their JSON path", arguments: [
        (#"{"window": [10, 10], "animations": [{"duration": 1, "curve": "bouncy", "changes": []}]}"#, #"animations[0].curve: unknown curve "bouncy""#),
        (#"{"window": [10, 10], "animations": [{"duration": 1, "changes": [{"constraint": "nope", "constant": 1}]}]}"#,
         #"animations[0].changes[0].constraint: no constraint has identifier "nope""#),
    ])
    func badAnimations(json: String, message: String) throws {
        let result = try CLI.run(["frames", "-", "--times", "0"], stdin: json)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }
}

import ArgumentParser
import Foundation
import Layout
import Scenes

/// `layoutsim frames`: samples a scene's presentation frames over time, running its animations.
struct FramesCommand: MainActorCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Sample a scene's animated frames over time (virtual clock).",
        discussion: """
            Prints {"samples": [{"t": 0.25, "frames": {"name": [x, y, w, h], ...}, "alpha": {...}}, ...]}
            with presentation values in window coordinates. Each animation of the scene's
            "animations" list runs at its "at" time. --timeline prints per view and property the
            samples [t, value] instead.
            """)

    @Argument(help: "The scene file, or - for standard input.")
    var scene: String

    @Option(help: "Sample times in seconds, comma-separated (e.g. 0,0.25,0.5).")
    var times: String?

    @Option(help: "Frames per second (with --seconds).")
    var fps: Double?

    @Option(help: "How many seconds to sample (with --fps).")
    var seconds: Double?

    @Flag(help: "Print the timeline export (per view and property, [t, value] samples).")
    var timeline = false

    func validate() throws {
        guard try sampleTimes(times: times, fps: fps, seconds: seconds, maxFPS: 1000, maxSeconds: 3600) != nil else {
            throw ValidationError("give --times, or --fps with --seconds")
        }
    }

    @MainActor
    func runOnMainActor() throws {
        let sampleTimes = try sampleTimes(times: times, fps: fps, seconds: seconds, maxFPS: 1000, maxSeconds: 3600) ?? []
        let (parsed, built, _) = try loadScene(scene)
        // Samples are written as they are taken (the timeline through scratch files), so memory
        // stays flat however many there are.
        let out = BufferedOutput()
        if timeline {
            do {
                let writer = try TimelineWriter()
                try SceneSampler.stream(built, scene: parsed, times: sampleTimes) { try writer.append($0) }
                try writer.finish(out.write)
            } catch {
                throw inputFailure("cannot write the timeline's scratch files: \(error.localizedDescription)")
            }
        } else {
            var writer = SamplesWriter(write: out.write)
            SceneSampler.stream(built, scene: parsed, times: sampleTimes) { writer.append($0) }
            writer.finish()
        }
        out.write("\n")
        out.flush()
    }
}

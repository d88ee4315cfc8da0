import ArgumentParser

/// The `layoutsim` command line.
struct LayoutSim: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutsim",
        abstract: "Apple's Auto Layout on Linux: solve, benchmark and render layouts.",
        subcommands: [
            SolveCommand.self, VFLCommand.self, LayoutCommand.self, FramesCommand.self, RenderCommand.self, ShowCommand.self,
            ExplainCommand.self, BenchCommand.self, DemoCommand.self,
        ])
}

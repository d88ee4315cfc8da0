import Foundation

/// Runs the built `layoutsim` binary as a subprocess (shared by the test targets).
nonisolated public enum CLI {
    /// The package root, found from this file's path.
    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The `layoutsim` binary built beside the test bundle.
    public static var binary: URL {
        // The test bundle sits beside the built products.
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [bundle, Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        for dir in candidates {
            let url = dir.appendingPathComponent("layoutsim")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return packageRoot.appendingPathComponent(".build/debug/layoutsim")
    }

    /// `xvfb-run`, which window tests run the binary under (Scripts/install-deps.sh installs it).
    public static let xvfbRun = "/usr/bin/xvfb-run"

    /// Whether window tests can run here.
    public static var haveXvfb: Bool { FileManager.default.isExecutableFile(atPath: xvfbRun) }

    /// The `wrapper` for ``run(_:stdin:wrapper:unset:)`` that gives the binary a 1024 x 768 virtual display.
    public static let xvfbWrapper = [xvfbRun, "-a", "-s", "-screen 0 1024x768x24"]

    /// What a run printed and how it exited.
    public struct Result: Sendable {
        /// The exit status.
        public let status: Int32
        /// Standard output.
        public let stdout: String
        /// Standard error.
        public let stderr: String
    }

    /// Runs `layoutsim` with arguments and optional standard input. `wrapper` runs it through
    /// another program (e.g. `["/usr/bin/xvfb-run", "-a"]`); `unset` removes environment variables.
    public static func run(
        _ arguments: [String], stdin: String? = nil, wrapper: [String] = [],
        unset: [String] = []
    ) throws -> Result {
        let process = Process()
        if let first = wrapper.first {
            process.executableURL = URL(fileURLWithPath: first)
            process.arguments = Array(wrapper.dropFirst()) + [binary.path] + arguments
        } else {
            process.executableURL = binary
            process.arguments = arguments
        }
        if !unset.isEmpty {
            var env = ProcessInfo.processInfo.environment
            for key in unset { env[key] = nil }
            process.environment = env
        }
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}

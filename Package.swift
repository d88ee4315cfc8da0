// swift-tools-version:6.2
//
// LayoutSim: Apple's Auto Layout on Linux, solved by a Cassowary solver and drawn with SDL2.
//
// Dependencies point one way only:
//   Cassowary <- Layout <- Animation
//                Layout <- Rendering <- SDLBackend (the only module that touches C)
import PackageDescription

let swiftSettings: [SwiftSetting] = [.swiftLanguageMode(.v6)]
/// Code that drives views (tests, the gallery, the tool) runs on the main actor, where the view
/// tree lives, as a UIKit app's does.
let mainActorSettings: [SwiftSetting] = swiftSettings + [.defaultIsolation(MainActor.self)]

let package = Package(
    name: "LayoutSim",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "Animation", targets: ["Animation"]),
        .library(name: "Rendering", targets: ["Rendering"]),
        .library(name: "SDLBackend", targets: ["SDLBackend"]),
        .library(name: "LayoutSimTesting", targets: ["LayoutSimTesting"]),
        .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
        .library(name: "UIKit", targets: ["UIKit", "_Testing_UIKit"]),
        .executable(name: "layoutsim", targets: ["layoutsim"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `swift package generate-documentation` (the DocC catalogs); a plugin, nothing is linked.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // MARK: Core (pure Swift)

        /// The incremental Cassowary simplex solver. Imports nothing, not even Foundation.
        .target(name: "Cassowary", swiftSettings: swiftSettings),
        /// Views, constraints, anchors and the layout passes, built on the solver.
        .target(name: "Layout", dependencies: ["Cassowary"], swiftSettings: swiftSettings),
        /// Clocks, timing curves, springs and animators over the layout tree.
        .target(name: "Animation", dependencies: ["Layout"], swiftSettings: swiftSettings),
        /// Display lists built from a laid-out tree; knows nothing of SDL.
        .target(name: "Rendering", dependencies: ["Layout"], swiftSettings: swiftSettings),

        /// Layouts as data: JSON scene files turned into windows of views and constraints.
        .target(name: "Scenes", dependencies: ["Layout", "Animation"], swiftSettings: swiftSettings),

        /// Storyboards and xibs read into views, controllers and constraints (Foundation's XML parser).
        .target(name: "InterfaceBuilder", dependencies: ["Layout"], swiftSettings: swiftSettings),

        /// UIKit's names (`UIView`, `NSLayoutConstraint`, `UIColor`...) over Layout, Animation and
        /// Rendering, so UIKit code compiles as written. Re-exports Foundation, as UIKit does.
        .target(name: "UIKit", dependencies: ["Layout", "Animation", "Rendering"], swiftSettings: swiftSettings),
        /// The overlay Swift Testing loads when a test imports both Testing and UIKit (empty).
        .target(name: "_Testing_UIKit", swiftSettings: swiftSettings),

        // MARK: SDL2 (system libraries and the backend that wraps them)

        .systemLibrary(
            name: "CSDL2", pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(
            name: "CSDL2TTF", pkgConfig: "SDL2_ttf",
            providers: [.apt(["libsdl2-ttf-dev"])]),
        .systemLibrary(
            name: "CSDL2Image", pkgConfig: "SDL2_image",
            providers: [.apt(["libsdl2-image-dev"])]),
        .systemLibrary(
            name: "CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]),
        .target(
            name: "SDLBackend",
            dependencies: ["Rendering", "CSDL2", "CSDL2TTF", "CSDL2Image", "CPNG"],
            swiftSettings: swiftSettings),

        // MARK: Benchmarks and the command-line tool

        /// The solver workloads of shared/bench/WORKLOADS.md, shared by `layoutsim bench` and the tests.
        .target(name: "SolverWorkloads", dependencies: ["Cassowary"], swiftSettings: swiftSettings),
        /// The layout workloads L1-L6 of shared/bench/WORKLOADS.md.
        .target(name: "LayoutWorkloads", dependencies: ["Layout"], swiftSettings: swiftSettings),
        /// The demo gallery: the seed documents' examples as view controllers.
        .target(name: "Examples", dependencies: ["Layout", "Animation", "UIKit"], path: "Examples", exclude: ["README.md"], swiftSettings: mainActorSettings),

        .executableTarget(
            name: "layoutsim",
            dependencies: [
                "Examples", "Cassowary", "Layout", "Animation", "Scenes", "InterfaceBuilder", "Rendering", "SDLBackend", "SolverWorkloads", "LayoutWorkloads", "UIKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: mainActorSettings),

        /// Snapshot tests for users' screens: `assertSnapshot(of:as:)` with image, layout, animation
        /// and timeline strategies, goldens beside the test file (Swift Testing and XCTest).
        .target(name: "LayoutSimTesting", dependencies: ["Layout", "Animation", "Rendering", "SDLBackend", "Scenes", "UIKit", "_Testing_UIKit"],
                swiftSettings: swiftSettings),

        // MARK: Tests

        /// Helpers shared by the test targets (running the built command-line tool).
        .target(name: "TestSupport", dependencies: ["Layout"], path: "Tests/TestSupport", swiftSettings: mainActorSettings),

        .testTarget(
            name: "CassowaryTests", dependencies: ["Cassowary", "SolverWorkloads", "TestSupport"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "ExamplesTests", dependencies: ["Examples", "Layout", "UIKit", "_Testing_UIKit", "Animation", "Rendering", "TestSupport", "layoutsim"],
            swiftSettings: mainActorSettings),
        .testTarget(
            name: "LayoutTests", dependencies: ["Examples", "Layout", "UIKit", "_Testing_UIKit", "Scenes", "LayoutWorkloads", "TestSupport", "layoutsim"],
            exclude: ["Fixtures"],
            swiftSettings: mainActorSettings),
        .testTarget(
            name: "AnimationTests", dependencies: ["Animation", "Layout", "TestSupport"],
            swiftSettings: mainActorSettings),
        .testTarget(
            name: "SDLBackendTests", dependencies: ["SDLBackend", "Rendering", "Layout", "Scenes", "TestSupport", "LayoutSimTesting"],
            exclude: ["GoldenScenes", "Images", "__Snapshots__"],
            swiftSettings: mainActorSettings),
        .testTarget(
            name: "LayoutSimTestingTests", dependencies: ["LayoutSimTesting", "Layout", "Animation", "SDLBackend", "InterfaceBuilder"],
            exclude: ["__Snapshots__"],
            swiftSettings: mainActorSettings),
        .testTarget(
            name: "UIKitTests", dependencies: ["UIKit", "_Testing_UIKit", "Layout", "Animation", "Rendering", "LayoutSimTesting", "SDLBackend"],
            exclude: ["__Snapshots__"],
            swiftSettings: mainActorSettings),
        .testTarget(
            name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "Layout"],
            exclude: ["Fixtures"],
            swiftSettings: mainActorSettings),
        .testTarget(
            name: "LayoutsimCLITests", dependencies: ["layoutsim", "TestSupport", "SDLBackend", "Layout", "Rendering"],
            exclude: ["Scenes"],
            swiftSettings: swiftSettings),
    ]
)

// swift-tools-version: 6.1
import PackageDescription

import class Foundation.ProcessInfo

/// Settings shared by every target: Swift 6 language mode with the upcoming features we rely on.
let sharedSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    // An import is internal unless written `public import` (where a module's public API shows its types).
    .enableUpcomingFeature("InternalImportsByDefault")
]

let package = Package(
    name: "AnimationStudio",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "animstudio", targets: ["animstudio"]),
        .library(name: "AnimationCore", targets: ["AnimationCore"]),
        .library(name: "StudioREPL", targets: ["StudioREPL"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-numerics.git", from: "1.1.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2")
    ],
    targets: [
        .target(
            name: "AnimationCore",
            dependencies: [.product(name: "RealModule", package: "swift-numerics")],
            swiftSettings: sharedSettings
        ),
        // Text in terminal columns: widths from Unicode's data, and how hidden characters are shown.
        .target(name: "TerminalText", swiftSettings: sharedSettings),
        // A small HTTP/1.1 server on 127.0.0.1 (POSIX sockets, a thread per connection), for the preview.
        .target(name: "LoopbackHTTP", swiftSettings: sharedSettings),
        .target(name: "TerminalPlot", dependencies: ["TerminalText"], swiftSettings: sharedSettings),
        // The tuner's screen: its state drawn as a grid of cells, keys decoded, updates computed. Pure, no I/O.
        .target(
            name: "TunerView",
            dependencies: [
                "AnimationCore", "StudioEditing", "TerminalPlot", "TerminalText",
                .product(name: "RealModule", package: "swift-numerics")
            ],
            swiftSettings: sharedSettings
        ),
        // The schema: numbered, append-only SQL files embedded in the binary.
        .target(
            name: "StudioMigrations", path: "Migrations",
            resources: [
                .embedInCode("0001_create_presets.sql"), .embedInCode("0002_create_preset_versions.sql"),
                .embedInCode("0003_create_drafts.sql"), .embedInCode("0004_create_tags.sql"),
                .embedInCode("0005_create_settings.sql"), .embedInCode("0006_create_datasets.sql"),
                .embedInCode("0007_create_preview_sessions.sql"), .embedInCode("0008_create_saved_scripts.sql"),
                .embedInCode("0009_typed_parameters.sql"), .embedInCode("0020_create_library.sql"),
                .embedInCode("0021_create_library_scripts.sql"),
                .embedInCode("0022_library_version_authors_immutable.sql"),
                .embedInCode("0023_create_agent_records.sql")
            ],
            swiftSettings: sharedSettings
        ),
        // The only module that speaks SQL.
        .target(
            name: "StudioStore",
            dependencies: [
                "AnimationCore", "DirectoryEntries", "StudioMigrations", "TerminalText",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift")
            ],
            swiftSettings: sharedSettings
        ),
        .target(
            name: "StudioExchange",
            dependencies: [
                "AnimationCore", "DirectoryEntries", .product(name: "RealModule", package: "swift-numerics")
            ],
            swiftSettings: sharedSettings
        ),
        // Draft editing, below every way to edit (the prompt's verbs, the tuner, the browser editor):
        // changes as deltas applied inside one store write, the 409 rule, undo, redo, commit, and
        // every editable parameter's unit, range and step.
        .target(
            name: "StudioEditing",
            dependencies: [
                "AnimationCore", "StudioExchange", "StudioStore", "TerminalText",
                .product(name: "RealModule", package: "swift-numerics")
            ],
            swiftSettings: sharedSettings
        ),
        // A folder's names read with readdir, without copying an entry past the end of its record.
        .target(name: "DirectoryEntries", swiftSettings: sharedSettings),
        // A program run from an argument array with posix_spawn, synchronously (git, and the tests' children).
        .target(name: "ChildProcess", dependencies: ["DirectoryEntries"], swiftSettings: sharedSettings),
        // The team library: canonical preset files, the Git working copy (the user's own `git`
        // through ChildProcess, never a shell) and the pure three-way merge of presets.
        .target(
            name: "StudioLibrary",
            dependencies: ["AnimationCore", "StudioStore", "StudioExchange", "Simulation", "ChildProcess"],
            swiftSettings: sharedSettings
        ),
        // The table-view scroll simulation and terminal playback frames: pure, no I/O.
        .target(
            name: "Simulation",
            dependencies: ["AnimationCore", "TerminalText", .product(name: "RealModule", package: "swift-numerics")],
            swiftSettings: sharedSettings
        ),
        // libedit (BSD editline) for line editing in the interactive studio.
        .systemLibrary(
            name: "CLibEdit", path: "Sources/CLibEdit", pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
        ),
        // The version a release binary was stamped with (a section packaging/stamp-version fills).
        .target(name: "CBuildStamp"),
        .target(
            name: "StudioREPL",
            dependencies: [
                "AnimationCore", "DirectoryEntries", "Simulation", "StudioEditing", "StudioExchange", "StudioLibrary",
                "StudioStore", "TerminalPlot", "TerminalText", "TunerView",
                "CLibEdit", "CBuildStamp",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ],
            swiftSettings: sharedSettings
        ),
        // The live preview: a loopback web server and its page (Page/*.html, .css, .js, embedded at build
        // time); reads the store, and writes drafts only with --edit, through the command language's
        // own editor (a DraftEditor the program plugs in).
        .target(
            name: "StudioPreview",
            dependencies: [
                "AnimationCore", "Simulation", "StudioEditing", "StudioStore", "StudioExchange", "LoopbackHTTP"
            ],
            resources: [
                .embedInCode("Page/preview.html"), .embedInCode("Page/preview.css"), .embedInCode("Page/preview.js"),
                .embedInCode("Page/editor.js")
            ],
            swiftSettings: sharedSettings
        ),
        // The agent interface: the Model Context Protocol on standard input and output, its tools
        // generated from the verbs' declarations and run through the command language's own handlers.
        .target(
            name: "StudioMCP",
            dependencies: ["AnimationCore", "StudioExchange", "StudioREPL", "StudioStore", "TerminalText"],
            swiftSettings: sharedSettings
        ),
        // The program: the command language, with the live preview's server and the agent interface plugged in.
        .executableTarget(
            name: "animstudio",
            dependencies: ["StudioEditing", "StudioREPL", "StudioPreview", "StudioStore", "StudioMCP"],
            swiftSettings: sharedSettings
        ),
        .target(
            name: "StudioTestSupport",
            dependencies: ["AnimationCore", "ChildProcess", "DirectoryEntries", "StudioEditing", "StudioStore"],
            path: "Tests/StudioTestSupport",
            swiftSettings: sharedSettings
        ),
        .testTarget(
            name: "AnimationCoreTests",
            dependencies: [
                "AnimationCore", "StudioTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "RealModule", package: "swift-numerics")
            ],
            swiftSettings: sharedSettings
        ),
        .testTarget(
            name: "StudioStoreTests",
            dependencies: [
                "StudioStore", "StudioMigrations", "StudioTestSupport", "AnimationCore",
                .product(name: "GRDB", package: "GRDB.swift")
            ],
            exclude: ["Snapshots"],
            swiftSettings: sharedSettings
        ),
        .testTarget(
            name: "TerminalTextTests",
            dependencies: ["TerminalText"],
            swiftSettings: sharedSettings
        ),
        .testTarget(
            name: "TerminalPlotTests",
            dependencies: ["TerminalPlot", "TerminalText", "StudioTestSupport"],
            exclude: ["Snapshots"],
            swiftSettings: sharedSettings
        ),
        .testTarget(
            name: "TunerViewTests",
            dependencies: ["TunerView", "StudioEditing", "AnimationCore", "TerminalPlot", "StudioTestSupport"],
            exclude: ["Snapshots"],
            swiftSettings: sharedSettings
        ),
        .testTarget(
            name: "SimulationTests",
            dependencies: ["Simulation", "AnimationCore", "StudioTestSupport"],
            exclude: ["Snapshots"],
            swiftSettings: sharedSettings
        ),
        .testTarget(
            name: "StudioExchangeTests",
            dependencies: [
                "StudioExchange", "StudioTestSupport", .product(name: "RealModule", package: "swift-numerics")
            ],
            exclude: ["Stubs"],
            swiftSettings: sharedSettings
        ),
        .testTarget(
            name: "LoopbackHTTPTests", dependencies: ["LoopbackHTTP", "StudioTestSupport"],
            swiftSettings: sharedSettings
        ),
        .testTarget(name: "ChildProcessTests", dependencies: ["ChildProcess"], swiftSettings: sharedSettings),
        .testTarget(
            name: "DirectoryEntriesTests", dependencies: ["DirectoryEntries"], swiftSettings: sharedSettings),
        .testTarget(
            name: "StudioLibraryTests",
            dependencies: [
                "StudioLibrary", "StudioStore", "StudioExchange", "AnimationCore", "Simulation", "StudioTestSupport"
            ],
            swiftSettings: sharedSettings
        ),
        .testTarget(
            name: "StudioEditingTests",
            dependencies: ["StudioEditing", "StudioStore", "AnimationCore", "StudioTestSupport"],
            swiftSettings: sharedSettings
        ),
        .testTarget(
            name: "StudioPreviewTests",
            dependencies: ["StudioPreview", "StudioStore", "AnimationCore", "Simulation", "StudioTestSupport"],
            swiftSettings: sharedSettings
        ),
        .testTarget(
            name: "StudioMCPTests",
            dependencies: ["StudioMCP", "StudioREPL", "AnimationCore", "StudioTestSupport"],
            exclude: ["Clients"],
            swiftSettings: sharedSettings
        ),
        .testTarget(
            name: "StudioREPLTests",
            dependencies: [
                "StudioREPL", "StudioStore", "StudioTestSupport", "AnimationCore", "Simulation", "TerminalPlot",
                "TerminalText", "CLibEdit", "TunerView", "StudioEditing",
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ],
            exclude: ["Fixtures", "Snapshots"],
            swiftSettings: sharedSettings
        )
    ]
)

// Benchmarks (package-benchmark) are declared only when asked for, so the product's dependencies
// and Package.resolved stay its own: `make test` compiles them and `make bench` runs them, both
// through Benchmarks/with-benchmark-pins, which sets ANIMSTUDIO_BENCHMARKS=1 and keeps their pins.
if ProcessInfo.processInfo.environment["ANIMSTUDIO_BENCHMARKS"] != nil {
    package.dependencies.append(
        .package(url: "https://github.com/ordo-one/benchmark.git", from: "1.38.1", traits: ["MallocInterposer"]))
    package.targets += [
        // The same sampling loops written in C, as the yardstick for the Swift ones.
        .target(name: "CSampling", path: "Benchmarks/Sources/CSampling"),
        .executableTarget(
            name: "SamplingBenchmarks",
            dependencies: [.product(name: "Benchmark", package: "benchmark"), "AnimationCore", "CSampling"],
            path: "Benchmarks/SamplingBenchmarks",
            swiftSettings: [.unsafeFlags(["-cross-module-optimization"])],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "StudioBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"), "StudioStore", "StudioExchange", "StudioREPL",
                "TerminalPlot",
                "Simulation", "AnimationCore", "TunerView", "StudioLibrary", "StudioEditing",
                // Real processes and a real browser: TimedProcess, PreviewProcess, DevToolsBrowser.
                "StudioTestSupport", "ChildProcess"
            ],
            path: "Benchmarks/StudioBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    ]
}

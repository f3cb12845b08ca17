import Benchmark
import Foundation

/// Whole-process time of the studio against SQLite's own shell, each run as a user's shell would:
/// `animstudio -c presets` next to `sqlite3 DB "select count(*) from sqlite_master"` on the same
/// database (target ≤ 2.5×), and `animstudio -c "sample linear --samples 1"` next to
/// `sqlite3 :memory: "select 1"` (target ≤ 2×). `make bench` builds the release binary first.
func startupBenchmarks(folder: String) {
    let binary = FileManager.default.currentDirectoryPath + "/.build/release/animstudio"
    guard FileManager.default.isExecutableFile(atPath: binary) else {
        print("startup benchmarks skipped: build \(binary) first (make bench does)")
        return
    }
    let database = folder + "/startup.sqlite"
    if !FileManager.default.fileExists(atPath: database) {
        precondition(
            run(binary, ["--db", database, "-c", "new bounce from move-up-bounce; set damping 0.55; commit"]) == 0)
    }
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock], warmupIterations: 5, maxDuration: .seconds(10), maxIterations: 200)
    let cases: [(String, String, [String])] = [
        ("startup: animstudio -c presets", binary, ["--db", database, "-c", "presets"]),
        (
            "startup: sqlite3 DB \"select count(*) from sqlite_master\" (reference)", "/usr/bin/sqlite3",
            [database, "select count(*) from sqlite_master"]
        ),
        ("startup: animstudio -c \"sample linear --samples 1\"", binary, ["-c", "sample linear --samples 1"]),
        ("startup: sqlite3 :memory: \"select 1\" (reference)", "/usr/bin/sqlite3", [":memory:", "select 1"])
    ]
    for (name, program, arguments) in cases {
        Benchmark(name, configuration: configuration) { benchmark in
            for _ in benchmark.scaledIterations {
                precondition(run(program, arguments) == 0)
            }
        }
    }
}

/// The environment both programs run with: a user's shell's, not the benchmark runner's (which sets
/// `LD_LIBRARY_PATH` to the toolchain's folders, where the dynamic loader then searches every library
/// of a dynamic program such as `sqlite3` first: 8.8 ms instead of 2 ms).
private let shellEnvironment: [String: String] = {
    let inherited = ProcessInfo.processInfo.environment
    var environment = ["PATH": "/usr/local/bin:/usr/bin:/bin"]
    for name in ["HOME", "LANG", "TERM"] { environment[name] = inherited[name] }
    return environment
}()

/// Runs a program to its end with its output discarded; returns its exit status.
private func run(_ program: String, _ arguments: [String]) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.environment = shellEnvironment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try! process.run()
    process.waitUntilExit()
    return process.terminationStatus
}

import Benchmark
import ChildProcess
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Whole-process time of the studio against SQLite's own shell, measured as paired runs: each
/// iteration starts the studio and the reference back to back (alternating which goes first, so a
/// change in the machine's load falls on both), through `posix_spawn` with a shell's environment, and
/// records both times and their ratio. The targets (issue #31): `animstudio -c presets` at most 1.3×
/// `sqlite3 DB "select count(*) from sqlite_master"` on the same database, and `animstudio -c "sample
/// linear --samples 1"` at most 1.0× `sqlite3 :memory: "select 1"`. The studio is `make build`'s
/// finished binary (`.build/animstudio`; `make bench` builds it first) unless `ANIMSTUDIO_BENCH_BINARY`
/// names another.
func startupBenchmarks(folder: String) {
    let binary = startupBinary()
    guard FileManager.default.isExecutableFile(atPath: binary) else {
        print("startup benchmarks skipped: build \(binary) first (make bench does)")
        return
    }
    let database = folder + "/startup.sqlite"
    if !FileManager.default.fileExists(atPath: database) {
        precondition(
            timedRun(binary, ["--db", database, "-c", "new bounce from move-up-bounce; set damping 0.55; commit"])
                != nil)
    }
    let pairs: [(name: String, studio: [String], reference: [String])] = [
        (
            "startup pair: animstudio -c presets / sqlite3 DB \"select count(*) from sqlite_master\"",
            ["--db", database, "-c", "presets"], [database, "select count(*) from sqlite_master"]
        ),
        (
            "startup pair: animstudio -c \"sample linear --samples 1\" / sqlite3 :memory: \"select 1\"",
            ["-c", "sample linear --samples 1"], [":memory:", "select 1"]
        )
    ]
    let studioTime = BenchmarkMetric.custom("animstudio (µs)", polarity: .prefersSmaller, useScalingFactor: false)
    let referenceTime = BenchmarkMetric.custom("sqlite3 (µs)", polarity: .prefersSmaller, useScalingFactor: false)
    let ratio = BenchmarkMetric.custom("ratio (%)", polarity: .prefersSmaller, useScalingFactor: false)
    let configuration = Benchmark.Configuration(
        metrics: [studioTime, referenceTime, ratio], warmupIterations: 10, maxDuration: .seconds(20),
        maxIterations: 300)
    for pair in pairs {
        Benchmark(pair.name, configuration: configuration) { benchmark in
            for iteration in benchmark.scaledIterations {
                let studioFirst = iteration % 2 == 0
                let first = studioFirst ? timedRun(binary, pair.studio) : timedRun("/usr/bin/sqlite3", pair.reference)
                let second = studioFirst ? timedRun("/usr/bin/sqlite3", pair.reference) : timedRun(binary, pair.studio)
                guard let first, let second else { fatalError("a start-up run failed") }
                let (studio, reference) = studioFirst ? (first, second) : (second, first)
                benchmark.measurement(studioTime, studio / 1000)
                benchmark.measurement(referenceTime, reference / 1000)
                benchmark.measurement(ratio, studio * 100 / max(reference, 1))
            }
        }
    }
}

/// The studio binary the start-up pairs run.
func startupBinary() -> String {
    if let named = ProcessInfo.processInfo.environment["ANIMSTUDIO_BENCH_BINARY"] { return named }
    let finished = FileManager.default.currentDirectoryPath + "/.build/animstudio"
    if FileManager.default.isExecutableFile(atPath: finished) { return finished }
    return FileManager.default.currentDirectoryPath + "/.build/release/animstudio"
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

/// Runs a program to its end with its output discarded; nanoseconds from its spawn to its reaping,
/// or nil when it failed.
private func timedRun(_ program: String, _ arguments: [String]) -> Int? {
    let start = DispatchTime.now().uptimeNanoseconds
    guard let child = try? ChildProcess(program, arguments, environment: shellEnvironment, output: .null, error: .null),
        (try? child.waitForExit()) == 0
    else { return nil }
    return Int(DispatchTime.now().uptimeNanoseconds - start)
}

// swift-format-ignore-file: NeverUseForceTry

// A benchmark's set-up failing must stop the run (there is no test to record an issue in).
import Benchmark
import Foundation
import StudioTestSupport

/// A designer's `animstudio -c "set duration …; commit -m …"` (the release binary, a process each,
/// one every 0.2 s) beside a teammate's studio that imports the 1,000,000-member file and deletes it
/// again in a loop, and the same command alone. Each process is timed from its start to its exit.
/// They run through ``TimedProcess`` (posix_spawn, `waitpid`, no inherited descriptors), not
/// Foundation's `Process`, which waits for a pipe a daemon can keep open (see TimedProcess.swift).
func importLoadBenchmarks(folder: String, membersJSON: String, rows: Int) {
    let binary = benchmarkBinary
    guard FileManager.default.isExecutableFile(atPath: binary) else {
        print("import load benchmarks skipped: build \(binary) first (make bench does)")
        return
    }
    let failed = BenchmarkMetric.custom("failed commits", polarity: .prefersSmaller, useScalingFactor: false)
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, failed], warmupIterations: 2, maxDuration: .seconds(300), maxIterations: 150)
    for beside in [true, false] {
        let studio = StudioUnderLoad(binary: binary, folder: folder, membersJSON: membersJSON, rows: rows)
        Benchmark(
            beside
                ? "commit beside a 1M-member import loop: animstudio -c \"set duration …; commit\" (process start to exit)"
                : "commit alone: animstudio -c \"set duration …; commit\" (process start to exit, reference)",
            configuration: configuration,
            closure: { benchmark in
                for _ in benchmark.scaledIterations {
                    benchmark.startMeasurement()
                    let commit = studio.commit()
                    benchmark.stopMeasurement()
                    benchmark.measurement(failed, commit.status == 0 ? 0 : 1)
                    if commit.status != 0 { print("a commit failed (\(commit.status)): \(commit.stderr)") }
                    Thread.sleep(forTimeInterval: 0.2)
                }
            },
            setup: { try studio.start(withTeammate: beside) },
            teardown: { studio.stop() })
    }
}

/// The studio the process benchmarks run: `make bench`'s release binary, or the one
/// `ANIMSTUDIO_BENCH_BINARY` names (say the debug build, when the release one cannot be built).
let benchmarkBinary =
    ProcessInfo.processInfo.environment["ANIMSTUDIO_BENCH_BINARY"]
    ?? FileManager.default.currentDirectoryPath + "/.build/release/animstudio"

/// A studio with one preset, and optionally the teammate's import-and-delete loop running on it.
final class StudioUnderLoad: @unchecked Sendable {
    let binary: String
    let database: String
    let membersJSON: String
    let rows: Int
    private let lock = NSLock()
    private var stopping = false
    private var loop: [String] = []
    private var commits = 0
    private let ended = DispatchSemaphore(value: 0)
    private var teammate = false

    init(binary: String, folder: String, membersJSON: String, rows: Int) {
        self.binary = binary
        database = folder + "/load-\(UUID()).sqlite"
        self.membersJSON = membersJSON
        self.rows = rows
    }

    /// A user's shell's environment (not the runner's, whose `LD_LIBRARY_PATH` slows every start).
    private var environment: [String: String] {
        let inherited = ProcessInfo.processInfo.environment
        var environment = ["PATH": "/usr/local/bin:/usr/bin:/bin", "ANIMSTUDIO_DB": database]
        for name in ["HOME", "LANG", "TERM"] { environment[name] = inherited[name] }
        return environment
    }

    private func run(_ command: String) throws -> TimedProcess {
        try TimedProcess(binary, ["-c", command], environment: environment, timeout: 300)
    }

    func start(withTeammate: Bool) throws {
        let made = try run("new tuned from fade")
        precondition(made.status == 0, made.stderr)
        guard withTeammate else { return }
        teammate = true
        Thread {
            defer { self.ended.signal() }
            while !self.lock.withLock({ self.stopping }) {
                for command in ["import members \(self.membersJSON) --as big", "delete-dataset big --force"] {
                    let line = (try? self.run(command)).map { "\($0.status) \($0.stderr)" } ?? "did not finish"
                    self.lock.withLock { self.loop.append(line) }
                }
            }
        }.start()
        // The first import under way (reading the file) before the first commit.
        Thread.sleep(forTimeInterval: 1)
    }

    /// One `set` + `commit` process, with a duration it has not had before.
    func commit() -> TimedProcess {
        commits += 1
        let duration = String(format: "%.3f", 0.2 + Double(commits % 500) / 1000)
        return try! run("set duration \(duration); commit -m 'commit \(commits)'")
    }

    /// Stops the loop after its current command, checks what it did, removes the studio.
    func stop() {
        if teammate {
            lock.withLock { stopping = true }
            ended.wait()
            let lines = lock.withLock { loop }
            let imports = stride(from: 0, to: lines.count, by: 2).filter { lines[$0] == "0 " }.count
            print(
                "teammate: \(imports) imports of \(rows) members and \(lines.count / 2) loops; \(lines.filter { $0 != "0 " })"
            )
        }
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: database + suffix) }
    }
}

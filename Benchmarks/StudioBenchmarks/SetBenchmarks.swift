import Benchmark
import Foundation
import StudioREPL
import StudioStore

/// 1,000 `set`s in one process, as a person tuning a spring types them: each reads the draft, changes
/// the timing's damping, checks the parameters once and saves an undo step in the database file.
func setBenchmarks(folder: String) {
    Benchmark(
        "1,000 set damping in one process (database file)",
        configuration: .init(metrics: [.wallClock, .peakMemoryResident], maxDuration: .seconds(60), maxIterations: 5)
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            let database = folder + "/set-\(UUID()).sqlite"
            let store = try StudioStore(path: database)
            let session = Session(store: store)
            let runner = BatchRunner(session: session, keepGoing: false, output: { _ in }, errors: { print($0) })
            precondition(runner.run("new bounce from move-up-bounce") == 0)
            // 1,000 different values, so every `set` writes a new undo step.
            let lines = (0..<1_000).map { "set damping \(0.3 + Double($0) / 2_000)" }
            benchmark.startMeasurement()
            for line in lines { precondition(runner.run(line) == 0) }
            benchmark.stopMeasurement()
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: database + suffix) }
        }
    }
}

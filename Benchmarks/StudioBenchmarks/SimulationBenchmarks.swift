// swift-format-ignore-file: NeverUseForceTry

// A benchmark's set-up failing must stop the run (there is no test to record an issue in).
import Benchmark
import Foundation
import StudioREPL
import StudioStore

/// Scrolling from the top to the bottom of a 1,000,000-row dataset under `once-per-row`, with
/// every cell record written, next to SQLite inserting 1,000,000 rows of the same shape in one
/// transaction.
func simulationBenchmarks(folder: String, membersJSON: String, rows: Int) {
    let database = folder + "/simulate.sqlite"
    if !FileManager.default.fileExists(atPath: database) {
        let store = try! StudioStore(path: database)
        let status = BatchRunner(
            session: Session(store: store), keepGoing: false, output: { _ in }, errors: { print($0) }
        )
        .run("import members \(membersJSON) --as bench")
        precondition(status == 0)
    }
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .peakMemoryResident], maxDuration: .seconds(90), maxIterations: 7)

    Benchmark(
        "simulate: scroll 1M rows top to bottom, once-per-row, every record written (animstudio)",
        configuration: configuration
    ) { benchmark in
        let store = try StudioStore(path: database)
        for iteration in benchmark.scaledIterations {
            let name = "bench-\(iteration)"
            benchmark.startMeasurement()
            // Exactly what `animstudio -c "simulate …"` runs; the summary format leaves out the
            // million-line events table, whose printing is not what is measured here.
            let status = BatchRunner(
                session: Session(store: store), keepGoing: false, output: { _ in }, errors: { print($0) }
            )
            .run(
                "simulate fade on bench --scroll \"to \(rows - 1) over 60\" --policy once-per-row --session \(name) --format summary"
            )
            benchmark.stopMeasurement()
            precondition(status == 0 && (try? store.previewSession(named: name)?.cellCount) == rows)
            try store.deletePreviewSession(named: name)
        }
    }

    Benchmark("sqlite3: insert 1M cell-record rows in one transaction (reference)", configuration: configuration) {
        benchmark in
        for _ in benchmark.scaledIterations {
            let path = folder + "/plain-\(UUID()).sqlite"
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
            process.arguments = [
                path,
                """
                PRAGMA journal_mode = WAL;
                CREATE TABLE cells (session INTEGER, row INTEGER, item INTEGER, first_run INTEGER, first_time REAL,
                    display_count INTEGER, animated_run INTEGER, animated_time REAL, animated_by TEXT, animation_count INTEGER,
                    PRIMARY KEY (session, row, item)) WITHOUT ROWID;
                BEGIN;
                WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < \(rows - 1))
                INSERT INTO cells SELECT 1, i, i, 1, i * 0.00006, 1, 1, i * 0.00006, 'fade', 1 FROM n;
                COMMIT;
                """
            ]
            process.standardOutput = FileHandle.nullDevice
            benchmark.startMeasurement()
            try process.run()
            process.waitUntilExit()
            benchmark.stopMeasurement()
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        }
    }
}

// swift-format-ignore-file: NeverUseForceTry

// A benchmark's set-up failing must stop the run (there is no test to record an issue in).
import Benchmark
import Foundation
import StudioExchange
import StudioREPL
import StudioStore
import TerminalPlot

/// Import of 1,000,000 member rows from JSON next to `sqlite3 .import` of the same rows from CSV,
/// and the plot rendering target (a 4-series overlay of 200-point curves at 160×48).
let benchmarks: @Sendable () -> Void = {
    let rows = 1_000_000
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animstudio-bench").path
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let jsonPath = folder + "/members.json"
    let csvPath = folder + "/members.csv"
    if !FileManager.default.fileExists(atPath: jsonPath) || !FileManager.default.fileExists(atPath: csvPath) {
        var json = "{\"team\": [\n"
        var csv = "name,title,location,about,image,web,facebook,twitter\n"
        json.reserveCapacity(rows * 260)
        csv.reserveCapacity(rows * 200)
        for i in 0..<rows {
            let fields = [
                "Member \(i)", "Engineer \(i % 13)", "City \(i % 97)", "About member number \(i), who tunes springs.",
                "m\(i).png", "https://example.com/\(i)", "https://facebook.com/m\(i)", "https://twitter.com/m\(i)"
            ]
            json +=
                "{" + zip(MemberEntry.fields, fields).map { "\"\($0)\": \"\($1)\"" }.joined(separator: ", ")
                + (i == rows - 1 ? "}\n" : "},\n")
            csv += fields.map { "\"\($0)\"" }.joined(separator: ",") + "\n"
        }
        json += "]}\n"
        try! json.write(toFile: jsonPath, atomically: true, encoding: .utf8)
        try! csv.write(toFile: csvPath, atomically: true, encoding: .utf8)
    }
    let importConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .peakMemoryResident], maxDuration: .seconds(90), maxIterations: 7)

    Benchmark("import 1M members from JSON (animstudio)", configuration: importConfiguration) { benchmark in
        for _ in benchmark.scaledIterations {
            let database = folder + "/studio-\(UUID()).sqlite"
            benchmark.startMeasurement()
            // Exactly what `animstudio --db FILE -c "import members …"` runs, on a new database.
            let store = try StudioStore(path: database)
            let session = Session(store: store)
            let result = BatchRunner(session: session, keepGoing: false, output: { _ in }, errors: { print($0) })
                .run("import members \(jsonPath) --as bench")
            benchmark.stopMeasurement()
            precondition(result == 0 && (try? store.dataset(named: "bench")?.rowCount) == rows)
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: database + suffix) }
        }
    }

    Benchmark("sqlite3 .import 1M members from CSV (reference)", configuration: importConfiguration) { benchmark in
        for _ in benchmark.scaledIterations {
            let database = folder + "/plain-\(UUID()).sqlite"
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
            process.arguments = [database, ".mode csv", ".import \(csvPath) members"]
            benchmark.startMeasurement()
            try process.run()
            process.waitUntilExit()
            benchmark.stopMeasurement()
            try? FileManager.default.removeItem(atPath: database)
        }
    }

    simulationBenchmarks(folder: folder, membersJSON: jsonPath, rows: rows)
    startupBenchmarks(folder: folder)
    cardSceneBenchmarks()
    setBenchmarks(folder: folder)
    tunerBenchmarks(folder: folder)
    libraryBenchmarks(folder: folder)
    swiftPackageBenchmarks(folder: folder)
    libraryAbuseBenchmarks()
    libraryLinkProbeBenchmarks()
    importLoadBenchmarks(folder: folder, membersJSON: jsonPath, rows: rows)
    browserEditBenchmarks()
    previewStreamBenchmarks()
    draftRaceBenchmarks()

    Benchmark(
        "render 4-series overlay of 200-point curves at 160x48 (braille, colour)",
        configuration: .init(metrics: [.wallClock, .throughput], maxDuration: .seconds(3))
    ) { benchmark in
        var series: [PlotSeries] = []
        for k in 0..<4 {
            let decay = Double(3 + k)
            let frequency = Double(8 + 2 * k)
            let curve: (Double) -> Double = { t in 1 - exp(-decay * t) * cos(frequency * t) }
            series.append(PlotSeries(name: "curve \(k)", sampling: curve, over: 0...1.5, count: 200))
        }
        let plot = LinePlot(
            series: series, title: "progress", xLabel: "time", xFormat: .seconds,
            referenceLines: [ReferenceLine(y: 1, label: "target")],
            markers: [VerticalMarker(x: 0.8, label: "settle")])
        for _ in benchmark.scaledIterations {
            blackHole(plot.render(width: 160, height: 48, canvas: .braille, color: .ansi))
        }
    }
}

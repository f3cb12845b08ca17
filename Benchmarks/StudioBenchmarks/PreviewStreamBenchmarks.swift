// swift-format-ignore-file: NeverUseForceTry, NeverForceUnwrap

// A benchmark's set-up failing must stop the run (there is no test to record an issue in).
import Benchmark
import Foundation
import StudioTestSupport

/// What open event streams cost the preview server while nothing changes: its CPU (user and
/// system, from /proc) over 5 s with no stream, and with 1,000 streams that have had their first
/// document and wait. One shared change watch serves them all; each costs only its keep-alive.
func previewStreamBenchmarks() {
    let binary = benchmarkBinary
    guard FileManager.default.isExecutableFile(atPath: binary) else {
        print("preview stream benchmarks skipped: build \(binary) first (make bench does)")
        return
    }
    let cpu = BenchmarkMetric.custom(
        "server CPU over 5 s (% of a core × 100)", polarity: .prefersSmaller, useScalingFactor: false)
    for streams in [0, 1000] {
        let idle = IdleStreams(binary: binary, count: streams)
        Benchmark(
            "preview: server CPU with \(streams == 0 ? "no event stream" : "1,000 idle event streams")",
            configuration: .init(metrics: [cpu], warmupIterations: 1, maxDuration: .seconds(60), maxIterations: 6),
            closure: { benchmark in
                for _ in benchmark.scaledIterations { benchmark.measurement(cpu, idle.cpu(over: 5)) }
            },
            setup: { try idle.open() }, teardown: { idle.close() })
    }
}

/// `animstudio -c "preview bounce@draft"` with `count` event streams open on it.
final class IdleStreams: @unchecked Sendable {
    let binary: String
    let count: Int
    private var server: PreviewProcess?
    private var streams: [RawHTTP] = []

    init(binary: String, count: Int) {
        self.binary = binary
        self.count = count
    }

    func open() throws {
        let server = try PreviewProcess(program: binary)
        self.server = server
        for _ in 0..<count {
            let stream = try RawHTTP(port: server.port)
            stream.sendRaw("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
            streams.append(stream)
        }
        for stream in streams {
            let first = stream.read(for: 10) { $0.contains("\"revision\":1") }
            guard first.contains("event: motion") else {
                throw RawHTTPFailure(description: "an event stream had no first document")
            }
        }
        Thread.sleep(forTimeInterval: 1)
    }

    /// The server's CPU over `seconds`, in hundredths of a percent of one core.
    func cpu(over seconds: Double) -> Int {
        let before = try! server!.cpuSeconds
        Thread.sleep(forTimeInterval: seconds)
        return Int(((try! server!.cpuSeconds) - before) / seconds * 10_000)
    }

    func close() {
        streams = []
        server?.stop()
    }
}

import Benchmark
import Foundation
import StudioTestSupport

/// Issue 35's race at length (``DraftRace``; `DraftRaceTests` runs it small): the page of
/// `preview --edit` saving `damping` 2,000 times over HTTP, 100 `set velocity` processes of the
/// release binary and 2,000 tuner-style nudges in runs of five, at once on one studio. Measured: the
/// changes acknowledged by each writer, the page's stale answers (409, resent on the newer revision),
/// and the acknowledged changes missing from the final draft, which must stay 0.
func draftRaceBenchmarks() {
    let binary = benchmarkBinary
    guard FileManager.default.isExecutableFile(atPath: binary) else {
        print("draft race benchmark skipped: build \(binary) first (make bench does)")
        return
    }
    func count(_ name: String, _ polarity: BenchmarkMetric.Polarity = .prefersLarger) -> BenchmarkMetric {
        .custom(name, polarity: polarity, useScalingFactor: false)
    }
    let page = count("page changes acknowledged")
    let stale = count("page changes refused as stale and resent", .prefersSmaller)
    let sets = count("set processes acknowledged")
    let nudges = count("tuner nudges acknowledged")
    let lost = count("acknowledged changes lost", .prefersSmaller)
    Benchmark(
        "draft race: page × set processes × tuner bursts on one studio",
        configuration: .init(
            metrics: [page, stale, sets, nudges, lost, .wallClock], maxDuration: .seconds(600), maxIterations: 3),
        closure: { benchmark in
            for _ in benchmark.scaledIterations {
                let preview = try PreviewProcess(preview: "preview --edit bounce@draft", program: binary)
                defer { preview.stop() }
                let writer = try PageWriter(port: preview.port, key: preview.key)
                let figures = try DraftRace(
                    database: preview.database, pageWrites: 2000, setProcesses: 100, tunerNudges: 2000,
                    program: binary, page: writer.set
                ).run()
                benchmark.measurement(page, figures.pageAcknowledged)
                benchmark.measurement(stale, figures.pageStale)
                benchmark.measurement(sets, figures.setAcknowledged)
                benchmark.measurement(nudges, figures.tunerAcknowledged)
                benchmark.measurement(lost, figures.lost.count + figures.failures.count)
            }
        })
}

/// Sends `set damping VALUE` as the page does: the cookie the key was exchanged for, this
/// server's Origin, the custom header and a JSON body.
struct PageWriter: Sendable {
    let port: Int
    let cookie: String

    init(port: Int, key: String) throws {
        self.port = port
        let client = try RawHTTP(port: port)
        client.sendRaw("GET /?key=\(key) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
        let head = client.readUntilClosed(for: 10).text.components(separatedBy: "\r\n\r\n")[0]
        let line = head.components(separatedBy: "\r\n").first { $0.lowercased().hasPrefix("set-cookie:") } ?? ""
        cookie = String(line.dropFirst("set-cookie:".count).drop { $0 == " " }.prefix { $0 != ";" })
    }

    func set(_ value: String, _ revision: String) throws -> DraftRace.PageReply {
        let fields = ["reference": "bounce@draft", "revision": revision, "parameter": "damping", "value": value]
        let body = String(
            decoding: try JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys]), as: UTF8.self)
        let client = try RawHTTP(port: port)
        client.sendRaw(
            "POST /edit/set HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
                + "Origin: http://127.0.0.1:\(port)\r\nContent-Type: application/json\r\nCookie: \(cookie)\r\n"
                + "X-Animstudio-Edit: 1\r\nContent-Length: \(body.utf8.count)\r\n\r\n" + body)
        let parts = client.readUntilClosed(for: 10).text.components(separatedBy: "\r\n\r\n")
        let status = Int(parts[0].split(separator: " ").dropFirst().first ?? "") ?? 0
        let json =
            (try? JSONSerialization.jsonObject(with: Data(parts.dropFirst().joined().utf8))) as? [String: Any] ?? [:]
        let revision = (json["draft"] as? [String: Any])?["revision"] as? String ?? ""
        switch status {
        case 200: return .acknowledged(revision: revision)
        case 409: return .stale(revision: revision)
        default: return .refused("\(status) \(json["error"] as? String ?? "")")
        }
    }
}

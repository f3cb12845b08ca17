import Foundation
import StudioTestSupport
import Testing

/// Issue 35: a terminal `set` and the tuner wrote over a change the page had just saved, because
/// they wrote the whole parameter set they had read earlier. The page (over HTTP, the real
/// `preview --edit` server), `set` processes of the real binary and tuner-style bursts race on one
/// studio: every acknowledged change is in the final draft (each writer owns its parameter, so its
/// last acknowledged value is the one that must be there). The long version is the `DraftRace`
/// benchmark.
@Suite(.serialized) struct DraftRaceTests {
    @Test func everyAcknowledgedChangeOfThePageSetAndTheTunerIsKept() throws {
        let preview = try PreviewProcess(preview: "preview --edit bounce@draft")
        defer { preview.stop() }
        var client = EditClient(port: preview.port)
        _ = try client.exchange(key: preview.key)
        let page = client
        let race = DraftRace(database: preview.database, pageWrites: 40, setProcesses: 4, tunerNudges: 40) {
            value, revision in
            let reply = try page.change(
                "set", ["reference": "bounce@draft", "revision": revision, "parameter": "damping", "value": value])
            let now = reply.draft?["revision"] as? String ?? ""
            switch reply.status {
            case 200: return .acknowledged(revision: now)
            case 409: return .stale(revision: now)
            default: return .refused("\(reply.status) \(reply.error ?? reply.body)")
            }
        }
        let figures = try race.run()
        #expect(figures.failures == [])
        #expect(figures.lost == [])
        #expect(figures.pageAcknowledged == 40)
        #expect(figures.setAcknowledged == 4)
        #expect(figures.tunerAcknowledged == 40)
    }
}

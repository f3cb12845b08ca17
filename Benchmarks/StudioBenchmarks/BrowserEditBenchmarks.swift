// swift-format-ignore-file: NeverUseForceTry, NeverForceUnwrap

// A benchmark's set-up failing must stop the run (there is no test to record an issue in).
import Benchmark
import Foundation
import StudioTestSupport

/// The live preview's two latencies, in a real headless Chromium (``DevToolsBrowser``) on a real
/// `animstudio -c "preview …"` (the release binary, ``PreviewProcess``), measured in the page with
/// `performance.now()`:
/// - `preview --edit`: a slider's `input` event → the page's POST answered (the draft saved; each
///   value is then read back by another process, outside the measured span) → the page accepting the
///   document with the new value from its event stream and replaying it (its own `state.updates`
///   stamp, then the first animation frame after it);
/// - a `set damping …` in another process, from the moment it is started (and from its exit, the
///   read-only preview's older method) → the page drawing the new value, for `preview --edit` and
///   for the read-only preview.
func browserEditBenchmarks() {
    let binary = benchmarkBinary
    guard FileManager.default.isExecutableFile(atPath: binary), HeadlessChromium.executable() != nil else {
        print("browser benchmarks skipped: they need \(binary) (make bench builds it) and headless Chromium")
        return
    }
    func metric(_ name: String) -> BenchmarkMetric {
        .custom(name, polarity: .prefersSmaller, useScalingFactor: false)
    }
    let saved = metric("slider input → draft saved, POST answered (µs)")
    let accepted = metric("slider input → replay starts with the new value (µs)")
    let drawn = metric("slider input → first frame of the replay (µs)")
    let editPage = PreviewPage(binary: binary, preview: "preview --edit bounce@draft")
    Benchmark(
        "preview --edit: slider input → draft saved → page replays it",
        configuration: .init(
            metrics: [saved, accepted, drawn], warmupIterations: 3, maxDuration: .seconds(120), maxIterations: 100),
        closure: { benchmark in
            for _ in benchmark.scaledIterations {
                let span = editPage.slide()
                benchmark.measurement(saved, span.saved)
                benchmark.measurement(accepted, span.accepted)
                benchmark.measurement(drawn, span.drawn)
            }
        },
        setup: { try editPage.open() }, teardown: { editPage.close() })

    let fromStart = metric("set process started → page redrawn with the new value (µs)")
    let fromExit = metric("set process exited → page redrawn (µs)")
    for (name, preview) in [("preview --edit", "preview --edit bounce@draft"), ("preview", "preview bounce@draft")] {
        let page = PreviewPage(binary: binary, preview: preview)
        Benchmark(
            "\(name): set damping in another process → page redrawn",
            configuration: .init(
                metrics: [fromStart, fromExit], warmupIterations: 3, maxDuration: .seconds(120), maxIterations: 100),
            closure: { benchmark in
                for _ in benchmark.scaledIterations {
                    let span = page.setInAnotherProcess()
                    benchmark.measurement(fromStart, span.fromStart)
                    benchmark.measurement(fromExit, span.fromExit)
                }
            },
            setup: { try page.open() }, teardown: { page.close() })
    }
}

/// A preview of `bounce` (from move-up-bounce) served by the binary and open in a headless Chromium.
final class PreviewPage: @unchecked Sendable {
    let binary: String
    let preview: String
    private var server: PreviewProcess?
    private var browser: DevToolsBrowser?

    init(binary: String, preview: String) {
        self.binary = binary
        self.preview = preview
    }

    func open() throws {
        let server = try PreviewProcess(setUp: "new bounce from move-up-bounce", preview: preview, program: binary)
        let browser = try DevToolsBrowser()
        self.server = server
        self.browser = browser
        try browser.open(server.address)
        let ready = preview.contains("--edit") ? Self.slider : "#phones .phone"
        guard try browser.wait(until: "document.querySelector('\(ready)') && state.doc", seconds: 30) else {
            throw DevToolsBrowser.Failure(description: "the page never showed \(ready)")
        }
        // Notes when each answer to the page's own fetches arrives (the page's code is not changed).
        _ = try browser.evaluate(
            """
            (() => { window.bench = { answers: 0, answeredAt: 0, status: 0 };
              const original = window.fetch;
              window.fetch = (...args) => original(...args).then((response) => {
                window.bench.answers += 1; window.bench.answeredAt = performance.now();
                window.bench.status = response.status; return response; });
              return true; })()
            """)
    }

    func close() {
        browser?.close()
        server?.stop()
    }

    static let slider = ".editor .row[data-name=\\\"damping\\\"] .slider"

    /// The damping to set next: 0.5 or 0.6, whichever the page does not show.
    private func nextDamping() throws -> String {
        let timing = try browser!.evaluate("state.doc.versions[0].timing") as? String ?? ""
        return timing.contains("(damping: 0.5,") ? "0.6" : "0.5"
    }

    /// JavaScript: true once the page's document shows damping `text`.
    private static func shows(_ text: String) -> String {
        "state.doc.versions[0].timing.includes('(damping: \(text),')"
    }

    /// Microseconds from the slider's input event to the answer, to the document accepted, and to
    /// the first frame after it; the saved value is then read by another process.
    func slide() -> (saved: Int, accepted: Int, drawn: Int) {
        let text = try! nextDamping()
        let span =
            try! browser!.evaluate(
                """
                new Promise((resolve) => {
                  const slider = document.querySelector('\(Self.slider)');
                  const updates = state.updates.length, answers = window.bench.answers;
                  const t0 = performance.now();
                  slider.value = '\(text)';
                  slider.dispatchEvent(new Event('input', { bubbles: true }));
                  slider.dispatchEvent(new Event('change', { bubbles: true }));
                  let drawn = null;
                  const check = () => {
                    const now = performance.now();
                    if (drawn === null && state.updates.length > updates && \(Self.shows(text))) drawn = now;
                    if (drawn !== null && window.bench.answers > answers) {
                      resolve([window.bench.status, window.bench.answeredAt - t0,
                               state.updates[state.updates.length - 1].at - t0, drawn - t0]);
                    } else if (now - t0 > 10000) resolve([0, 0, 0, 0]);
                    else requestAnimationFrame(check);
                  };
                  requestAnimationFrame(check);
                })
                """) as! [Double]
        precondition(span[0] == 200, "the page's change was not saved within 10 s: \(span)")
        let stored = try! ProgramRun(["-c", "show bounce@draft"], database: server!.database, program: binary)
        precondition(stored.stdout.contains("(damping: \(text),"), "the database does not hold \(text): \(stored)")
        return (Int(span[1] * 1000), Int(span[2] * 1000), Int(span[3] * 1000))
    }

    /// Microseconds from starting `animstudio -c "use bounce; set damping …"`, and from its exit, to
    /// the first frame the page draws with the new value (wall clocks: the page's
    /// `performance.timeOrigin + performance.now()` against this process's).
    func setInAnotherProcess() -> (fromStart: Int, fromExit: Int) {
        let text = try! nextDamping()
        _ = try! browser!.evaluate(
            """
            (() => { const updates = state.updates.length, t0 = performance.now(); window.bench.drawn = null;
              const check = () => {
                if (state.updates.length > updates && \(Self.shows(text))) {
                  window.bench.drawn = performance.timeOrigin + performance.now();
                } else if (performance.now() - t0 < 10000) requestAnimationFrame(check);
              };
              requestAnimationFrame(check); return true; })()
            """)
        let started = Date().timeIntervalSince1970 * 1000
        let set = try! TimedProcess(
            binary, ["-c", "use bounce; set damping \(text)"],
            environment: ["ANIMSTUDIO_DB": server!.database, "PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()],
            timeout: 60)
        let exited = Date().timeIntervalSince1970 * 1000
        precondition(set.status == 0, set.stderr)
        var drawn: Double?
        let deadline = Date().addingTimeInterval(10)
        while drawn == nil, Date() < deadline {
            drawn = try! browser!.evaluate("window.bench.drawn") as? Double
            if drawn == nil { usleep(2_000) }
        }
        guard let drawn else { preconditionFailure("the page never drew damping \(text)") }
        return (Int((drawn - started) * 1000), Int((drawn - exited) * 1000))
    }
}

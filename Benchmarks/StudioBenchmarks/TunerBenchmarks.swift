// swift-format-ignore-file: NeverForceUnwrap

// A benchmark's set-up failing must stop the run (there is no test to record an issue in).
import AnimationCore
import Benchmark
import Foundation
import StudioStore
import TunerView

/// The tuner's key-to-frame path at 160×48: the key's bytes decoded, the nudge computed, the draft
/// written to a real database (folded into the burst, as the tuner does), the screen drawn from the
/// new state and the update computed against the last frame; and the bytes that update writes.
func tunerBenchmarks(folder: String) {
    let template = TemplateCatalog.template(named: "move-up-bounce")!
    func state(_ draft: ParameterSet) -> TunerState {
        var state = TunerState(
            preset: "bounce", template: template, draft: draft, baseLabel: "bounce@1", base: template.defaults,
            latestLabel: "bounce@1", differs: true, columns: 160, rows: 48, colored: true, unicode: true)
        state.selection = 3  // damping
        return state
    }

    Benchmark(
        "tune: key press to new frame written at 160x48 (nudge damping, draft saved)",
        configuration: .init(
            metrics: [
                .wallClock, .custom("bytes written per nudge", polarity: .prefersSmaller, useScalingFactor: false)
            ],
            maxDuration: .seconds(10), maxIterations: 400)
    ) { benchmark in
        let database = folder + "/tune-\(UUID()).sqlite"
        let store = try StudioStore(path: database)
        _ = try store.createPreset(
            name: "bounce", parameters: try PresetParameters.defaults(of: template), message: nil,
            at: "2026-01-01T00:00:00.000Z")
        var current = state(template.defaults)
        var shown = TunerView.render(current).grid
        var decoder = KeyDecoder()
        var burst: DraftBurst?
        var direction = 1.0
        var bytes = 0
        for _ in benchmark.scaledIterations {
            benchmark.startMeasurement()
            let keys = decoder.feed(direction > 0 ? [0x1B, 0x5B, 0x43] : [0x1B, 0x5B, 0x44])
            precondition(keys.count == 1)
            let parameter = current.selected!
            if let value = parameter.nudged(by: direction) {
                var draft = current.draft
                draft.values["timing"] = .timing(try draft.timing.setting(parameter.name, to: value))
                let saved = try store.updateDraft(
                    of: "bounce", parameters: try PresetParameters(template, draft), at: "2026-01-01T00:00:01.000Z",
                    continuing: burst)
                burst = saved.burst
                current.draft = draft
                current.message = TunerState.Message("damping \(parameter.text) → \(NumberFormat.shortest(value))")
            }
            let screen = TunerView.render(current)
            let update = ScreenUpdate.bytes(from: shown, to: screen.grid, colored: true)
            shown = screen.grid
            benchmark.stopMeasurement()
            bytes = update.count
            blackHole(update)
            if current.draft.timing.editableNumbers[0].value > 0.9 { direction = -1 }
            if current.draft.timing.editableNumbers[0].value < 0.2 { direction = 1 }
        }
        benchmark.measurement(
            .custom("bytes written per nudge", polarity: .prefersSmaller, useScalingFactor: false), bytes)
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: database + suffix) }
    }
}

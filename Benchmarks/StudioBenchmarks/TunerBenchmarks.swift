// swift-format-ignore-file: NeverForceUnwrap

// A benchmark's set-up failing must stop the run (there is no test to record an issue in).
import AnimationCore
import Benchmark
import Foundation
import StudioEditing
import StudioStore
import TunerView

/// The tuner's key-to-frame path at 160×48, as the tuner's loop runs it: the key's bytes decoded,
/// the nudge computed by the pure update (``TunerUpdate``), its write applied through the editing
/// layer to a real database (continuing the run's burst), the result sent back into the update,
/// the screen drawn from the new state and the update computed against the last frame; and the
/// bytes that update writes.
func tunerBenchmarks(folder: String) {
    let template = TemplateCatalog.template(named: "move-up-bounce")!
    var opened = TunerState(
        preset: "bounce", template: template, draft: template.defaults, baseLabel: "bounce@1", base: template.defaults,
        latestLabel: "bounce@1", differs: false, columns: 160, rows: 48, colored: true, unicode: true)
    opened.selection = 3  // damping

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
        let edits = DraftEdits(store: store, clock: { "2026-01-01T00:00:01.000Z" })
        // Only arrows are pressed: no line is ever typed for the reader to split.
        var model = TunerModel(
            state: opened, baseFollowsLatest: true,
            words: { _ in .failure(TunerLineError("the benchmark types no line")) })
        var shown = TunerView.render(model.state).grid
        var decoder = KeyDecoder()
        var stored: DraftBurst?
        var direction = 1.0
        var bytes = 0
        for _ in benchmark.scaledIterations {
            benchmark.startMeasurement()
            let keys = decoder.feed(direction > 0 ? [0x1B, 0x5B, 0x43] : [0x1B, 0x5B, 0x44])
            precondition(keys.count == 1)
            var effects: [TunerEffect]
            (model, effects) = TunerUpdate.update(model, .input(keys[0]))
            while case .write(let write) = effects.first {
                let edit = try edits.apply(write.change, to: "bounce", continuing: stored)
                stored = edit.burst
                let draft = TunerDraft(
                    parameters: edit.draft.parameters.values, canUndo: edit.draft.canUndo,
                    canRedo: edit.draft.canRedo, latestLabel: "bounce@1", latest: template.defaults)
                (model, effects) = TunerUpdate.update(model, .written(write, draft, changes: edit.changes))
            }
            precondition(effects.isEmpty)
            let screen = TunerView.render(model.state)
            let update = ScreenUpdate.bytes(from: shown, to: screen.grid, colored: true)
            shown = screen.grid
            benchmark.stopMeasurement()
            bytes = update.count
            blackHole(update)
            let damping = model.state.draft.timing.editableNumbers[0].value
            if damping > 0.9 { direction = -1 }
            if damping < 0.2 { direction = 1 }
        }
        benchmark.measurement(
            .custom("bytes written per nudge", polarity: .prefersSmaller, useScalingFactor: false), bytes)
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: database + suffix) }
    }
}

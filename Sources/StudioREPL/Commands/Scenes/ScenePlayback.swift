import AnimationCore
import Simulation
import StudioStore
import TerminalText

/// `play` of a card or bars preset: the scene drawn in the terminal in real time, or at `--at` times.
enum ScenePlayback {
    static func play(
        _ template: String, _ reference: ArgumentValue?, on dataset: (on: ArgumentValue, name: DatasetName?)?,
        _ arguments: ParsedArguments, _ session: Session, times: [Double]?,
        frameSize: @escaping (PlaybackArea) -> (columns: Int, lines: Int), textArea: PlaybackArea, fps: Int, ascii: Bool
    ) throws(CommandError) -> Outcome {
        try SceneCommand.refuse(TableFlags.all, for: "play of a \(template) preset", arguments, session)
        let draw: (Double, PlaybackArea) -> String
        let end: Double
        if template == "card-expand" {
            try SceneCommand.refuse(
                [SceneInputs.eventsFlag, SceneInputs.homeIndicatorFlag], for: "play of a card", arguments, session)
            let cities = try SceneInputs.cities(dataset?.name, session)
            let (label, result) = try SceneInputs.cardResult(reference, cities: cities.cities, arguments, session)
            end = result.restTime
            draw = { t, area in
                let (columns, lines) = frameSize(area)
                let renderer = CardFrameRenderer(columns: columns, lines: max(3, lines - 1), ascii: ascii)
                return
                    "\(TerminalText.sanitized(label)) on \(TerminalText.sanitized(cities.name)) · t = \(SimulationReport.seconds(t)) of \(SimulationReport.seconds(end))\n"
                    + renderer.render(result, at: t)
            }
        } else {
            try SceneCommand.refuse(
                [SceneInputs.gestureFlag, SceneInputs.cardFlag], for: "play of the bars", arguments, session)
            if let on = dataset?.on {
                throw session.located(
                    "the bars show no dataset; play a toolbar-swap preset without on DATASET", on.token)
            }
            let report = try SceneInputs.barsReport(reference, arguments, session)
            end = report.result.restTime
            draw = { t, area in
                let (columns, lines) = frameSize(area)
                let renderer = BarsFrameRenderer(
                    columns: columns, lines: max(3, lines - 1), glyphs: ascii ? .ascii : .unicode)
                return report.playFrame(at: t, renderer: renderer)
            }
        }
        guard let times else {
            let player = try PlayCommand.livePlayer(session)
            let (stoppedAt, interrupted) = player.play(
                duration: end + PlayCommand.playbackHold, framesPerSecond: fps
            ) { t, area in
                draw(t, area) + "\n" + player.stopHint
            }
            // Stopped while the last frame was held: the whole animation played.
            return Outcome(
                interrupted && stoppedAt < end
                    ? "stopped at \(SimulationReport.seconds(stoppedAt)) of \(SimulationReport.seconds(end))"
                    : "played \(SimulationReport.seconds(end))")
        }
        return Outcome(times.map { draw($0, textArea) }.joined(separator: "\n\n"))
    }
}

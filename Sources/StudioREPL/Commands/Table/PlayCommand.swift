import AnimationCore
import Simulation
import StudioStore
import TerminalText

/// `play ENTRANCE on DATASET`: the table in the terminal in real time, or frames at chosen times.
enum PlayCommand {
    /// How long the last frame stays up after everything settled, when playing in real time.
    static let playbackHold = 0.5

    static let command = Command(
        CommandSpec(
            "play", group: .table,
            summary:
                "play a table entrance, the card scene or the bars in the terminal in real time (Ctrl-C stops), or print frames at the --at times",
            positionals: [entrance, on, dataset],
            flags: TableFlags.all + [Flags.reduceMotion] + [
                SceneInputs.gestureFlag, SceneInputs.eventsFlag, SceneInputs.cardFlag, SceneInputs.screenFlag,
                SceneInputs.homeIndicatorFlag, at, width, height, fps, glyphs
            ],
            example: "play tip-in on demo-team --at 0,0.2,0.4 --width 40 --height 12", store: .writes),
        run: run)

    static let entrance = OptionalArgument("ENTRANCE", .curve, shownAs: "[REF]")
    static let on = OptionalArgument.keyword("on", shownAs: "[on DATASET]")
    static let dataset = OptionalArgument<DatasetName>.named("DATASET", .dataset, shownAs: "")
    static let at = ValueFlag.times("--at", "print frames at these times (seconds) instead of playing")
    static let width = ValueFlag.integer(
        "--width", 10...1000, "W", "frame width in columns", default: .described("the terminal's"))
    static let height = ValueFlag.integer(
        "--height", 3...500, "H", "frame height in rows", default: .described("the terminal's"))
    static let fps = DefaultedFlag.integer(
        "--fps", DisplayFrames.rates, "N",
        "frames per second in real time, each showing its vsync time k/N s (60, 80, 120: a device's rates)",
        default: 30)
    static let glyphs = ValueFlag<FrameRenderer.Glyphs>.choice(
        "--glyphs", nil, "box drawing or plain ASCII", default: .described("unicode with UTF-8"))

    /// The player that animates in this terminal; refused when standard output is not one.
    static func livePlayer(_ session: Session) throws(CommandError) -> any FramePlayer {
        guard let player = session.player, session.terminal.isTTY else {
            throw CommandError(
                "play animates in a terminal and standard output is not one; give --at T1,T2,… to print frames at those times as text"
            )
        }
        return player
    }

    static func run(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let terminal = session.terminal
        let times = arguments[Self.at]
        // Real-time frames follow the window as it is resized; --at frames use the terminal's size.
        let frameSize = { (area: PlaybackArea) in
            area.frame(width: arguments[Self.width], height: arguments[Self.height])
        }
        let textArea = PlaybackArea(columns: terminal.columns, rows: terminal.rows)
        let fps = arguments[Self.fps]
        let ascii = (arguments[Self.glyphs] ?? (terminal.unicode ? .unicode : .ascii)) == .ascii
        if times == nil { _ = try livePlayer(session) }
        let reference = arguments[Self.entrance]
        if case .animation(_, let animation, _) = try session.curveSource(reference),
            animation.template.entrance == nil
        {
            return try ScenePlayback.play(
                animation.template.name, reference, on: arguments[Self.on].map { ($0, arguments[Self.dataset]) },
                arguments,
                session, times: times, frameSize: frameSize, textArea: textArea, fps: fps, ascii: ascii)
        }
        guard let datasetValue = arguments[Self.dataset] else {
            throw session.located(
                "a table needs a dataset: add on DATASET (datasets lists them; demo-team comes with the studio): usage: "
                    + command.spec.usage, (reference ?? arguments.verb).token)
        }
        let run = try TableRun(
            reference, on: datasetValue, arguments, session, recordsWithoutSession: false,
            frameRate: arguments.given(Self.fps) == nil ? nil : fps)
        let result = try run.simulate()
        let scene = PlaybackScene(
            result: result, animation: run.animation, layout: run.layout,
            labels: try TableRun.rowLabels(run.dataset.name, session))
        let tableWidth = run.animation.number(.tableWidth) ?? 375
        // A frame too short for the table shows its top, a line or more per row, and says so; in real
        // time the frame follows the window, so this is worked out for each area.
        let framing = { (area: PlaybackArea) -> (renderer: FrameRenderer, part: String) in
            let (columns, lines) = frameSize(area)
            let shown = FrameRenderer.shownHeight(
                visibleHeight: run.layout.visibleHeight, rowHeight: run.layout.rowHeight, lines: lines)
            let renderer = FrameRenderer(
                columns: columns, lines: lines, tableWidth: tableWidth, visibleHeight: shown,
                glyphs: ascii ? .ascii : .unicode)
            let part =
                shown < run.layout.visibleHeight
                ? " · top \(NumberFormat.shortest(shown)) of \(NumberFormat.shortest(run.layout.visibleHeight)) pt shown"
                : ""
            return (renderer, part)
        }
        let header = { (t: Double, part: String) in
            "\(TerminalText.sanitized(run.label)) on \(TerminalText.sanitized(run.dataset.name)) · t = \(SimulationReport.seconds(t)) of \(SimulationReport.seconds(result.end)) · offset \(NumberFormat.fixed(result.timeline.offset(at: t), 1)) pt\(part)"
        }
        guard let times else {
            let player = try livePlayer(session)
            let (stoppedAt, stopped) = player.play(
                duration: result.end + playbackHold, framesPerSecond: fps
            ) { t, area in
                let frame = framing(area)
                // The last frame is held for ``playbackHold`` after the end: its time stays the end's.
                return header(min(t, result.end), frame.part) + " · \(player.stopHint)\n"
                    + frame.renderer.render(scene.cards(at: t))
            }
            // Stopped while the last frame was held: the whole animation played.
            let interrupted = stopped && stoppedAt < result.end
            let shown = interrupted ? result.prefix(through: stoppedAt, from: run.memory) : result
            let summary = try run.record(shown, session)
            let what =
                interrupted
                ? "stopped at \(SimulationReport.seconds(stoppedAt)) of \(SimulationReport.seconds(result.end))"
                : "played \(SimulationReport.seconds(result.end))"
            return Outcome(what + recordedNote(summary, shown), warnings: warnings(run))
        }
        let frame = framing(textArea)
        let frames = times.map { t in header(t, frame.part) + "\n" + frame.renderer.render(scene.cards(at: t)) }
        let summary = try run.record(result, session)
        return Outcome(frames.joined(separator: "\n\n") + recordedNote(summary, result), warnings: warnings(run))
    }

    /// What `simulate` warns of for the same arguments: the curve's clamps and a scroll that cannot move.
    private static func warnings(_ run: TableRun) -> [String] {
        CurveWarnings.of(run.animation) + run.scrollWarnings
    }

    /// `; recorded as run 2 of session demo (3 animated)`, or nothing when no session was given.
    private static func recordedNote(_ summary: PreviewSessionSummary?, _ result: SimulationResult) -> String {
        guard let summary else { return "" }
        let animated = result.events.filter(\.animated).count
        return
            "\nrecorded as run \(summary.runs) of session \(TerminalText.sanitized(summary.name)) (\(animated) animated)"
    }
}

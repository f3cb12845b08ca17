import AnimationCore
import Simulation
import StudioStore

extension Session {
    /// The most frame times one `--at` may list.
    static let maximumFrameTimes = 200
    /// How long the last frame stays up after everything settled, when playing in real time.
    static let playbackHold = 0.5

    func play(_ verb: Token, _ arguments: [Token]) throws(CommandError) -> Outcome {
        let args = try ArgumentReader(
            verb: verb, tokens: arguments, valued: Self.tableRunFlags + ["--at", "--width", "--height", "--fps", "--glyphs"])
        let times = try frameTimes(args.flags["--at"])
        let columns = try args.integer("--width", 10...1000) ?? terminal.columns
        let lines = try args.integer("--height", 3...500) ?? max(3, terminal.rows - 2)
        let fps = try args.integer("--fps", 1...120) ?? 30
        let glyphs: FrameRenderer.Glyphs =
            try args.choice("--glyphs", ["unicode", "ascii"], default: terminal.unicode ? "unicode" : "ascii") == "ascii" ? .ascii : .unicode
        if times == nil, player == nil || !terminal.isTTY {
            throw CommandError(
                "play animates in a terminal and standard output is not one; give --at T1,T2,… to print frames at those times as text")
        }
        let run = try tableRun(args, usage: VerbCatalog.verb(named: "play")!.syntax, recordsWithoutSession: false)
        let result = try simulate(run, scrollToken: args.flags["--scroll"])
        let scene = PlaybackScene(
            result: result, animation: run.animation, layout: run.layout, labels: try rowLabels(run.dataset.name))
        let tableWidth = run.animation.template.parameter(named: "table-width") != nil ? run.animation.parameters.number("table-width") : 375
        let renderer = FrameRenderer(
            columns: columns, lines: lines, tableWidth: tableWidth, visibleHeight: run.layout.visibleHeight, glyphs: glyphs)
        let header = { (t: Double) in
            "\(run.label) on \(TerminalText.sanitized(run.dataset.name)) · t = \(SimulationReport.seconds(t)) of \(SimulationReport.seconds(result.end)) · offset \(NumberFormat.fixed(result.timeline.offset(at: t), 1)) pt"
        }
        guard let times else {
            let (stoppedAt, interrupted) = player!.play(duration: result.end + Self.playbackHold, framesPerSecond: fps) { t in
                header(t) + " · Ctrl-C stops\n" + renderer.render(scene.cards(at: t))
            }
            let shown = interrupted ? result.prefix(through: stoppedAt, from: run.memory) : result
            let summary = try record(run, shown)
            let what = interrupted ? "stopped at \(SimulationReport.seconds(stoppedAt)) of \(SimulationReport.seconds(result.end))"
                : "played \(SimulationReport.seconds(result.end))"
            return Outcome(what + recordedNote(summary, shown))
        }
        let frames = times.map { t in header(t) + "\n" + renderer.render(scene.cards(at: t)) }
        let summary = try record(run, result)
        return Outcome(frames.joined(separator: "\n\n") + recordedNote(summary, result))
    }

    /// `; recorded as run 2 of session demo (3 animated)`, or nothing when no session was given.
    private func recordedNote(_ summary: PreviewSessionSummary?, _ result: SimulationResult) -> String {
        guard let summary else { return "" }
        let animated = result.events.filter(\.animated).count
        return "\nrecorded as run \(summary.runs) of session \(TerminalText.sanitized(summary.name)) (\(animated) animated)"
    }

    /// The times of `--at`: seconds, comma separated, each from 0 to an hour.
    private func frameTimes(_ token: Token?) throws(CommandError) -> [Double]? {
        guard let token else { return nil }
        let parts = token.text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: " ") }
        guard parts.count <= Self.maximumFrameTimes else {
            throw CommandError.syntax("--at lists \(parts.count) times; at most \(Self.maximumFrameTimes)", offset: token.offset, length: token.length)
        }
        var times: [Double] = []
        for part in parts {
            guard let t = Double(part), t.isFinite, t >= 0, t <= ScrollScript.maximumSeconds * 2 else {
                throw CommandError.syntax(
                    "--at time “\(part)” is not a number of seconds from 0 to \(Int(ScrollScript.maximumSeconds * 2)); expected times such as 0,0.25,0.5",
                    offset: token.offset, length: token.length)
            }
            times.append(t)
        }
        return times
    }
}

extension Substring {
    /// The text without leading and trailing occurrences of `character`.
    func trimmingCharacters(in character: Character) -> String {
        var text = self
        while text.first == character { text.removeFirst() }
        while text.last == character { text.removeLast() }
        return String(text)
    }
}

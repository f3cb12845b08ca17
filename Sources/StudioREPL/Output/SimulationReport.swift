import AnimationCore
import Simulation
import StudioStore
import TerminalPlot
import TerminalText

/// The text and JSON forms of a simulation run and of a session's records.
struct SimulationReport {
    let run: TableRun
    let result: SimulationResult
    /// The session after recording, nil when nothing was recorded.
    let summary: PreviewSessionSummary?
    /// Names for the events (``RowLabels/none`` when only the summary is printed).
    let labels: RowLabels
    /// The events that started an animation, picked out once (a run may have a million events).
    let animated: [DisplayEvent]

    init(run: TableRun, result: SimulationResult, summary: PreviewSessionSummary?, labels: RowLabels) {
        self.run = run
        self.result = result
        self.summary = summary
        self.labels = labels
        animated = result.events.filter(\.animated)
    }

    /// Seconds with millisecond precision: `1.250s`.
    static func seconds(_ value: Double) -> String { NumberFormat.fixed(value, 3) + "s" }

    func name(_ item: Int) -> String { labels.name(of: item) }

    /// The heading line: what ran on what, under which rules.
    var heading: String {
        let simulator = run.simulator
        var parts = [
            "\(TerminalText.sanitized(run.label)) on \(TerminalText.sanitized(run.dataset.name))",
            "\(run.dataset.rowCount) rows × \(NumberFormat.shortest(simulator.layout.rowHeight)) pt, table \(NumberFormat.shortest(simulator.layout.visibleHeight)) pt",
            "policy \(simulator.policy.rawValue)",
            "stagger \(simulator.stagger.rawValue)"
                + (simulator.stagger == .none ? "" : " × \(NumberFormat.shortest(simulator.delayFactor))s"),
            "animation \(Self.seconds(simulator.animationDuration))"
        ]
        if let summary { parts.insert("session \(TerminalText.sanitized(summary.name)) run \(summary.runs)", at: 0) }
        return parts.joined(separator: " · ")
    }

    /// The events table, fitted to `width` columns when given.
    func eventsTable(width: Int? = nil) -> String {
        var rows = [["time", "row", "name", "animated", "reason", "delay", "ends"]]
        rows.reserveCapacity(result.events.count + 1)
        for event in result.events {
            rows.append([
                Self.seconds(event.time), "\(event.row)", Columns.cell(name(event.item)), event.animated ? "yes" : "no",
                event.reason.phrase, event.delay.map(Self.seconds) ?? "–", event.end.map(Self.seconds) ?? "–"
            ])
        }
        return Columns.render(rows, rightAligned: [0, 1, 5, 6], width: width)
    }

    /// What to notice: counts, the longest wait and, for row stagger, rows that waited longer
    /// than their animation lasts.
    var summaryLines: [String] {
        var lines = [
            "\(result.events.count) willDisplay, \(animated.count) animated, \(result.events.count - animated.count) skipped; the table is at rest from \(Self.seconds(result.end))"
        ]
        if let longest = animated.max(by: { ($0.delay ?? 0) < ($1.delay ?? 0) }), let delay = longest.delay, delay > 0 {
            lines.append(
                "longest wait: row \(longest.row), \(Self.seconds(delay)) between willDisplay at \(Self.seconds(longest.time)) and its animation"
            )
        }
        let late = animated.filter { $0.time > 0 && ($0.delay ?? 0) > run.simulator.animationDuration }
        if run.simulator.stagger == .row, let first = late.first {
            lines.append(
                "note: \(late.count) row\(late.count == 1 ? "" : "s") scrolled in and waited longer than the animation lasts (row \(first.row): \(Self.seconds(first.delay ?? 0))): delay-factor × row grows down the table; --stagger visible delays by screen position instead"
            )
        }
        return lines
    }

    /// The animated rows on a timeline: the wait after willDisplay, then the animation.
    func timeline(_ options: PlotOptions) -> String? {
        guard !animated.isEmpty else { return nil }
        let capacity = max(1, options.height - 6)
        let shown = animated.prefix(capacity)
        let items = shown.map { event in
            TimelineItem(
                label: "row \(event.row)", start: event.start ?? event.time, duration: run.simulator.animationDuration,
                waitsFrom: event.time)
        }
        let title = shown.count < animated.count ? "first \(shown.count) of \(animated.count) animations" : "animations"
        let chart = TimelineChart(items: items, title: title, xLabel: "time", showsLegend: true)
        return chart.render(
            width: options.width, height: min(options.height, items.count + 6), canvas: options.canvas,
            color: options.color)
    }

    /// The report; with a terminal's `width`, the table fits it and the prose wraps at it.
    func text(_ options: PlotOptions, width: Int? = nil) -> String {
        var parts = [TextFit.wrapped(heading, width: width)]
        if result.events.isEmpty {
            parts.append("no rows were displayed (the dataset is empty)")
        } else {
            parts.append(eventsTable(width: width))
        }
        if let chart = timeline(options) { parts.append(chart) }
        parts += summaryLines.map { TextFit.wrapped($0, width: width) }
        return parts.joined(separator: "\n")
    }

    func json(records: [CellRecord]) -> JSONValue {
        let simulator = run.simulator
        var object: [String: JSONValue] = [
            "animation": .string(run.label), "dataset": .string(run.dataset.name),
            "rowHeight": .number(simulator.layout.rowHeight), "tableHeight": .number(simulator.layout.visibleHeight),
            "policy": .string(simulator.policy.rawValue), "stagger": .string(simulator.stagger.rawValue),
            "delayFactor": .number(simulator.delayFactor), "duration": .number(simulator.animationDuration),
            "scroll": .string(run.script.description), "end": .number(result.end),
            "events": .array(
                result.events.map { event in
                    .object([
                        "time": .number(event.time), "row": .number(Double(event.row)),
                        "item": .number(Double(event.item)),
                        "name": .string(name(event.item)), "animated": .bool(event.animated),
                        "reason": .string(event.reason.rawValue),
                        "delay": event.delay.map(JSONValue.number) ?? .null,
                        "end": event.end.map(JSONValue.number) ?? .null
                    ])
                }),
            "records": .array(records.map { Self.json($0, name: name($0.item)) })
        ]
        if let summary {
            object["session"] = .string(summary.name)
            object["run"] = .number(Double(summary.runs))
        }
        return .object(object)
    }

    static func json(_ record: CellRecord, name: String) -> JSONValue {
        .object([
            "row": .number(Double(record.row)), "item": .number(Double(record.item)), "name": .string(name),
            "firstRun": .number(Double(record.firstRun)), "firstTime": .number(record.firstTime),
            "displays": .number(Double(record.displayCount)),
            "animatedRun": record.animatedRun.map { .number(Double($0)) } ?? .null,
            "animatedTime": record.animatedTime.map(JSONValue.number) ?? .null,
            "animatedBy": record.animatedBy.map(JSONValue.string) ?? .null,
            "animations": .number(Double(record.animationCount))
        ])
    }
}

extension SimulationReport {
    /// A warning when the script scrolls a table whose rows all fit on screen: the steps cannot move it.
    var scrollWarnings: [String] { run.scrollWarnings }
}

import AnimationCore
import StudioEditing
import TerminalPlot
import TerminalText

/// Draws the tuner: the parameter list on the left, the draft's curve over the base version's on
/// the right with the metrics and their deltas under it, the engine's warnings, a message or a line
/// being typed, and a status line. Pure: the same state gives the same cells.
public enum TunerView {
    /// The smallest terminal the tuner draws in; below it the screen says so.
    public static let minimumColumns = 60
    public static let minimumRows = 18

    public static func render(_ state: TunerState) -> TunerScreen {
        var screen = TunerScreen(grid: ScreenGrid(width: state.columns, height: state.rows))
        screen.grid.ellipsis = state.unicode ? "…" : "~"
        guard state.columns >= minimumColumns, state.rows >= minimumRows else {
            tooSmall(state, &screen.grid)
            return screen
        }
        let bodyRows = 1..<(state.rows - 4)
        title(state, &screen.grid)
        switch state.mode {
        case .help:
            help(state, rows: bodyRows, &screen.grid)
        case .playing(let lines):
            for (index, line) in lines.prefix(bodyRows.count).enumerated() {
                screen.grid.write(line, 0, bodyRows.lowerBound + index)
            }
        case .browsing, .prompt:
            let listWidth = list(state, rows: bodyRows, &screen)
            let right = (listWidth + 1)..<state.columns
            let metricsRows = MetricsPanel.height
            let plotRows = bodyRows.lowerBound..<(bodyRows.upperBound - metricsRows)
            CurvePanel.draw(state, columns: right, rows: plotRows, &screen)
            MetricsPanel.draw(state, columns: right, row: plotRows.upperBound, &screen.grid)
        }
        bottom(state, &screen)
        return screen
    }

    private static func tooSmall(_ state: TunerState, _ grid: inout ScreenGrid) {
        // Broken between words: a window narrower than a line would cut it (`or p…`).
        let lines = [
            "tune needs a terminal of at least \(minimumColumns)×\(minimumRows)",
            "this one is \(state.columns)×\(state.rows): make it larger, or press q"
        ].flatMap {
            TextFit.wrapped($0, width: state.columns).split(separator: "\n").map { String($0.drop { $0 == " " }) }
        }
        for (index, line) in lines.enumerated() where index < state.rows {
            let width = TerminalText.width(line)
            grid.write(line, max(0, (state.columns - width) / 2), max(0, state.rows / 2 - 1) + index, .heading)
        }
    }

    private static func title(_ state: TunerState, _ grid: inout ScreenGrid) {
        let dash = state.unicode ? "—" : "-"
        let variant = state.showsVariant ? " \(dash) reduced motion" : ""
        grid.write(
            "tune \(state.preset)@draft (\(state.template.name)) \(dash) base \(state.baseLabel)\(variant)", 0, 0,
            .heading)
    }

    /// A value and its unit in `width` cells: a number too long for the column (a converted
    /// spring's 229.67459164514798) loses its last digits to an ellipsis, keeping its exponent and
    /// unit, so it never runs into the range beside it. Enter shows the exact value.
    static func fitted(_ parameter: TunableParameter, width: Int, unicode: Bool) -> String {
        let unit = parameter.unit.isEmpty ? "" : " " + parameter.unit
        let whole = parameter.text + unit
        guard TerminalText.width(whole) > width else { return whole }
        let ellipsis = unicode ? "…" : "~"
        let exponent = parameter.text.firstIndex(of: "e").map { String(parameter.text[$0...]) } ?? ""
        let mantissa = parameter.text.dropLast(exponent.count)
        let room = max(
            1, width - TerminalText.width(unit) - TerminalText.width(exponent) - TerminalText.width(ellipsis))
        return mantissa.prefix(room) + ellipsis + exponent + unit
    }

    /// The parameter list; returns the columns it took.
    private static func list(_ state: TunerState, rows: Range<Int>, _ screen: inout TunerScreen) -> Int {
        let parameters = state.parameters
        // The variant's kind is written after its name, so its long name takes no column of its own.
        let names =
            parameters.map { $0.kind == .variantKind ? 0 : indent($0) + TerminalText.width($0.name) }.max() ?? 0
        let values = parameters.map {
            hasValueColumn($0)
                ? TerminalText.width($0.text) + ($0.unit.isEmpty ? 0 : 1 + TerminalText.width($0.unit)) : 0
        }
        let ranges = parameters.map { $0.range.map { RangeText.compact($0, unicode: state.unicode) } ?? "" }
        let valueWidth = min(14, values.max() ?? 0)
        let rangeWidth = min(18, ranges.map(TerminalText.width).max() ?? 0)
        let width = min(state.columns / 2, 2 + names + 1 + max(valueWidth, 6) + 1 + rangeWidth)
        screen.listColumns = 0..<width
        let selection = min(max(0, state.selection), max(0, parameters.count - 1))
        let top =
            parameters.count <= rows.count ? 0 : min(max(0, selection - rows.count / 2), parameters.count - rows.count)
        for (offset, index) in (top..<min(parameters.count, top + rows.count)).enumerated() {
            let row = rows.lowerBound + offset
            let parameter = parameters[index]
            let isSelected = index == selection
            let style: ScreenStyle = isSelected ? .selected : .plain
            screen.parameterRows[row] = index
            if isSelected { screen.grid.paint(0, row, count: width, style) }
            screen.grid.write(isSelected ? (state.unicode ? "▸ " : "> ") : "  ", 0, row, style)
            let indent = indent(parameter)
            let nameWidth = screen.grid.write(parameter.name, 2 + indent, row, style, limit: width - 2 - indent)
            let valueColumn = parameter.kind == .variantKind ? 2 + nameWidth + 1 : 2 + names + 1
            if !hasValueColumn(parameter) {
                let textStyle: ScreenStyle = isSelected ? style : parameter.kind == .variantTiming ? .plain : .heading
                screen.grid.write(parameter.text, valueColumn, row, textStyle, limit: width - valueColumn)
                continue
            }
            let shown = max(valueWidth, 6)
            let value = fitted(parameter, width: shown, unicode: state.unicode)
            screen.grid.write(
                value, valueColumn + max(0, shown - TerminalText.width(value)), row, style, limit: width - valueColumn
            )
            screen.grid.write(
                ranges[index], valueColumn + shown + 1, row, isSelected ? style : .faint,
                limit: max(0, width - valueColumn - shown - 1))
        }
        if parameters.count > rows.count {
            let arrow = state.unicode ? "…" : "~"
            if top > 0 { screen.grid.write(arrow, width - 1, rows.lowerBound, .faint) }
            if top + rows.count < parameters.count { screen.grid.write(arrow, width - 1, rows.upperBound - 1, .faint) }
        }
        return width
    }

    /// The numbers of the timing and of the variant sit under the line they belong to.
    private static func indent(_ parameter: TunableParameter) -> Int {
        switch parameter.kind {
        case .timing, .variantNumber, .variantTiming, .variantPreset: return 2
        case .template, .timingKind, .variantKind: return 0
        }
    }

    /// Numbers are right-aligned in the value column with their range after them; a kind, a
    /// timing or a preset's name is text that runs on.
    private static func hasValueColumn(_ parameter: TunableParameter) -> Bool {
        switch parameter.kind {
        case .template, .timing, .variantNumber: return true
        case .timingKind, .variantKind, .variantTiming, .variantPreset: return false
        }
    }

    private static func help(_ state: TunerState, rows: Range<Int>, _ grid: inout ScreenGrid) {
        grid.write("keys (any key closes this list)", 0, rows.lowerBound, .heading)
        let keys = TunerKeys.all
        let width = keys.map { TerminalText.width($0.keys) }.max() ?? 0
        let room = max(0, rows.upperBound - rows.lowerBound - 2)
        // A terminal too short for every key says how many it leaves out, and where they are.
        let shown = keys.count <= room ? keys.count : max(0, room - 1)
        for (index, key) in keys.prefix(shown).enumerated() {
            let row = rows.lowerBound + 2 + index
            grid.write("  " + key.keys, 0, row, .heading)
            grid.write(key.action, 2 + width + 2, row)
        }
        if shown < keys.count, room > 0 {
            let ellipsis = state.unicode ? "…" : "..."
            grid.write(
                "  \(ellipsis) \(keys.count - shown) more: a taller terminal lists them, as does help tune", 0,
                rows.lowerBound + 2 + shown, .faint)
        }
    }

    private static func bottom(_ state: TunerState, _ screen: inout TunerScreen) {
        let rows = state.rows
        if let warning = state.warnings.first {
            screen.grid.write((state.unicode ? "⚠ " : "warning: ") + warning, 0, rows - 4, .warning)
        }
        if case .prompt(let prompt) = state.mode {
            screen.grid.write(prompt.prefix, 0, rows - 3, .heading)
            let start = TerminalText.width(prompt.prefix)
            screen.grid.write(prompt.text, start, rows - 3)
            screen.cursor = (
                min(state.columns - 1, start + TerminalText.width(String(prompt.text.prefix(prompt.cursor)))),
                rows - 3
            )
            if let error = prompt.error {
                let scalars = Array(prompt.line.unicodeScalars)
                var caret = ""
                if let offset = error.offset {
                    let before = String(String.UnicodeScalarView(scalars.prefix(min(offset, scalars.count))))
                    caret =
                        String(repeating: " ", count: TerminalText.width(before))
                        + String(repeating: "^", count: max(1, error.length)) + " "
                }
                let used = screen.grid.write(caret, 0, rows - 2, .error)
                screen.grid.write("error: " + error.message, used, rows - 2, .error)
            }
        } else if let message = state.message {
            screen.grid.write(
                (message.isError ? "error: " : "") + message.text, 0, rows - 3, message.isError ? .error : .plain)
            if state.warnings.count > 1 { screen.grid.write(state.warnings[1], 0, rows - 2, .warning) }
        } else if state.warnings.count > 1 {
            screen.grid.write(state.warnings[1], 0, rows - 2, .warning)
        }
        statusLine(state, &screen.grid)
    }

    private static func statusLine(_ state: TunerState, _ grid: inout ScreenGrid) {
        let row = state.rows - 1
        grid.clear(columns: 0..<state.columns, rows: row..<(row + 1), .status)
        let dot = state.unicode ? " · " : " | "
        let draft = state.differs ? "draft differs" : "draft = \(state.latestLabel)"
        let keys: String
        switch state.mode {
        case .prompt: keys = "Enter accepts  Esc cancels"
        case .help: keys = "any key closes"
        case .playing: keys = "any key stops"
        case .browsing:
            keys =
                state.unicode
                ? "↑↓ select  ←→ nudge  Enter value  k kind  b base  c commit  u/r undo/redo  p play  v variant  ? keys  q quit"
                : "up/down select  left/right nudge  Enter value  k kind  b base  c commit  u/r undo/redo  p play  v variant  ? keys  q quit"
        }
        grid.write(fittedHints(state.latestLabel + dot + draft + dot, keys, width: state.columns), 0, row, .status)
    }

    /// `head` and as many whole key hints (separated by two spaces) as fit in `width` cells; when
    /// some are left out, `…` stands where they would be, and `? keys`, which lists them all, still
    /// ends the line (a newcomer at 80 columns never saw it).
    static func fittedHints(_ head: String, _ hints: String, width: Int) -> String {
        let whole = head + hints
        guard TerminalText.width(whole) > width else { return whole }
        let all = hints.split(separator: "  ").map(String.init)
        let kept = all.first { $0.hasPrefix("? ") }
        let tail = "…" + (kept.map { "  " + $0 } ?? "")
        var shown = head
        var first = true
        for hint in all where hint != kept {
            let next = shown + (first ? "" : "  ") + hint
            guard TerminalText.width(next + "  " + tail) <= width else { break }
            shown = next
            first = false
        }
        return shown + (first ? "" : "  ") + tail
    }
}

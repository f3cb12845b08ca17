import AnimationCore
import StudioEditing
import TerminalPlot
import TunerView

/// The pointer, where the terminal reports it: a click selects, the wheel nudges, a cubic's
/// control points follow a drag.
extension Tuner {
    func pointer(_ event: MouseEvent, on screen: TunerScreen) throws(CommandError) {
        switch event.action {
        case .press:
            if let point = screen.controlPoint(column: event.column, row: event.row), let area = screen.plotArea {
                state.dragging = (point, area.yRange)
                burst = nil
                if case .cubic(let bezier) = state.draft.timing {
                    dragOrigin = point == 1 ? (bezier.x1, bezier.y1) : (bezier.x2, bezier.y2)
                }
                return
            }
            if let index = screen.parameter(column: event.column, row: event.row) { select(index) }
        case .drag:
            guard let dragging = state.dragging, let area = screen.plotArea else { return }
            try drag(point: dragging.point, to: area.value(column: event.column, row: event.row))
        case .release:
            state.dragging = nil
            dragOrigin = nil
        case .wheelUp, .wheelDown:
            guard let index = screen.parameter(column: event.column, row: event.row) else { return }
            if index != state.selection { select(index) }
            try nudge(event.action == .wheelUp ? 1 : -1)
        }
    }

    /// Moves control point 1 or 2 of a cubic to a point of the plot (time in seconds, progress).
    private func drag(point: Int, to value: (x: Double, y: Double)) throws(CommandError) {
        guard case .cubic(let bezier) = state.draft.timing,
            let animation = try? TemplateAnimation(template: template, parameters: state.draft)
        else { return }
        let duration = animation.curve.duration
        let x = min(max(0, (value.x / duration * 100).rounded() / 100), 1)
        let y = (value.y * 100).rounded() / 100
        let (names, old) = point == 1 ? (("x1", "y1"), (bezier.x1, bezier.y1)) : (("x2", "y2"), (bezier.x2, bezier.y2))
        guard (x, y) != old else { return }
        let assignments: [ParameterAssignment]
        do {
            let timing = state.draft.timing
            assignments = [
                try ParameterAssignment.number(names.0, x, template: template, timing: timing),
                try ParameterAssignment.number(names.1, y, template: template, timing: timing)
            ]
        } catch { return fail(CommandError(error.message)) }
        let f = NumberFormat.shortest
        let origin = dragOrigin ?? old
        try change(
            .set(assignments), run: "control point \(point)",
            saying: "control point \(point) (\(f(origin.x)), \(f(origin.y))) → (\(f(x)), \(f(y)))")
    }
}

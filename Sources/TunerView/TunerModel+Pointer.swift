import AnimationCore
import StudioEditing
import TerminalPlot

/// The pointer, where the terminal reports it: a click selects, the wheel nudges, a cubic's
/// control points follow a drag. Where things are is read from the screen this state draws.
extension TunerModel {
    mutating func pointer(_ event: MouseEvent) -> [TunerEffect] {
        let screen = TunerView.render(state)
        switch event.action {
        case .press:
            if let point = screen.controlPoint(column: event.column, row: event.row), let area = screen.plotArea {
                state.dragging = (point, area.yRange)
                run = nil
                if case .cubic(let bezier) = state.draft.timing {
                    dragOrigin = point == 1 ? (bezier.x1, bezier.y1) : (bezier.x2, bezier.y2)
                }
                return []
            }
            if let index = screen.parameter(column: event.column, row: event.row) { select(index) }
        case .drag:
            guard let dragging = state.dragging, let area = screen.plotArea else { return [] }
            return drag(point: dragging.point, to: area.value(column: event.column, row: event.row))
        case .release:
            state.dragging = nil
            dragOrigin = nil
        case .wheelUp, .wheelDown:
            guard let index = screen.parameter(column: event.column, row: event.row) else { return [] }
            if index != state.selection { select(index) }
            return nudge(event.action == .wheelUp ? 1 : -1)
        }
        return []
    }

    /// Moves control point 1 or 2 of a cubic to a point of the plot (time in seconds, progress).
    private mutating func drag(point: Int, to value: (x: Double, y: Double)) -> [TunerEffect] {
        guard case .cubic(let bezier) = state.draft.timing,
            let animation = try? TemplateAnimation(template: state.template, parameters: state.draft)
        else { return [] }
        let duration = animation.curve.duration
        let x = min(max(0, (value.x / duration * 100).rounded() / 100), 1)
        let y = (value.y * 100).rounded() / 100
        let (names, old) = point == 1 ? (("x1", "y1"), (bezier.x1, bezier.y1)) : (("x2", "y2"), (bezier.x2, bezier.y2))
        guard (x, y) != old else { return [] }
        let assignments: [ParameterAssignment]
        do {
            let timing = state.draft.timing
            assignments = [
                try ParameterAssignment.number(names.0, x, template: state.template, timing: timing),
                try ParameterAssignment.number(names.1, y, template: state.template, timing: timing)
            ]
        } catch {
            fail(error.message)
            return []
        }
        let f = NumberFormat.shortest
        let origin = dragOrigin ?? old
        return write(
            .set(assignments), run: "control point \(point)",
            saying: "control point \(point) (\(f(origin.x)), \(f(origin.y))) → (\(f(x)), \(f(y)))")
    }
}

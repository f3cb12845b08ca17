import TerminalText

/// Tick values of one axis with their labels and grid positions.
struct AxisTicks {
    var values: [Double] = []
    /// Sanitised label glyphs, one per value.
    var labels: [[Glyph]] = []
    /// Grid column (horizontal axis) or grid row (vertical axis) per value.
    var positions: [Int] = []

    /// Widest label, in cells.
    var labelWidth: Int { labels.map(Glyph.width).max() ?? 0 }
}

/// Tick selection and label placement shared by line plots and timelines.
///
/// Both axes try the densest nice tick set first and back off until the
/// labels fit: horizontal labels need two blank cells between them,
/// vertical labels a blank row.
enum Axis {
    /// Labels longer than this are cut; ticks are meant to be short.
    static let maxLabelWidth = 16

    /// Ticks for a horizontal axis over `range`, labels centred under
    /// `column(value)` and kept inside `figureWidth`.
    static func horizontal(
        range: ClosedRange<Double>, format: AxisFormat, maxTicks: Int, figureWidth: Int,
        column: (Double) -> Int
    ) -> AxisTicks {
        let span = range.upperBound - range.lowerBound
        var fallback: AxisTicks?
        var candidate = AxisTicks()
        for target in stride(from: max(2, maxTicks), through: 2, by: -1) {
            let step = NiceTicks.step(span: span, count: target)
            candidate = make(range: range, step: step, span: span, format: format, position: column)
            guard horizontalLabelsFit(candidate, figureWidth: figureWidth) else { continue }
            // Very coarse steps can leave a single tick (or none) inside an
            // un-widened range; keep looking for two, settle for one.
            if candidate.values.count >= 2 { return candidate }
            if fallback == nil, !candidate.values.isEmpty { fallback = candidate }
        }
        return fallback ?? candidate
    }

    /// The most of a frame's height that widening to round edges may leave empty.
    static let mostEmpty = 0.25

    /// Ticks for a vertical axis. With `extend`, `data` is first widened to
    /// multiples of the step so both frame edges get round labels; where that
    /// would leave more than ``mostEmpty`` of the frame empty (a short plot of a
    /// 5 % overshoot, whose one step is 1, ran to 2), it is widened to a finer
    /// round step instead and the top edge goes unlabelled. The steps tried run
    /// from the one below the finest that fits `maxTicks` (taken only when that
    /// finer widening keeps it within `maxTicks`) to the coarsest; the first
    /// whose labels are two rows apart wins. The range actually used is
    /// returned with the ticks.
    static func vertical(
        data: ClosedRange<Double>, extend: Bool, format: AxisFormat, maxTicks: Int,
        row: (ClosedRange<Double>, Double) -> Int
    ) -> (range: ClosedRange<Double>, ticks: AxisTicks) {
        let span = data.upperBound - data.lowerBound
        let most = max(2, maxTicks)
        let steps = stride(from: most, through: 2, by: -1).map { NiceTicks.step(span: span, count: $0) }
        var result = (range: data, ticks: AxisTicks())
        for (index, step) in ([NiceTicks.finer(than: steps[0])] + steps).enumerated() {
            let (range, finer) = extend ? widened(data, step: step) : (data, false)
            let ticks = make(
                range: range, step: step, span: range.upperBound - range.lowerBound, format: format,
                position: { row(range, $0) })
            if index == 0 && !(finer && ticks.values.count <= most) { continue }
            result = (range, ticks)
            let rowsApart = zip(ticks.positions, ticks.positions.dropFirst()).allSatisfy { abs($0 - $1) >= 2 }
            if rowsApart { break }
        }
        return result
    }

    /// `data` widened to multiples of `step`, or (`finer`) of a finer round step when that would
    /// leave more than ``mostEmpty`` of the frame empty and still hold two ticks.
    private static func widened(_ data: ClosedRange<Double>, step: Double) -> (
        range: ClosedRange<Double>, finer: Bool
    ) {
        let span = data.upperBound - data.lowerBound
        let (lo, hi) = NiceTicks.extend(data.lowerBound, data.upperBound, step: step)
        guard span > 0, hi - lo - span > mostEmpty * (hi - lo) else { return (lo...hi, false) }
        let fine = min(NiceTicks.step(span: span, count: 11), step)
        let (fineLo, fineHi) = NiceTicks.extend(data.lowerBound, data.upperBound, step: fine)
        guard NiceTicks.values(from: fineLo, to: fineHi, step: step).count >= 2 else { return (lo...hi, false) }
        return (fineLo...fineHi, true)
    }

    /// First column of a label of `width` centred on `center`, shifted to
    /// stay inside the figure.
    static func labelStart(center: Int, width: Int, figureWidth: Int) -> Int {
        max(0, min(center - width / 2, figureWidth - width))
    }

    /// Writes horizontal tick labels on `row`, skipping any that would
    /// touch the previous one (only possible at tiny widths).
    static func drawHorizontalLabels(_ ticks: AxisTicks, row: Int, into grid: inout CellGrid) {
        var previousEnd = Int.min / 2
        for (label, center) in zip(ticks.labels, ticks.positions) {
            let start = labelStart(center: center, width: Glyph.width(label), figureWidth: grid.width)
            guard start > previousEnd + 1 else { continue }
            grid.write(label, column: start, row: row)
            previousEnd = start + Glyph.width(label) - 1
        }
    }

    private static func make(
        range: ClosedRange<Double>, step: Double, span: Double, format: AxisFormat,
        position: (Double) -> Int
    ) -> AxisTicks {
        let values = NiceTicks.values(from: range.lowerBound, to: range.upperBound, step: step)
        let labels = format.labels(for: values, step: step, span: span)
        return AxisTicks(
            values: values,
            labels: labels.map { DisplayText.glyphs($0, limit: maxLabelWidth) },
            positions: values.map(position))
    }

    private static func horizontalLabelsFit(_ ticks: AxisTicks, figureWidth: Int) -> Bool {
        var previousEnd = Int.min / 2
        for (label, center) in zip(ticks.labels, ticks.positions) {
            let start = labelStart(center: center, width: Glyph.width(label), figureWidth: figureWidth)
            if start < previousEnd + 3 { return false }
            previousEnd = start + Glyph.width(label) - 1
        }
        return true
    }
}

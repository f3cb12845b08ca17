/// A dot-addressable drawing surface for one plot area.
///
/// A canvas has `columns × rows` terminal cells of `dotsPerCellX ×
/// dotsPerCellY` dots each. Conforming types only describe how dots map to
/// bits inside a cell and how bits become a glyph; the shared drawing code
/// (line rasterising, clipping, dash patterns) lives in this protocol's
/// extension and is specialised per canvas by the compiler.
protocol Canvas {
    static var kind: CanvasKind { get }
    static var dotsPerCellX: Int { get }
    static var dotsPerCellY: Int { get }
    /// Dot row (within one cell row) used for legend sample lines.
    static var legendDotRow: Int { get }
    /// Cells used by one legend sample.
    static var legendSampleCells: Int { get }
    /// Whether colourless output distinguishes series by dash pattern
    /// (false when every series already has its own glyph).
    static var usesSeriesPatterns: Bool { get }

    var storage: CanvasStorage { get set }

    init(columns: Int, rows: Int)

    /// Bit for the dot at (`subX`, `subY`) inside its cell.
    static func bit(subX: Int, subY: Int) -> UInt8
    /// Glyph for a cell holding series dots `bits`, topmost series `series`.
    static func seriesGlyph(bits: UInt8, series: Int) -> UInt32
    /// Glyph for a cell holding only annotation dots.
    static func annotationGlyph(bits: UInt8, vertical: Bool) -> UInt32
    /// Dash pattern for reference lines (horizontal) or markers (vertical).
    static func annotationPattern(vertical: Bool) -> LinePattern
}

extension Canvas {
    var columns: Int { storage.columns }
    var rows: Int { storage.rows }
    var dotWidth: Int { storage.columns * Self.dotsPerCellX }
    var dotHeight: Int { storage.rows * Self.dotsPerCellY }

    /// Cell index and bit for a dot, or nil outside the canvas.
    @inline(__always)
    private func locate(_ x: Int, _ y: Int) -> (Int, UInt8)? {
        guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return nil }
        let cell = (y / Self.dotsPerCellY) * storage.columns + x / Self.dotsPerCellX
        return (cell, Self.bit(subX: x % Self.dotsPerCellX, subY: y % Self.dotsPerCellY))
    }

    mutating func setSeriesDot(x: Int, y: Int, series: Int) {
        guard let (cell, bit) = locate(x, y) else { return }
        storage.seriesBits[cell] |= bit
        storage.topSeries[cell] = Int32(series)
    }

    mutating func setAnnotationDot(x: Int, y: Int, annotation: Int) {
        guard let (cell, bit) = locate(x, y) else { return }
        storage.annotationBits[cell] |= bit
        storage.annotationIndex[cell] = Int32(annotation)
    }

    /// Draws a dotted full-width line at dot row `y`.
    mutating func drawHorizontalAnnotation(y: Int, annotation: Int) {
        let pattern = Self.annotationPattern(vertical: false)
        for x in 0..<dotWidth where pattern.isOn(x) {
            setAnnotationDot(x: x, y: y, annotation: annotation)
        }
    }

    /// Draws a dotted full-height line at dot column `x`.
    mutating func drawVerticalAnnotation(x: Int, annotation: Int) {
        let pattern = Self.annotationPattern(vertical: true)
        for y in 0..<dotHeight where pattern.isOn(y) {
            setAnnotationDot(x: x, y: y, annotation: annotation)
        }
    }

    /// Draws a polyline through (`xs[i]`, `ys[i]`).
    ///
    /// Consecutive finite points are joined with Bresenham lines in dot
    /// space, so steep segments stay gap-free. A non-finite point breaks
    /// the line; an isolated finite point is drawn as a single dot.
    /// Segments are clipped to the canvas first, so far-away points cost
    /// nothing and cannot overflow.
    mutating func drawSeries(xs: [Double], ys: [Double], mapping: DotMapping, series: Int, pattern: LinePattern) {
        let count = min(xs.count, ys.count)
        let maxX = Double(dotWidth - 1)
        let maxY = Double(dotHeight - 1)
        var step = 0
        var previous: (x: Double, y: Double)?
        var lastDot: (x: Int, y: Int)?

        func plot(_ x: Int, _ y: Int) {
            if pattern.isOn(step) { setSeriesDot(x: x, y: y, series: series) }
            step += 1
        }

        for i in 0..<count {
            let p = (x: mapping.x(xs[i]), y: mapping.y(ys[i]))
            guard xs[i].isFinite, ys[i].isFinite, p.x.isFinite, p.y.isFinite else {
                previous = nil
                lastDot = nil
                continue
            }
            defer { previous = p }
            guard let q = previous else {
                let nextIsFinite = i + 1 < count && xs[i + 1].isFinite && ys[i + 1].isFinite
                if !nextIsFinite, p.x >= 0, p.x <= maxX, p.y >= 0, p.y <= maxY {
                    plot(Int(p.x.roundedNearest), Int(p.y.roundedNearest))
                }
                continue
            }
            guard let (a, b) = Self.clip(q, p, maxX: maxX, maxY: maxY) else {
                lastDot = nil
                continue
            }
            let start = (x: Int(a.x.roundedNearest), y: Int(a.y.roundedNearest))
            let end = (x: Int(b.x.roundedNearest), y: Int(b.y.roundedNearest))
            // The shared endpoint was plotted by the previous segment;
            // plotting it twice would also stall the dash pattern.
            if lastDot.map({ $0 != start }) ?? true { plot(start.x, start.y) }
            Self.bresenham(from: start, to: end, plot)
            lastDot = end
        }
    }

    /// Visits the dots after `from` up to and including `to`.
    private static func bresenham(from a: (x: Int, y: Int), to b: (x: Int, y: Int), _ plot: (Int, Int) -> Void) {
        let dx = abs(b.x - a.x)
        let dy = -abs(b.y - a.y)
        let sx = a.x < b.x ? 1 : -1
        let sy = a.y < b.y ? 1 : -1
        var err = dx + dy
        var x = a.x
        var y = a.y
        while x != b.x || y != b.y {
            let e2 = 2 * err
            if e2 >= dy {
                err += dy
                x += sx
            }
            if e2 <= dx {
                err += dx
                y += sy
            }
            plot(x, y)
        }
    }

    /// Liang–Barsky clipping of segment a→b to [0, maxX] × [0, maxY].
    private static func clip(
        _ a: (x: Double, y: Double), _ b: (x: Double, y: Double), maxX: Double, maxY: Double
    ) -> ((x: Double, y: Double), (x: Double, y: Double))? {
        var t0 = 0.0
        var t1 = 1.0
        let dx = b.x - a.x
        let dy = b.y - a.y
        func edge(_ p: Double, _ q: Double) -> Bool {
            if p == 0 { return q >= 0 }
            let r = q / p
            if p < 0 {
                if r > t1 { return false }
                if r > t0 { t0 = r }
            } else {
                if r < t0 { return false }
                if r < t1 { t1 = r }
            }
            return true
        }
        guard edge(-dx, a.x), edge(dx, maxX - a.x), edge(-dy, a.y), edge(dy, maxY - a.y) else { return nil }
        return ((a.x + t0 * dx, a.y + t0 * dy), (a.x + t1 * dx, a.y + t1 * dy))
    }

    /// Glyphs of a horizontal sample line for the legend, using the same
    /// rasteriser path as the plot so the sample matches the curve.
    static func legendSample(series: Int, pattern: LinePattern) -> [UInt32] {
        var canvas = Self(columns: legendSampleCells, rows: 1)
        for x in 0..<canvas.dotWidth where pattern.isOn(x) {
            canvas.setSeriesDot(x: x, y: legendDotRow, series: series)
        }
        return (0..<legendSampleCells).map { cell in
            let bits = canvas.storage.seriesBits[cell]
            return bits == 0 ? CellGrid.space : seriesGlyph(bits: bits, series: series)
        }
    }
}

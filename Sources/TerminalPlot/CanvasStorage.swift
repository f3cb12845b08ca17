/// Per-cell state shared by all canvas kinds.
///
/// Two layers: series dots (the data) and annotation dots (reference lines
/// and markers). Rendering shows annotation dots only in cells without
/// series dots, so guides never hide a curve.
struct CanvasStorage {
    let columns: Int
    let rows: Int
    /// Union of the dots of every series that touched the cell.
    var seriesBits: [UInt8]
    /// Highest series index that touched the cell (-1: none). Series are
    /// drawn in order, so this is the one "on top".
    var topSeries: [Int32]
    var annotationBits: [UInt8]
    /// Index of the last annotation that touched the cell (-1: none).
    var annotationIndex: [Int32]

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        let count = columns * rows
        seriesBits = Array(repeating: 0, count: count)
        topSeries = Array(repeating: -1, count: count)
        annotationBits = Array(repeating: 0, count: count)
        annotationIndex = Array(repeating: -1, count: count)
    }
}

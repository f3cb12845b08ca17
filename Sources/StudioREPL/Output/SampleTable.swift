import AnimationCore

/// The rows `sample` computed, once, for both of its renderings: CSV (``csv``) and JSON (``json``).
struct SampleTable {
    let columns: [String]
    /// One row per sampled time, a number per column.
    let rows: [[Double]]
    /// What the JSON says beside the rows: the timing, the duration and, as they apply, the
    /// template, the row, its delay and the display's rate.
    let about: [String: JSONValue]

    var csv: String { TableFormatter.csv(columns, rows) }

    var json: JSONValue {
        var object = about
        object["samples"] = TableFormatter.rowsJSON(columns, rows)
        return .object(object)
    }
}

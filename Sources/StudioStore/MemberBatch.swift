/// Member rows copied into one buffer, ready to be inserted together.
///
/// A batch owns its bytes, so it can be filled on one thread (parsing) and inserted on another
/// (the database writer): the import's parse and insert then overlap on two cores.
public struct MemberBatch: Sendable {
    /// Rows per batch: one multi-row INSERT (64 × 9 parameters, far below SQLite's limit).
    public static let capacity = 64
    static let fieldCount = 8

    /// The rows' text, back to back.
    var arena: [UInt8] = []
    /// Per row, per field: its range in `arena`, or nil for NULL.
    var ranges: [Range<Int>?] = []

    public init() {
        arena.reserveCapacity(Self.capacity * 512)
        ranges.reserveCapacity(Self.capacity * Self.fieldCount)
    }

    /// How many rows the batch holds.
    public var count: Int { ranges.count / Self.fieldCount }

    /// True when the batch holds ``capacity`` rows.
    public var isFull: Bool { count == Self.capacity }

    /// Copies a row's bytes in (the row's buffers are only lent for this call).
    public mutating func append(_ row: MemberRowBytes) {
        // Field by field rather than over an array literal, which would allocate per row.
        queue(row.name)
        queue(row.title)
        queue(row.location)
        queue(row.about)
        queue(row.image)
        queue(row.web)
        queue(row.facebook)
        queue(row.twitter)
    }

    /// Copies a row given as strings in (the demo datasets, tests, small imports).
    public mutating func append(_ row: MemberRow) {
        queue(row.name)
        queue(row.title)
        queue(row.location)
        queue(row.about)
        queue(row.image)
        queue(row.web)
        queue(row.facebook)
        queue(row.twitter)
    }

    /// Empties the batch, keeping its capacity.
    public mutating func removeAll() {
        arena.removeAll(keepingCapacity: true)
        ranges.removeAll(keepingCapacity: true)
    }

    private mutating func queue(_ field: String?) {
        guard let field else {
            ranges.append(nil)
            return
        }
        let start = arena.count
        arena.append(contentsOf: field.utf8)
        ranges.append(start..<arena.count)
    }

    private mutating func queue(_ field: UnsafeBufferPointer<UInt8>?) {
        guard let field else {
            ranges.append(nil)
            return
        }
        let start = arena.count
        arena.append(contentsOf: field)
        ranges.append(start..<arena.count)
    }
}

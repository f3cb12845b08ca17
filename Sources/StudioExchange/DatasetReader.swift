/// Reads members and cities from JSON or CSV bytes, record by record, validating each field.
///
/// JSON: a plain array of objects, or the sample apps' `{"team": [...]}` (members) /
/// `{"cities": [...]}` (cities); trailing commas are accepted, unknown keys are not. CSV: a header
/// naming known columns, then one record per row (RFC 4180 quoting). Errors name the record's
/// position (1-based) and the field, and the caller writes nothing when one is thrown.
public enum DatasetReader {
    public enum Format: String, Sendable { case json, csv }

    /// Guesses the format from the first non-blank byte: `[` or `{` is JSON, anything else CSV,
    /// except a file that is one whole JSON value (`"hello"`), which is JSON (and then refused
    /// for not holding records) rather than a one-field CSV header.
    public static func sniff(_ bytes: [UInt8]) -> Format {
        for byte in bytes.prefix(4096) where ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains(byte) {
            if byte == UInt8(ascii: "\""), (try? JSONReader.parse(bytes)) != nil { return .json }
            return byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") ? .json : .csv
        }
        return .json
    }

    /// Reads members, handing each to `consume` in file order; returns how many there were.
    /// - Throws: ``ExchangeError`` for a bad file or record, or whatever `consume` throws.
    public static func readMembers(
        _ bytes: [UInt8], format: Format, consume: (MemberEntry) throws -> Void
    ) throws -> Int {
        try readMemberFields(bytes, format: format) { fields in try consume(fields.entry) }
    }

    /// Reads members as ``MemberFields`` (UTF-8 bytes borrowed from `bytes`, valid only during
    /// each `consume` call), in file order; returns how many there were. This is the import path:
    /// JSON values without escapes reach `consume` without being copied.
    /// - Throws: ``ExchangeError`` for a bad file or record, or whatever `consume` throws.
    public static func readMemberFields(
        _ bytes: [UInt8], format: Format, consume: (MemberFields) throws -> Void
    ) throws -> Int {
        try checkSize(bytes)
        var count = 0
        if format == .csv {
            try CSVReader.readRecords(bytes, known: MemberEntry.fields, required: []) {
                (fields: [String: String], position: String) throws in
                count += 1
                var entry = MemberEntry()
                for (field, value) in fields {
                    try check(value, field: field, record: count, position: { position })
                    entry.set(field, value)
                }
                try MemberFields.with(entry, consume)
            }
        } else {
            let known = FieldNames.members
            // Reused for every record, so a record costs no allocation.
            var scratch: [UInt8] = []
            var slots = [JSONReader.StringBytes?](repeating: nil, count: known.names.count)
            try readJSONArray(bytes, wrapper: "team", kind: "members") {
                (reader: inout JSONReader, record: Int) throws in
                count = record
                scratch.removeAll(keepingCapacity: true)
                for index in slots.indices { slots[index] = nil }
                try readFields(&reader, record: record, known: known, scratch: &scratch) { index, value in
                    slots[index] = value
                }
                try reader.withInput { input in
                    try scratch.withUnsafeBufferPointer { decoded in
                        var fields = MemberFields()
                        for (index, slot) in slots.enumerated() {
                            guard let slot else { continue }
                            fields[field: index] = UnsafeBufferPointer(
                                rebasing: (slot.isDecoded ? decoded : input)[slot.range])
                        }
                        try consume(fields)
                    }
                }
            }
        }
        guard count > 0 else { throw ExchangeError("the file has no members") }
        return count
    }

    /// Reads cities; every field is required.
    public static func readCities(
        _ bytes: [UInt8], format: Format, consume: (CityEntry) throws -> Void
    ) throws -> Int {
        try checkSize(bytes)
        var count = 0
        let build = { (fields: [String: String], record: Int) throws(ExchangeError) -> CityEntry in
            func field(_ field: String) throws(ExchangeError) -> String {
                guard let value = fields[field] else {
                    throw ExchangeError(
                        "record \(record): field “\(field)” is missing; a city needs name, image and description")
                }
                return value
            }
            return CityEntry(name: try field("name"), image: try field("image"), description: try field("description"))
        }
        if format == .csv {
            try CSVReader.readRecords(bytes, known: CityEntry.fields, required: CityEntry.fields) {
                (fields: [String: String], position: String) throws in
                count += 1
                for (field, value) in fields { try check(value, field: field, record: count, position: { position }) }
                try consume(try build(fields, count))
            }
        } else {
            let known = FieldNames.cities
            var scratch: [UInt8] = []
            try readJSONArray(bytes, wrapper: "cities", kind: "cities") {
                (reader: inout JSONReader, record: Int) throws in
                count = record
                scratch.removeAll(keepingCapacity: true)
                var slots: [Int: JSONReader.StringBytes] = [:]
                try readFields(&reader, record: record, known: known, scratch: &scratch) {
                    (index, value) throws(ExchangeError) in
                    guard let value else {
                        throw ExchangeError("record \(record): field “\(known.names[index])” must be text, got null")
                    }
                    slots[index] = value
                }
                var fields: [String: String] = [:]
                for (index, value) in slots { fields[known.names[index]] = reader.text(of: value, scratch: scratch) }
                try consume(try build(fields, record))
            }
        }
        guard count > 0 else { throw ExchangeError("the file has no cities") }
        return count
    }

    static func checkSize(_ bytes: [UInt8]) throws(ExchangeError) {
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw ExchangeError("the file is empty")
        }
        if let encoding = ForeignEncoding.name(of: bytes) {
            throw ExchangeError(
                "the file is \(encoding) text; only UTF-8 is read: save it as UTF-8 and import it again")
        }
        if bytes.count > DatasetLimits.maximumFileSize {
            throw ExchangeError(
                "the file is \(bytes.count) bytes; the limit is \(DatasetLimits.maximumFileSize) bytes (512 MiB)")
        }
    }

    /// Walks `[ {...}, ... ]` or `{"wrapper": [ ... ]}`, calling `element` for each record.
    static func readJSONArray(
        _ bytes: [UInt8], wrapper: String, kind: String,
        element: (inout JSONReader, Int) throws -> Void
    ) throws {
        var reader = JSONReader(bytes: bytes)
        let shape = "a JSON array of \(kind) or an object {\"\(wrapper)\": [...]}"
        switch reader.peekKind() {
        case .array:
            try readElements(&reader, element: element)
        case .object:
            try reader.beginObject()
            var first = true
            var found = false
            while let key = try reader.nextKey(first: &first) {
                guard key == wrapper, !found else {
                    throw ExchangeError("unexpected key “\(key)” at the top level; expected \(shape)")
                }
                found = true
                guard reader.peekKind() == .array else { throw reader.fail("“\(wrapper)” must be an array") }
                try readElements(&reader, element: element)
            }
            guard found else { throw ExchangeError("no “\(wrapper)” array at the top level; expected \(shape)") }
        default:
            throw reader.fail("expected \(shape), found “\(reader.upcomingText)”")
        }
        try reader.expectEnd()
    }

    private static func readElements(
        _ reader: inout JSONReader, element: (inout JSONReader, Int) throws -> Void
    ) throws {
        try reader.beginArray()
        var first = true
        var record = 0
        while try reader.hasNextElement(first: &first) {
            record += 1
            guard reader.peekKind() == .object else {
                throw reader.fail("record \(record) must be an object")
            }
            try element(&reader, record)
        }
    }

    /// Reads one record object: known keys only, each once, text or null. `field` gets each
    /// field's index in `known` and where its text lies (nil for null); keys are matched as bytes.
    private static func readFields(
        _ reader: inout JSONReader, record: Int, known: FieldNames, scratch: inout [UInt8],
        field: (Int, JSONReader.StringBytes?) throws(ExchangeError) -> Void
    ) throws(ExchangeError) {
        try reader.beginObject()
        var first = true
        var seen: UInt64 = 0  // bit i: field i has appeared
        while let key = try reader.nextKeyBytes(first: &first, decodingInto: &scratch) {
            let match =
                key.isDecoded
                ? scratch.withUnsafeBufferPointer { known.index(of: UnsafeBufferPointer(rebasing: $0[key.range])) }
                : reader.withInput { known.index(of: UnsafeBufferPointer(rebasing: $0[key.range])) }
            guard let index = match else {
                let name = reader.text(of: key, scratch: scratch)
                throw ExchangeError(
                    "record \(record): unknown field “\(name)”; expected \(known.names.joined(separator: ", "))")
            }
            let name = known.names[index]
            guard seen & (1 << index) == 0 else {
                throw ExchangeError("record \(record): field “\(name)” appears twice")
            }
            seen |= 1 << index
            switch reader.peekKind() {
            case .string:
                let start = reader.index  // the place is worked out only if the value is refused
                let value = try reader.readStringBytes(decodingInto: &scratch)
                // A byte count within the limit settles it: UTF-8 bytes ≥ characters.
                if value.range.count > known.limits[index] {
                    try check(
                        reader.text(of: value, scratch: scratch), field: name, record: record,
                        position: { reader.position(at: start) })
                }
                try field(index, value)
            case .null:
                try reader.readNull()
                try field(index, nil)
            case .end:
                throw reader.fail("record \(record): field “\(name)” has no value")
            case let kind:
                throw ExchangeError(
                    "record \(record): field “\(name)” must be text, got \(describe(kind)) at \(reader.position)")
            }
        }
    }

    static func check(_ value: String, field: String, record: Int, position: () -> String) throws(ExchangeError) {
        let limit = field == "name" ? DatasetLimits.maximumNameLength : DatasetLimits.maximumFieldLength
        // utf8.count ≥ character count, so the cheap test settles almost every value.
        guard value.utf8.count > limit, value.count > limit else { return }
        throw ExchangeError(
            "record \(record): field “\(field)” is \(value.count) characters; the limit is \(limit) (\(position()))")
    }

    private static func describe(_ kind: JSONReader.Kind) -> String {
        switch kind {
        case .object: return "an object"
        case .array: return "an array"
        case .number: return "a number"
        case .bool: return "true or false"
        default: return "something else"
        }
    }
}

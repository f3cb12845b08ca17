public import AnimationCore

extension JSONReader {
    /// Reads any value as a tree (for small documents such as preset files).
    public mutating func readValue(depth: Int = 0) throws(ExchangeError) -> JSONValue {
        guard depth < 64 else { throw fail("nesting deeper than 64 levels") }
        switch peekKind() {
        case .object:
            try beginObject()
            var members: [String: JSONValue] = [:]
            var first = true
            while let key = try nextKey(first: &first) {
                guard members[key] == nil else { throw fail("key “\(key)” appears twice") }
                members[key] = try readValue(depth: depth + 1)
            }
            return .object(members)
        case .array:
            try beginArray()
            var items: [JSONValue] = []
            var first = true
            while try hasNextElement(first: &first) { items.append(try readValue(depth: depth + 1)) }
            return .array(items)
        case .string: return .string(try readString())
        case .number: return .number(try readNumber())
        case .bool: return .bool(try readBool())
        case .null:
            try readNull()
            return .null
        case .end: throw fail("expected a value")
        }
    }

    /// Parses a whole document.
    public static func parse(_ bytes: [UInt8]) throws(ExchangeError) -> JSONValue {
        var reader = JSONReader(bytes: bytes)
        if reader.peekKind() == .end { throw ExchangeError("the file is empty") }
        let value = try reader.readValue()
        try reader.expectEnd()
        return value
    }
}

/// A pull parser over JSON bytes, with line and column positions for errors.
///
/// It accepts strict JSON plus trailing commas before `]` and `}`, which the tutorial's
/// `TeamMembers.json` (and many hand-edited sample files) contain. Callers walk the structure with
/// ``beginObject()``/``nextKey()`` and ``beginArray()``/``hasNextElement()``, so a million-record
/// file is read record by record without building a tree.
public struct JSONReader {
    let bytes: [UInt8]
    /// The offset of the next unread byte.
    public internal(set) var index = 0

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        // Skip a UTF-8 byte-order mark.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// What kind of value comes next.
    public enum Kind: Equatable, Sendable { case object, array, string, number, bool, null, end }

    /// The kind of the next value, after whitespace.
    public mutating func peekKind() -> Kind {
        skipWhitespace()
        guard index < bytes.count else { return .end }
        switch bytes[index] {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
        case UInt8(ascii: "n"): return .null
        default: return .number
        }
    }

    /// Line and column (1-based) of the current position.
    public var position: String { position(at: index) }

    /// Line and column (1-based) of a byte offset. It scans from the start, so only errors call it.
    public func position(at offset: Int) -> String {
        var line = 1
        var column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return "line \(line), column \(column)"
    }

    public mutating func beginObject() throws(ExchangeError) { try expect(UInt8(ascii: "{"), "“{”") }
    public mutating func beginArray() throws(ExchangeError) { try expect(UInt8(ascii: "["), "“[”") }

    /// The next key of the current object, or nil at its closing `}`.
    public mutating func nextKey(first: inout Bool) throws(ExchangeError) -> String? {
        var scratch: [UInt8] = []
        return try nextKeyBytes(first: &first, decodingInto: &scratch).map { text(of: $0, scratch: scratch) }
    }

    /// Like ``nextKey(first:)``, but says where the key's UTF-8 is instead of making a `String`
    /// (see ``readStringBytes(decodingInto:)``).
    public mutating func nextKeyBytes(first: inout Bool, decodingInto scratch: inout [UInt8]) throws(ExchangeError)
        -> StringBytes?
    {
        skipWhitespace()
        if consume(UInt8(ascii: "}")) { return nil }
        if !first {
            try expect(UInt8(ascii: ","), "“,” or “}”")
            skipWhitespace()
            if consume(UInt8(ascii: "}")) { return nil }  // trailing comma
        }
        first = false
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            throw fail("expected a key in quotes")
        }
        let key = try readStringBytes(decodingInto: &scratch)
        skipWhitespace()
        try expect(UInt8(ascii: ":"), "“:”")
        return key
    }

    /// True when another element follows in the current array; false at its closing `]`.
    public mutating func hasNextElement(first: inout Bool) throws(ExchangeError) -> Bool {
        skipWhitespace()
        if consume(UInt8(ascii: "]")) { return false }
        if !first {
            try expect(UInt8(ascii: ","), "“,” or “]”")
            skipWhitespace()
            if consume(UInt8(ascii: "]")) { return false }  // trailing comma
        }
        first = false
        return true
    }

    /// Reads a number (rejecting NaN and infinities, which JSON has no spelling for).
    public mutating func readNumber() throws(ExchangeError) -> Double {
        skipWhitespace()
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            let ok =
                (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
                || byte == UInt8(ascii: "E")
            guard ok else { break }
            index += 1
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard !text.isEmpty, let value = Double(text), value.isFinite,
            text.first != "+", !text.hasPrefix("."), !text.hasPrefix("-.")
        else {
            index = start
            throw fail(text.isEmpty ? "expected a value" : "“\(text)” is not a JSON number")
        }
        return value
    }

    /// Reads `true` or `false`.
    public mutating func readBool() throws(ExchangeError) -> Bool {
        skipWhitespace()
        if consumeWord("true") { return true }
        if consumeWord("false") { return false }
        throw fail("expected true or false")
    }

    /// Reads `null`.
    public mutating func readNull() throws(ExchangeError) {
        skipWhitespace()
        guard consumeWord("null") else { throw fail("expected null") }
    }

    /// Skips any value.
    public mutating func skipValue() throws(ExchangeError) {
        switch peekKind() {
        case .object:
            try beginObject()
            var first = true
            while try nextKey(first: &first) != nil { try skipValue() }
        case .array:
            try beginArray()
            var first = true
            while try hasNextElement(first: &first) { try skipValue() }
        case .string: _ = try readString()
        case .bool: _ = try readBool()
        case .null: try readNull()
        case .number: _ = try readNumber()
        case .end: throw fail("the file ends where a value should be")
        }
    }

    /// Fails unless only whitespace remains.
    public mutating func expectEnd() throws(ExchangeError) {
        skipWhitespace()
        if index < bytes.count { throw fail("unexpected text after the end of the JSON value") }
    }

    /// The text at the current position up to the next space or punctuation, or a whole string with
    /// its quotes (at most 20 characters), to show what was found where something else was expected.
    public var upcomingText: String {
        let stops: Set<UInt8> = [
            0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ":")
        ]
        let rest = bytes[min(index, bytes.count)...]
        if rest.first == UInt8(ascii: "\""), let close = rest.dropFirst().firstIndex(of: UInt8(ascii: "\"")) {
            return String(String(decoding: rest[...close], as: UTF8.self).prefix(20))
        }
        let token = rest.prefix { !stops.contains($0) }
        return String(String(decoding: token.isEmpty ? rest.prefix(1) : token, as: UTF8.self).prefix(20))
    }

    /// An error at the current position.
    public func fail(_ message: String) -> ExchangeError {
        if index >= bytes.count { return ExchangeError("\(message): the file ends too early (truncated?)") }
        return ExchangeError("\(message) at \(position)")
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    mutating func consume(_ byte: UInt8) -> Bool {
        if index < bytes.count, bytes[index] == byte {
            index += 1
            return true
        }
        return false
    }

    private mutating func expect(_ byte: UInt8, _ name: String) throws(ExchangeError) {
        skipWhitespace()
        guard consume(byte) else { throw fail("expected \(name)") }
    }

    private mutating func consumeWord(_ word: String) -> Bool {
        let count = word.utf8.count
        guard index + count <= bytes.count, bytes[index..<index + count].elementsEqual(word.utf8) else { return false }
        index += count
        return true
    }
}

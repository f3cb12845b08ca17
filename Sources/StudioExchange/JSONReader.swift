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
        var line = 1, column = 1
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
        let key = try readString()
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

    /// Reads a string value.
    public mutating func readString() throws(ExchangeError) -> String {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail("expected a string") }
        index += 1
        let start = index
        // Fast path: no escapes.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = try decodeUTF8(bytes[start..<index])
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw fail("control character inside a string") }
            index += 1
        }
        var buffer = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return try decodeUTF8(buffer[...])
            }
            if byte < 0x20 { throw fail("control character inside a string") }
            if byte != UInt8(ascii: "\\") {
                buffer.append(byte)
                index += 1
                continue
            }
            index += 1
            guard index < bytes.count else { break }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escaped)
            case UInt8(ascii: "b"): buffer.append(0x08)
            case UInt8(ascii: "f"): buffer.append(0x0C)
            case UInt8(ascii: "n"): buffer.append(0x0A)
            case UInt8(ascii: "r"): buffer.append(0x0D)
            case UInt8(ascii: "t"): buffer.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try readHex4()
                if (0xD800..<0xDC00).contains(scalar) {
                    guard consume(UInt8(ascii: "\\")), consume(UInt8(ascii: "u")) else { throw fail("unpaired surrogate") }
                    let low = try readHex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw fail("unpaired surrogate") }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let unicode = Unicode.Scalar(scalar) else { throw fail("invalid \\u escape") }
                buffer.append(contentsOf: Array(String(Character(unicode)).utf8))
            default:
                index -= 1
                throw fail("invalid escape “\\\(Character(Unicode.Scalar(escaped)))”")
            }
        }
        throw fail("the file ends inside a string")
    }

    /// Reads a number (rejecting NaN and infinities, which JSON has no spelling for).
    public mutating func readNumber() throws(ExchangeError) -> Double {
        skipWhitespace()
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            let ok = (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
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

    /// An error at the current position.
    public func fail(_ message: String) -> ExchangeError {
        if index >= bytes.count { return ExchangeError("\(message): the file ends too early (truncated?)") }
        return ExchangeError("\(message) at \(position)")
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
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
        let utf8 = Array(word.utf8)
        guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else { return false }
        index += utf8.count
        return true
    }

    private mutating func readHex4() throws(ExchangeError) -> UInt32 {
        guard index + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw fail("invalid \\u escape") }
        index += 4
        return value
    }

    private func decodeUTF8(_ slice: ArraySlice<UInt8>) throws(ExchangeError) -> String {
        guard let text = String(validating: slice, as: UTF8.self) else { throw fail("invalid UTF-8 in a string") }
        return text
    }
}

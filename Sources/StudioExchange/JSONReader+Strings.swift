extension JSONReader {
    /// Where a string's UTF-8 lies: a range of the input when the string had no escapes (the
    /// common case, no copying), or a range of the caller's scratch buffer holding it decoded.
    /// Either way the bytes are valid UTF-8.
    public struct StringBytes: Equatable, Sendable {
        /// The byte range, in the input or in the scratch buffer.
        public var range: Range<Int>
        /// True when ``range`` indexes the scratch buffer rather than the input.
        public var isDecoded: Bool
    }

    /// Reads a string value.
    public mutating func readString() throws(ExchangeError) -> String {
        var scratch: [UInt8] = []
        return text(of: try readStringBytes(decodingInto: &scratch), scratch: scratch)
    }

    /// The text of a string read with `scratch`.
    public func text(of string: StringBytes, scratch: [UInt8]) -> String {
        // Already validated: decoding repairs nothing.
        String(decoding: string.isDecoded ? scratch[string.range] : bytes[string.range], as: UTF8.self)
    }

    /// Calls `body` with the input's bytes (stable for the call), so callers can address the
    /// ranges of ``StringBytes`` without copying them.
    public func withInput<R, E: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R {
        // Typed throws cannot pass through withUnsafeBufferPointer, so the error travels as a Result.
        let result: Result<R, E> = bytes.withUnsafeBufferPointer { buffer in
            do throws(E) { return .success(try body(buffer)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    /// Reads a string value without making a `String`: a string without escapes is only scanned
    /// and validated in place; one with escapes is decoded onto the end of `scratch`.
    public mutating func readStringBytes(decodingInto scratch: inout [UInt8]) throws(ExchangeError) -> StringBytes {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail("expected a string") }
        index += 1
        let start = index
        // Fast path: find the closing quote, a backslash or a control character, noting on the
        // way whether any byte is non-ASCII (only then is UTF-8 validation needed). The loop runs
        // over a raw buffer because it sees every byte of the file.
        let (stop, highBits) = bytes.withUnsafeBufferPointer { buffer -> (Int, UInt8) in
            var at = start
            var seen: UInt8 = 0
            // Eight bytes at a time while none of them is special or non-ASCII.
            let raw = UnsafeRawBufferPointer(buffer)
            while at + 8 <= buffer.count, !Self.mayStopString(raw.loadUnaligned(fromByteOffset: at, as: UInt64.self)) {
                at += 8
            }
            while at < buffer.count {
                let byte = buffer[at]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                seen |= byte
                at += 1
            }
            return (at, seen)
        }
        index = stop
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            if highBits >= 0x80 {
                let valid = bytes.withUnsafeBufferPointer {
                    UTF8Validation.isValid(UnsafeBufferPointer(rebasing: $0[start..<stop]))
                }
                guard valid else { throw fail("invalid UTF-8 in a string") }
            }
            index += 1
            return StringBytes(range: start..<stop, isDecoded: false)
        }
        let decodedStart = scratch.count
        scratch.append(contentsOf: bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                let valid = scratch.withUnsafeBufferPointer {
                    UTF8Validation.isValid(UnsafeBufferPointer(rebasing: $0[decodedStart...]))
                }
                guard valid else { throw fail("invalid UTF-8 in a string") }
                return StringBytes(range: decodedStart..<scratch.count, isDecoded: true)
            }
            if byte < 0x20 { throw fail("control character inside a string") }
            if byte != UInt8(ascii: "\\") {
                scratch.append(byte)
                index += 1
                continue
            }
            index += 1
            guard index < bytes.count else { break }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(escaped)
            case UInt8(ascii: "b"): scratch.append(0x08)
            case UInt8(ascii: "f"): scratch.append(0x0C)
            case UInt8(ascii: "n"): scratch.append(0x0A)
            case UInt8(ascii: "r"): scratch.append(0x0D)
            case UInt8(ascii: "t"): scratch.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try readHex4()
                if (0xD800..<0xDC00).contains(scalar) {
                    guard consume(UInt8(ascii: "\\")), consume(UInt8(ascii: "u")) else {
                        throw fail("unpaired surrogate")
                    }
                    let low = try readHex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw fail("unpaired surrogate") }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let unicode = Unicode.Scalar(scalar) else { throw fail("invalid \\u escape") }
                UTF8.encode(unicode) { scratch.append($0) }
            default:
                index -= 1
                throw fail("invalid escape “\\\(Character(Unicode.Scalar(escaped)))”")
            }
        }
        throw fail("the file ends inside a string")
    }

    /// True when any of the eight bytes in `word` is a quote, a backslash, a control character
    /// or non-ASCII: the classic SWAR tests, exact about whether such a byte exists.
    @inline(__always)
    static func mayStopString(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
        let quote = hasZeroByte(word ^ (ones &* 0x22))
        let backslash = hasZeroByte(word ^ (ones &* 0x5C))
        let control = (word &- ones &* 0x20) & ~word & highs  // some byte < 0x20
        return (quote | backslash | control | (word & highs)) != 0
    }

    private mutating func readHex4() throws(ExchangeError) -> UInt32 {
        guard index + 4 <= bytes.count,
            let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw fail("invalid \\u escape") }
        index += 4
        return value
    }
}

/// Turns the bytes typed at a terminal, one at a time, into Unicode scalars for the line editor.
///
/// It decodes UTF-8 itself rather than through the C locale, so typed text never depends on the
/// user's locale settings: a malformed or cut-off sequence becomes one U+FFFD, and the byte that
/// interrupted it is decoded on its own, so nothing typed after it is lost.
struct UTF8InputDecoder {
    private var pending: [UInt8] = []

    /// Feeds one byte; returns the scalars it completes (none while a sequence is still open).
    mutating func feed(_ byte: UInt8) -> [Unicode.Scalar] {
        var completed: [Unicode.Scalar] = []
        if !pending.isEmpty && !(0x80...0xBF).contains(byte) {
            completed.append(Unicode.Scalar.replacement)  // a sequence cut short by a new character
            pending = []
        }
        if pending.isEmpty {
            switch byte {
            case 0x00...0x7F: return completed + [Unicode.Scalar(byte)]
            case 0xC2...0xF4: pending = [byte]
            default: return completed + [Unicode.Scalar.replacement]  // a stray continuation or invalid lead
            }
            return completed
        }
        pending.append(byte)
        guard pending.count == Self.length(leading: pending[0]) else { return completed }
        defer { pending = [] }
        // Overlong forms and surrogates pass the length check; the standard decoder refuses them.
        var iterator = pending.makeIterator()
        var decoder = Unicode.UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator), iterator.next() == nil {
            return completed + [scalar]
        }
        return completed + [Unicode.Scalar.replacement]
    }

    /// At the end of the input: an unfinished sequence becomes U+FFFD.
    mutating func finish() -> [Unicode.Scalar] {
        defer { pending = [] }
        return pending.isEmpty ? [] : [Unicode.Scalar.replacement]
    }

    private static func length(leading byte: UInt8) -> Int {
        byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
    }
}

extension Unicode.Scalar {
    static let replacement: Unicode.Scalar = "\u{FFFD}"
}

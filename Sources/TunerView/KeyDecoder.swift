/// Turns the bytes a terminal sends into ``TunerInput``s: UTF-8 text, control keys, the CSI and SS3
/// sequences of arrows (with xterm's modifier parameter), and SGR mouse reports.
///
/// Bytes may arrive split anywhere; an incomplete sequence waits for the next ``feed(_:)``. A lone
/// ESC is the Escape key only once nothing follows it: the caller calls ``flush()`` when no byte
/// came for a moment.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    public init() {}

    /// True when bytes wait for the rest of a sequence (a lone ESC among them).
    public var isWaiting: Bool { !pending.isEmpty }

    public mutating func feed(_ bytes: [UInt8]) -> [TunerInput] {
        pending += bytes
        var inputs: [TunerInput] = []
        while !pending.isEmpty {
            guard let (input, used) = Self.decode(pending[...]) else { break }
            inputs.append(input)
            pending.removeFirst(used)
        }
        return inputs
    }

    /// What is left as it stands: a lone ESC is Escape, Alt-key pairs never started.
    public mutating func flush() -> [TunerInput] {
        defer { pending = [] }
        if pending == [0x1B] { return [.escape] }
        return pending.isEmpty ? [] : [.unknown]
    }

    /// The first input of `bytes` and how many bytes it took; nil when more bytes are needed.
    static func decode(_ bytes: ArraySlice<UInt8>) -> (TunerInput, Int)? {
        let first = bytes[bytes.startIndex]
        switch first {
        case 0x1B: return escape(bytes)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x01...0x1A: return (.control(Character(Unicode.Scalar(first + 0x60))), 1)
        case 0x00, 0x1C...0x1F: return (.unknown, 1)
        default: return utf8(bytes)
        }
    }

    private static func utf8(_ bytes: ArraySlice<UInt8>) -> (TunerInput, Int)? {
        let first = bytes[bytes.startIndex]
        let length = first < 0x80 ? 1 : first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
        guard bytes.count >= length else { return nil }
        let text = String(decoding: bytes.prefix(length), as: UTF8.self)
        guard let character = text.first, text.unicodeScalars.first?.value != 0xFFFD else { return (.unknown, length) }
        return (.character(character), length)
    }

    private static func escape(_ bytes: ArraySlice<UInt8>) -> (TunerInput, Int)? {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return nil }
        let kind = bytes[start + 1]
        if kind == 0x4F {  // SS3: ESC O A (arrows in keypad mode)
            guard bytes.count >= 3 else { return nil }
            return (final(bytes[start + 2], modifier: 1), 3)
        }
        guard kind == 0x5B else {
            if kind == 0x1B { return (.escape, 1) }
            return (.unknown, 2)  // Alt and a key
        }
        // CSI: parameters, then one final byte in 0x40...0x7E.
        var index = start + 2
        while index < bytes.endIndex, !(0x40...0x7E).contains(bytes[index]) {
            guard index - start < 64 else { return (.unknown, index - start) }
            index += 1
        }
        guard index < bytes.endIndex else { return nil }
        let parameters = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
        let finalByte = bytes[index]
        let used = index - start + 1
        if parameters.hasPrefix("<"), finalByte == 0x4D || finalByte == 0x6D {
            return (mouse(String(parameters.dropFirst()), released: finalByte == 0x6D), used)
        }
        let numbers = parameters.split(separator: ";").map { Int($0) ?? 1 }
        if finalByte == 0x7E {
            switch numbers.first ?? 0 {
            case 1, 7: return (.home, used)
            case 4, 8: return (.end, used)
            case 3: return (.delete, used)
            case 5: return (.pageUp, used)
            case 6: return (.pageDown, used)
            default: return (.unknown, used)
            }
        }
        return (final(finalByte, modifier: numbers.count > 1 ? numbers[1] : 1), used)
    }

    /// An arrow or Home/End by its final byte; xterm's modifier is 1 + (Shift 1, Alt 2, Ctrl 4).
    private static func final(_ byte: UInt8, modifier: Int) -> TunerInput {
        let bits = max(0, modifier - 1)
        let scale = bits & 1 != 0 ? 10 : bits & 6 != 0 ? 0.1 : 1
        switch byte {
        case 0x41: return .up
        case 0x42: return .down
        case 0x43: return .right(scale: scale)
        case 0x44: return .left(scale: scale)
        case 0x48: return .home
        case 0x46: return .end
        default: return .unknown
        }
    }

    /// `ESC [ < b ; x ; y M` (press, drag, wheel) or `m` (release); x and y count from 1.
    private static func mouse(_ text: String, released: Bool) -> TunerInput {
        let parts = text.split(separator: ";").compactMap { Int($0) }
        guard parts.count == 3, parts[1] >= 1, parts[2] >= 1 else { return .unknown }
        let code = parts[0]
        let column = parts[1] - 1
        let row = parts[2] - 1
        if code & 64 != 0 {
            return .mouse(MouseEvent(code & 1 == 0 ? .wheelUp : .wheelDown, column: column, row: row))
        }
        let button = code & 3
        if released { return .mouse(MouseEvent(.release, button: button, column: column, row: row)) }
        return .mouse(MouseEvent(code & 32 != 0 ? .drag : .press, button: button, column: column, row: row))
    }
}

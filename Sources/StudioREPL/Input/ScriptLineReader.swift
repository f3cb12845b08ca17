#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a script from a file descriptor one line at a time, so a million-line script never sits
/// whole in memory and an over-long line is skipped as it streams by instead of being collected.
///
/// A line longer than ``CommandLexer/maximumLineBytes`` comes back as `.tooLong` with its length;
/// its bytes are counted, never kept. Invalid UTF-8 is decoded with replacement characters, as the
/// lexer expects.
public struct ScriptLineReader: Sequence, IteratorProtocol {
    /// One line of the script, numbered from 1.
    public enum Line: Equatable, Sendable {
        case text(String, number: Int)
        case tooLong(bytes: Int, number: Int)
    }

    private let descriptor: Int32
    private var buffer = [UInt8](repeating: 0, count: 65536)
    private var start = 0
    private var end = 0
    private var finished = false
    private var number = 0
    /// Set when a read failed; the script ends there.
    public private(set) var readError: Int32?

    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    public mutating func next() -> Line? {
        var line: [UInt8] = []
        var length = 0
        while true {
            if start == end {
                if finished { break }
                refill()
                continue
            }
            // memchr: a byte-by-byte search took seconds over a 100 MB line.
            let newline: Int? = buffer.withUnsafeBytes { bytes in
                guard let base = bytes.baseAddress else { return nil }
                return memchr(base + start, Int32(UInt8(ascii: "\n")), end - start)
                    .map { base.distance(to: UnsafeRawPointer($0)) }
            }
            let stop = newline ?? end
            length += stop - start
            if length <= CommandLexer.maximumLineBytes {
                line.append(contentsOf: buffer[start..<stop])
            } else {
                line = []
            }
            start = newline.map { $0 + 1 } ?? end
            if newline != nil { return emit(line, length) }
        }
        if length == 0 && line.isEmpty { return nil }
        return emit(line, length)
    }

    private mutating func emit(_ line: [UInt8], _ length: Int) -> Line {
        number += 1
        guard length <= CommandLexer.maximumLineBytes else { return .tooLong(bytes: length, number: number) }
        return .text(String(decoding: line, as: UTF8.self), number: number)
    }

    private mutating func refill() {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 {
            if errno == EINTR { return }
            readError = errno
            finished = true
        } else if count == 0 {
            finished = true
        }
        start = 0
        end = Swift.max(0, count)
    }
}

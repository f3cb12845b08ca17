#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Newline-delimited messages read from a file descriptor (the stdio transport), each at most
/// `limit` bytes: a longer one is skipped to its end and reported, never held whole in memory.
struct LineInput {
    enum Item: Equatable {
        case line([UInt8])
        /// A message longer than the limit, skipped.
        case tooLong
    }

    let descriptor: Int32
    let limit: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var skipping = false
    private var ended = false

    init(descriptor: Int32, limit: Int) {
        self.descriptor = descriptor
        self.limit = limit
    }

    /// The next message, or nil at the end of input.
    mutating func next() -> Item? {
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(buffer[start..<newline])
                start = newline + 1
                compact()
                if skipping || line.count > limit {
                    skipping = false
                    return .tooLong
                }
                if Self.isBlank(line) { continue }
                return .line(line)
            }
            if buffer.count - start > limit {
                // Past the limit with no end in sight: drop what is held and skip to the newline.
                buffer.removeAll(keepingCapacity: true)
                start = 0
                skipping = true
            }
            if ended {
                let rest = Array(buffer[start...])
                buffer.removeAll()
                start = 0
                if skipping {
                    skipping = false
                    return .tooLong
                }
                return Self.isBlank(rest) ? nil : .line(rest)
            }
            fill()
        }
    }

    /// Spaces and a carriage return only: no message (a client may end its lines with CRLF).
    private static func isBlank(_ line: [UInt8]) -> Bool {
        line.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }
    }

    private mutating func fill() {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 {
            if errno == EINTR { return }
            ended = true
        } else if count == 0 {
            ended = true
        } else {
            buffer.append(contentsOf: chunk[0..<count])
        }
    }

    private mutating func compact() {
        if start > 65_536 {
            buffer.removeFirst(start)
            start = 0
        }
    }
}

/// Reads one HTTP/1.1 request (RFC 9112) from the front of the bytes a connection has received:
/// strictly, within ``RequestLimits``, bodies framed by `Content-Length` only.
///
/// Pure: it holds no state, and a connection calls it again each time more bytes arrive (the
/// limits keep that cheap). Pipelined requests are read one after the other from what is left.
public struct RequestParser: Sendable {
    public let limits: RequestLimits

    public init(limits: RequestLimits = RequestLimits()) {
        self.limits = limits
    }

    public enum Outcome: Equatable, Sendable {
        /// More bytes are needed; `expectsContinue` once a whole head asked for `100 Continue`
        /// before its body.
        case incomplete(expectsContinue: Bool)
        /// A whole request, which took the first `consumed` bytes.
        case request(HTTPRequest, consumed: Int)
        /// No request can be read: answer `status` with `reason` (one line) and close.
        case refused(HTTPStatus, reason: String)
    }

    public func parse(_ bytes: ArraySlice<UInt8>) -> Outcome {
        var lines = LineReader(bytes: bytes)
        // A client may send an empty line or two before a request (RFC 9112 §2.2).
        var requestLine = lines.next(limit: limits.requestLine)
        var skipped = 0
        while case .line(let line) = requestLine, line.isEmpty, skipped < 2 {
            skipped += 1
            requestLine = lines.next(limit: limits.requestLine)
        }
        let head: RequestLine
        switch requestLine {
        case .incomplete: return .incomplete(expectsContinue: false)
        case .tooLong:
            return .refused(.uriTooLong, reason: "the request line is longer than \(limits.requestLine) bytes")
        case .line(let line):
            switch RequestLine.parse(line) {
            case .success(let parsed): head = parsed
            case .failure(let refusal): return .refused(refusal.status, reason: refusal.reason)
            }
        }
        let headerStart = lines.offset
        var headers = HTTPHeaders()
        while true {
            let used = lines.offset - headerStart
            switch lines.next(limit: max(0, limits.headerBytes - used)) {
            case .incomplete: return .incomplete(expectsContinue: false)
            case .tooLong: return .refused(.requestHeaderFieldsTooLarge, reason: headerSizeReason)
            case .line(let line) where line.isEmpty:
                return framed(head, headers, bodyStart: lines.offset, in: bytes)
            case .line(let line):
                guard lines.offset - headerStart <= limits.headerBytes else {
                    return .refused(.requestHeaderFieldsTooLarge, reason: headerSizeReason)
                }
                guard headers.fields.count < limits.headerCount else {
                    return .refused(
                        .requestHeaderFieldsTooLarge, reason: "more than \(limits.headerCount) header fields")
                }
                guard let field = Self.field(line) else {
                    return .refused(.badRequest, reason: "a header line is not NAME: VALUE")
                }
                headers.append(field.name, field.value)
            }
        }
    }

    private var headerSizeReason: String { "the header fields are longer than \(limits.headerBytes) bytes" }

    /// The body's length from the head, and the request once that many bytes are there.
    private func framed(_ head: RequestLine, _ headers: HTTPHeaders, bodyStart: Int, in bytes: ArraySlice<UInt8>)
        -> Outcome
    {
        guard headers.values("Transfer-Encoding").isEmpty else {
            return .refused(.notImplemented, reason: "this server takes request bodies with Content-Length only")
        }
        guard headers.values("Host").count <= 1 else {
            return .refused(.badRequest, reason: "more than one Host header field")
        }
        let lengths = headers.values("Content-Length").flatMap {
            $0.split(separator: ",", omittingEmptySubsequences: false)
        }
        .map { $0.trimmingSpaces() }
        var length = 0
        if let first = lengths.first {
            guard lengths.allSatisfy({ $0 == first }), !first.isEmpty, first.utf8.count <= 18,
                first.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }), let value = Int(first)
            else { return .refused(.badRequest, reason: "Content-Length is not one number") }
            length = value
        }
        guard length <= limits.body else {
            return .refused(.contentTooLarge, reason: "the body is longer than \(limits.body) bytes")
        }
        let start = bytes.startIndex + bodyStart
        guard bytes.endIndex - start >= length else {
            let expects = headers.values("Expect").contains { $0[...].trimmingSpaces().lowercased() == "100-continue" }
            return .incomplete(expectsContinue: expects && head.minorVersion == 1)
        }
        let request = HTTPRequest(
            method: head.method, target: head.target, minorVersion: head.minorVersion, headers: headers,
            body: Array(bytes[start..<start + length]))
        return .request(request, consumed: bodyStart + length)
    }

    /// `NAME: VALUE` with a token for a name (so no space before the colon and no folded line) and
    /// no control character but a tab in the value; nil otherwise.
    static func field(_ line: ArraySlice<UInt8>) -> HTTPField? {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex else { return nil }
        let name = line[line.startIndex..<colon]
        guard name.allSatisfy(RequestLine.isTokenByte) else { return nil }
        var value = line[(colon + 1)...]
        guard value.allSatisfy({ $0 == 9 || ($0 >= 32 && $0 != 127) }) else { return nil }
        while let first = value.first, first == 32 || first == 9 { value = value.dropFirst() }
        while let last = value.last, last == 32 || last == 9 { value = value.dropLast() }
        return HTTPField(String(decoding: name, as: UTF8.self), String(decoding: value, as: UTF8.self))
    }
}

/// Lines ended by LF (a CR before it dropped), read from the front of a buffer.
struct LineReader {
    let bytes: ArraySlice<UInt8>
    /// Bytes read so far, line ends included.
    private(set) var offset = 0

    init(bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
    }

    enum Line {
        case line(ArraySlice<UInt8>)
        /// No line end yet, within the limit.
        case incomplete
        /// No line end within `limit` bytes.
        case tooLong
    }

    /// The next line if it ends within `limit` bytes (its CR LF not counted).
    mutating func next(limit: Int) -> Line {
        let start = bytes.startIndex + offset
        let window = bytes[start..<min(bytes.endIndex, start + limit + 2)]
        guard let end = window.firstIndex(of: 10) else {
            return window.count >= limit + 2 ? .tooLong : .incomplete
        }
        offset = end + 1 - bytes.startIndex
        let line = bytes[start..<end]
        let content = line.last == 13 ? line.dropLast() : line
        return content.count > limit ? .tooLong : .line(content)
    }
}

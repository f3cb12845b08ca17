/// A request as the parser read it: method, target, version, header fields and the whole body.
public struct HTTPRequest: Equatable, Sendable {
    /// `GET`, `POST`, … exactly as sent (methods are case-sensitive).
    public let method: String
    /// The request target as sent: `/path?query`.
    public let target: String
    /// 1 for HTTP/1.1, 0 for HTTP/1.0.
    public let minorVersion: Int
    public let headers: HTTPHeaders
    public let body: [UInt8]

    public init(method: String, target: String, minorVersion: Int = 1, headers: HTTPHeaders, body: [UInt8] = []) {
        self.method = method
        self.target = target
        self.minorVersion = minorVersion
        self.headers = headers
        self.body = body
    }

    /// The target's path, before any `?`.
    public var path: Substring { target.prefix { $0 != "?" } }

    /// The target's query, after the first `?`, if it has one.
    public var query: Substring? {
        target.firstIndex(of: "?").map { target[target.index(after: $0)...] }
    }

    /// The first value of query parameter `name` (names and values percent-decoded; a bare `name`
    /// with no `=` has the value ""), or nil when the query does not name it.
    public func queryValue(_ name: String) -> String? {
        guard let query else { return nil }
        for pair in query.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if Self.percentDecoded(parts[0]) == name {
                return parts.count == 2 ? Self.percentDecoded(parts[1]) : ""
            }
        }
        return nil
    }

    /// Whether the client asked to close the connection after this exchange: `Connection: close`,
    /// or HTTP/1.0 without `Connection: keep-alive`.
    public var closesConnection: Bool {
        let tokens = headers.values("Connection").flatMap { $0.split(separator: ",") }.map {
            $0.trimmingSpaces().lowercased()
        }
        if tokens.contains("close") { return true }
        return minorVersion == 0 && !tokens.contains("keep-alive")
    }

    /// `%XX` as the byte it names (anything else, a malformed escape too, as it is); bytes that are
    /// no UTF-8 become U+FFFD.
    static func percentDecoded(_ text: Substring) -> String {
        var bytes: [UInt8] = []
        var input = Array(text.utf8)[...]
        while let byte = input.popFirst() {
            if byte == UInt8(ascii: "%"), input.count >= 2, let high = hexValue(input[input.startIndex]),
                let low = hexValue(input[input.startIndex + 1])
            {
                bytes.append(high << 4 | low)
                input = input.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs (HTTP's optional whitespace).
    func trimmingSpaces() -> Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }
}

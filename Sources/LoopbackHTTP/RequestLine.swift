/// `METHOD TARGET HTTP/1.x`: a token, an origin-form target (`/path?query`) and the version.
struct RequestLine: Equatable {
    let method: String
    let target: String
    let minorVersion: Int

    struct Refusal: Error {
        let status: HTTPStatus
        let reason: String
    }

    static func parse(_ line: ArraySlice<UInt8>) -> Result<RequestLine, Refusal> {
        let parts = line.split(separator: 32, omittingEmptySubsequences: false)
        let malformed = Refusal(status: .badRequest, reason: "the request line is not METHOD /PATH HTTP/1.1")
        guard parts.count == 3, let method = parts.first, let target = parts.dropFirst().first,
            let version = parts.last, !method.isEmpty, method.allSatisfy(isTokenByte),
            target.first == UInt8(ascii: "/"), target.allSatisfy({ $0 > 32 && $0 < 127 })
        else { return .failure(malformed) }
        let text = String(decoding: version, as: UTF8.self)
        switch text {
        case "HTTP/1.1", "HTTP/1.0":
            return .success(
                RequestLine(
                    method: String(decoding: method, as: UTF8.self), target: String(decoding: target, as: UTF8.self),
                    minorVersion: text == "HTTP/1.1" ? 1 : 0))
        default:
            let isVersion =
                text.utf8.count == 8 && text.hasPrefix("HTTP/")
                && text.utf8.dropFirst(5).enumerated().allSatisfy {
                    $0.offset == 1 ? $0.element == UInt8(ascii: ".") : (48...57).contains($0.element)
                }
            guard isVersion else { return .failure(malformed) }
            return .failure(Refusal(status: .httpVersionNotSupported, reason: "this server speaks HTTP/1.1 only"))
        }
    }

    /// A `tchar` of RFC 9110 §5.6.2: letters, digits and ``!#$%&'*+-.^_`|~``.
    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default: Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }
}

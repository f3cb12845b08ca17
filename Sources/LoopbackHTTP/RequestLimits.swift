/// The most a request may send; anything larger is refused before it is read in full, so no
/// client can make the server hold more than about `requestLine + headerBytes + body` bytes for it.
public struct RequestLimits: Equatable, Sendable {
    /// Bytes of the request line (method, target, version), without its line end.
    public var requestLine: Int
    /// Header fields.
    public var headerCount: Int
    /// Bytes of the header section, line ends included.
    public var headerBytes: Int
    /// Bytes of the body, as its `Content-Length` announces them.
    public var body: Int

    public init(requestLine: Int = 8 * 1024, headerCount: Int = 64, headerBytes: Int = 16 * 1024, body: Int = 64 * 1024)
    {
        self.requestLine = requestLine
        self.headerCount = headerCount
        self.headerBytes = headerBytes
        self.body = body
    }
}

import LoopbackHTTP

/// Refuses any request whose `Host` is not this server's loopback address and port (a page on
/// another site that rebinds its DNS name to 127.0.0.1 sends its own name as the Host). The
/// security headers are added to every response by ``SecurityHeaders``.
struct HostGuard: Sendable {
    /// `127.0.0.1:PORT` and `localhost:PORT`; set once the port is bound.
    let allowedHosts: @Sendable () -> Set<String>

    /// The 421 for a foreign or missing Host, or nil when the request may go on.
    func refusal(of request: HTTPRequest) -> HTTPResponse? {
        let host = request.headers["Host"] ?? ""
        let allowed = allowedHosts()
        guard !allowed.contains(host.lowercased()) else { return nil }
        return HTTPResponse(
            status: .misdirectedRequest, type: "text/plain; charset=utf-8",
            text: "refused: this preview answers only to Host \(allowed.sorted().first ?? "127.0.0.1")\n")
    }
}

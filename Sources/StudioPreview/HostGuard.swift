import Hummingbird

/// Refuses any request whose `Host` is not this server's loopback address and port (a page on
/// another site that rebinds its DNS name to 127.0.0.1 sends its own name as the Host). The
/// security headers are added to every response by ``SecurityHeaders``.
struct HostGuard<Context: RequestContext>: RouterMiddleware {
    /// `127.0.0.1:PORT` and `localhost:PORT`; set once the port is bound.
    let allowedHosts: @Sendable () -> Set<String>

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        let host = request.head.authority ?? ""
        guard allowedHosts().contains(host.lowercased()) else {
            return Response(
                status: .misdirectedRequest, headers: [.contentType: "text/plain; charset=utf-8"],
                body: .init(
                    byteBuffer: ByteBuffer(
                        string:
                            "refused: this preview answers only to Host \(allowedHosts().sorted().first ?? "127.0.0.1")\n"
                    )))
        }
        return try await next(request, context)
    }
}

import Hummingbird

/// Refuses any request whose `Host` is not this server's loopback address and port (a page on
/// another site that rebinds its DNS name to 127.0.0.1 sends its own name as the Host), and puts
/// the preview's security headers on every response.
struct HostGuard<Context: RequestContext>: RouterMiddleware {
    /// `127.0.0.1:PORT` and `localhost:PORT`; set once the port is bound.
    let allowedHosts: @Sendable () -> Set<String>

    /// Only the page's own scripts, styles and connections; no framing, no inline script.
    static var contentSecurityPolicy: String {
        "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        let host = request.head.authority ?? ""
        if allowedHosts().contains(host.lowercased()) {
            response = try await next(request, context)
        } else {
            response = Response(
                status: .misdirectedRequest, headers: [.contentType: "text/plain; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(string: "refused: this preview answers only to Host \(allowedHosts().sorted().first ?? "127.0.0.1")\n")))
        }
        response.headers[.contentSecurityPolicy] = Self.contentSecurityPolicy
        response.headers[.init("X-Content-Type-Options")!] = "nosniff"
        response.headers[.init("Referrer-Policy")!] = "no-referrer"
        if response.headers[.cacheControl] == nil { response.headers[.cacheControl] = "no-store" }
        return response
    }
}

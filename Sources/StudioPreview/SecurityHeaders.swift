import LoopbackHTTP

/// The preview's security headers, put on every response the server sends: the routes' own, the
/// 404 of a path no route takes and the server's own refusals (a 400 for bytes that are no
/// request, a 408, a 413, …), which never reach the routes.
enum SecurityHeaders {
    /// Only the page's own scripts, styles and connections; no framing, no inline script.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    /// The headers, in the order they are sent.
    static let fields = [
        HTTPField("Content-Security-Policy", contentSecurityPolicy), HTTPField("X-Content-Type-Options", "nosniff"),
        HTTPField("Referrer-Policy", "no-referrer")
    ]

    /// Adds the headers (replacing any of the same name), and `Cache-Control: no-store` where the
    /// response has none.
    @Sendable static func add(to headers: inout HTTPHeaders) {
        for field in fields { headers[field.name] = field.value }
        if headers["Cache-Control"] == nil { headers["Cache-Control"] = "no-store" }
    }
}

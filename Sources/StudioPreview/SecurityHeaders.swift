import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Puts the preview's security headers on every response the connection sends: the routes' own,
/// the router's 404 and the server's 400 for a request it cannot parse, which never reach a
/// router middleware.
final class SecurityHeaders: ChannelOutboundHandler, RemovableChannelHandler {
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// Only the page's own scripts, styles and connections; no framing, no inline script.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    /// The headers, in the order they are sent; `Cache-Control` only where the response has none.
    /// (The names are valid header tokens, so none is dropped.)
    static let fields: [(HTTPField.Name, String)] = [
        (.contentSecurityPolicy, contentSecurityPolicy),
        (HTTPField.Name("X-Content-Type-Options"), "nosniff"),
        (HTTPField.Name("Referrer-Policy"), "no-referrer")
    ].compactMap { name, value in name.map { ($0, value) } }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard case .head(var head) = unwrapOutboundIn(data) else {
            context.write(data, promise: promise)
            return
        }
        for (name, value) in Self.fields { head.headerFields[name] = value }
        if head.headerFields[.cacheControl] == nil { head.headerFields[.cacheControl] = "no-store" }
        context.write(wrapOutboundOut(.head(head)), promise: promise)
    }
}

@available(*, unavailable)
extension SecurityHeaders: Sendable {}

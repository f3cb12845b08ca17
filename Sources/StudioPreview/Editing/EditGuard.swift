import HTTPTypes
import Hummingbird

/// With `preview --edit`, keeps every other page away from the drafts (the model is Jupyter's):
///
/// - `GET /?key=KEY` with this start's key sets the edit cookie (`HttpOnly; SameSite=Strict`,
///   named after the port) and redirects to `/#edit=TOKEN`, so the address no longer needs the
///   key and the page gets its token in a fragment no server ever sees; a wrong or earlier
///   start's key is refused.
/// - The page (`/`), its document and its event stream need the cookie.
/// - A change (`/edit/…`) must be a POST with the cookie, an `Origin` that is this server's own,
///   the header `X-Animstudio-Edit: TOKEN` (which a form cannot send and a foreign page's `fetch`
///   cannot send without a preflight this server never answers: it sends no CORS header; and which
///   a server on another port that captured the cookie cannot know) and a JSON body.
///
/// Every refusal is one line saying what was missing, and nothing is written.
struct EditGuard<Context: RequestContext>: RouterMiddleware {
    let keys: EditKeys
    /// The bound port.
    let port: @Sendable () -> Int?

    /// The page token's header (a valid token, so never nil; were it nil every change would be refused).
    static var headerName: HTTPField.Name? { HTTPField.Name("X-Animstudio-Edit") }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        let path = request.uri.path
        let port = self.port() ?? 0
        if path.hasPrefix("/edit/") {
            if let refusal = refusalOfChange(request, port: port) { return refusal }
            return try await next(request, context)
        }
        if path == "/", let key = request.uri.queryParameters["key"].map(String.init) {
            guard EditKeys.equal(key, keys.key) else {
                return Self.refusal(
                    .forbidden,
                    "refused: this key is wrong or from an earlier start of preview --edit; open the address it printed last"
                )
            }
            return Response(
                status: .seeOther,
                headers: [
                    .location: Self.cleanAddress(request) + "#edit=" + keys.pageToken,
                    .setCookie: "\(EditKeys.cookieName(port: port))=\(keys.session); Path=/; HttpOnly; SameSite=Strict"
                ])
        }
        if path == "/" || path == "/motion.json" || path == "/events", !hasCookie(request, port: port) {
            return Self.refusal(
                .forbidden, "refused: no edit session; open the address preview --edit printed (it holds the key)")
        }
        return try await next(request, context)
    }

    /// `/` with the page's own options kept (`t=SECONDS` as a number, `log`) and the key left out.
    static func cleanAddress(_ request: Request) -> String {
        var options: [String] = []
        if let t = request.uri.queryParameters["t"].map(String.init), let seconds = Double(t), seconds.isFinite {
            options.append("t=\(seconds)")
        }
        if request.uri.queryParameters["log"] != nil { options.append("log") }
        return options.isEmpty ? "/" : "/?" + options.joined(separator: "&")
    }

    /// Why a request to a change path is refused, or nil when it may change a draft.
    func refusalOfChange(_ request: Request, port: Int) -> Response? {
        guard request.method == .post else {
            var response = Self.refusal(
                .methodNotAllowed,
                "refused: \(request.uri.path) changes a draft and takes POST only, got \(request.method.rawValue)")
            response.headers[.allow] = "POST"
            return response
        }
        guard hasCookie(request, port: port) else {
            return Self.refusal(
                .forbidden, "refused: no edit session; open the address preview --edit printed (it holds the key)")
        }
        let origin = request.headers[.origin] ?? ""
        guard origin == "http://127.0.0.1:\(port)" || origin == "http://localhost:\(port)" else {
            return Self.refusal(
                .forbidden,
                "refused: a change must come from the preview's own page (Origin http://127.0.0.1:\(port)), got “\(EditRoutes.shown(origin))”"
            )
        }
        guard let name = Self.headerName, let token = request.headers[name], EditKeys.equal(token, keys.pageToken)
        else {
            return Self.refusal(
                .forbidden,
                "refused: a change needs this page's token in the header X-Animstudio-Edit; open the address preview --edit printed"
            )
        }
        let type = request.headers[.contentType] ?? ""
        let mediaType = type.split(separator: ";", maxSplits: 1).first.map { String($0).lowercased() } ?? ""
        guard mediaType.trimmingCharacters(in: " ") == "application/json" else {
            return Self.refusal(
                .unsupportedMediaType,
                "refused: a change is a JSON body (Content-Type: application/json), got “\(EditRoutes.shown(type))”")
        }
        return nil
    }

    func hasCookie(_ request: Request, port: Int) -> Bool {
        let name = EditKeys.cookieName(port: port)
        return request.headers[values: .cookie].contains { header in
            EditKeys.cookie(name, in: header).map { EditKeys.equal($0, keys.session) } ?? false
        }
    }

    /// A refusal as the JSON the page reads: `{"error": "…"}`.
    static func refusal(_ status: HTTPResponse.Status, _ message: String) -> Response {
        EditRoutes.json(status, EditRoutes.Reply(error: message))
    }
}

extension String {
    fileprivate func trimmingCharacters(in character: Character) -> String {
        String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
    }
}

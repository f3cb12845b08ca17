import LoopbackHTTP

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
struct EditGuard: Sendable {
    let keys: EditKeys
    /// The bound port.
    let port: @Sendable () -> Int?

    static let headerName = "X-Animstudio-Edit"

    /// The refusal or the key exchange's redirect for `request`, or nil when it may go on to the routes.
    func answer(_ request: HTTPRequest) -> HTTPResponse? {
        let path = request.path
        let port = self.port() ?? 0
        if path.hasPrefix("/edit/") {
            return refusalOfChange(request, port: port)
        }
        if path == "/", let key = request.queryValue("key") {
            guard EditKeys.equal(key, keys.key) else {
                return Self.refusal(
                    .forbidden,
                    "refused: this key is wrong or from an earlier start of preview --edit; open the address it printed last"
                )
            }
            return HTTPResponse(
                status: .seeOther,
                headers: [
                    "Location": Self.cleanAddress(request) + "#edit=" + keys.pageToken,
                    "Set-Cookie":
                        "\(EditKeys.cookieName(port: port))=\(keys.session); Path=/; HttpOnly; SameSite=Strict"
                ])
        }
        if path == "/" || path == "/motion.json" || path == "/events", !hasCookie(request, port: port) {
            return Self.refusal(
                .forbidden, "refused: no edit session; open the address preview --edit printed (it holds the key)")
        }
        return nil
    }

    /// `/` with the page's own options kept (`t=SECONDS` as a number, `log`) and the key left out.
    static func cleanAddress(_ request: HTTPRequest) -> String {
        var options: [String] = []
        if let t = request.queryValue("t"), let seconds = Double(t), seconds.isFinite {
            options.append("t=\(seconds)")
        }
        if request.queryValue("log") != nil { options.append("log") }
        return options.isEmpty ? "/" : "/?" + options.joined(separator: "&")
    }

    /// Why a request to a change path is refused, or nil when it may change a draft.
    func refusalOfChange(_ request: HTTPRequest, port: Int) -> HTTPResponse? {
        guard request.method == "POST" else {
            var response = Self.refusal(
                .methodNotAllowed,
                "refused: \(request.path) changes a draft and takes POST only, got \(EditRoutes.shown(request.method))")
            response.headers["Allow"] = "POST"
            return response
        }
        guard hasCookie(request, port: port) else {
            return Self.refusal(
                .forbidden, "refused: no edit session; open the address preview --edit printed (it holds the key)")
        }
        let origin = request.headers["Origin"] ?? ""
        guard origin == "http://127.0.0.1:\(port)" || origin == "http://localhost:\(port)" else {
            return Self.refusal(
                .forbidden,
                "refused: a change must come from the preview's own page (Origin http://127.0.0.1:\(port)), got “\(EditRoutes.shown(origin))”"
            )
        }
        guard let token = request.headers[Self.headerName], EditKeys.equal(token, keys.pageToken) else {
            return Self.refusal(
                .forbidden,
                "refused: a change needs this page's token in the header X-Animstudio-Edit; open the address preview --edit printed"
            )
        }
        let type = request.headers["Content-Type"] ?? ""
        let mediaType = type.split(separator: ";", maxSplits: 1).first.map { String($0).lowercased() } ?? ""
        guard mediaType.trimmingCharacters(in: " ") == "application/json" else {
            return Self.refusal(
                .unsupportedMediaType,
                "refused: a change is a JSON body (Content-Type: application/json), got “\(EditRoutes.shown(type))”")
        }
        return nil
    }

    func hasCookie(_ request: HTTPRequest, port: Int) -> Bool {
        let name = EditKeys.cookieName(port: port)
        return request.headers.values("Cookie").contains { header in
            EditKeys.cookie(name, in: header).map { EditKeys.equal($0, keys.session) } ?? false
        }
    }

    /// A refusal as the JSON the page reads: `{"error": "…"}`.
    static func refusal(_ status: HTTPStatus, _ message: String) -> HTTPResponse {
        EditRoutes.json(status, EditRoutes.Reply(error: message))
    }
}

extension String {
    fileprivate func trimmingCharacters(in character: Character) -> String {
        String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
    }
}

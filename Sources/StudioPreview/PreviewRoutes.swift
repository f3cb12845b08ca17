import LoopbackHTTP

/// The preview's endpoints: the page, its script and style, the current motion document and the
/// stream of changed documents (all GETs); with `preview --edit`, the changes behind ``EditGuard``.
/// Every request passes the ``HostGuard`` first; a path or method no route takes is a 404.
struct PreviewRoutes: Sendable {
    let feed: ChangeFeed
    let hostGuard: HostGuard
    /// With `preview --edit` only.
    let editing: (access: EditGuard, routes: EditRoutes)?

    func respond(to request: HTTPRequest) -> HTTPResponse {
        if let refusal = hostGuard.refusal(of: request) { return refusal }
        if let editing {
            if let answer = editing.access.answer(request) { return answer }
            if request.method == "POST", let action = EditRoutes.Action(path: request.path) {
                return editing.routes.handle(action, request)
            }
        }
        guard request.method == "GET" else { return HTTPResponse(status: .notFound) }
        switch request.path {
        case "/": return Self.text(PreviewPage.html, type: "text/html; charset=utf-8")
        case "/preview.js": return Self.text(PreviewPage.script, type: "text/javascript; charset=utf-8")
        case "/editor.js": return Self.text(PreviewPage.editor, type: "text/javascript; charset=utf-8")
        case "/preview.css": return Self.text(PreviewPage.style, type: "text/css; charset=utf-8")
        case "/motion.json": return Self.text(feed.current.json, type: "application/json")
        case "/events": return Self.events(feed)
        default: return HTTPResponse(status: .notFound)
        }
    }

    static func text(_ body: String, type: String) -> HTTPResponse {
        HTTPResponse(status: .ok, type: type, text: body)
    }

    /// Server-sent events: `motion` with the whole document each time its revision changes (the
    /// first at once), `problem` when the store no longer yields one (the last good one stays), and a
    /// `: alive` comment on each keep-alive pulse. Between changes the stream's thread waits on the
    /// feed and on its own socket without a timer; it ends when the feed stops, when the page goes
    /// away (its connection closed: noticed at once, so a reloaded page gives its thread and
    /// connection back) or when a write fails (a page that no longer reads).
    static func events(_ feed: ChangeFeed) -> HTTPResponse {
        HTTPResponse(
            status: .ok, headers: ["Content-Type": "text/event-stream", "Cache-Control": "no-store"],
            body: .stream { stream throws(StreamClosed) in
                var sent = -1
                var lastProblem: String?
                var pulse = feed.snapshot.pulse
                try stream.write("retry: 500\n\n")
                while !feed.isStopped {
                    let now = feed.snapshot
                    if now.revision != sent {
                        sent = now.revision
                        try stream.write("event: motion\ndata: \(now.json)\n\n")
                    }
                    if now.error != lastProblem {
                        lastProblem = now.error
                        let line = (now.error ?? "").replacingNewlines()
                        try stream.write("event: problem\ndata: \(line)\n\n")
                    }
                    if now.pulse != pulse {
                        pulse = now.pulse
                        try stream.write(": alive\n\n")
                    }
                    try feed.waitForChange(after: now.generation, on: stream)
                }
            })
    }
}

extension String {
    /// One SSE data line: line breaks would end the field early.
    fileprivate func replacingNewlines() -> String {
        String(map { $0.isNewline ? " " : $0 })
    }
}

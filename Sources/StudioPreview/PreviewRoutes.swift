import Hummingbird

/// The preview's endpoints, all read-only GETs: the page, its script and style, the current
/// motion document, and the stream of changed documents.
struct PreviewRoutes: Sendable {
    let feed: ChangeFeed
    /// How often an open event stream looks for a new revision.
    static let streamInterval: Duration = .milliseconds(25)
    /// A comment line keeps idle streams open through proxies and lets a closed one be noticed.
    static let keepAliveEvery = 600

    func register<Context: RequestContext>(on router: Router<Context>) {
        router.get("/") { _, _ in Self.text(PreviewPage.html, type: "text/html; charset=utf-8") }
        router.get("/preview.js") { _, _ in Self.text(PreviewPage.script, type: "text/javascript; charset=utf-8") }
        router.get("/preview.css") { _, _ in Self.text(PreviewPage.style, type: "text/css; charset=utf-8") }
        router.get("/motion.json") { [feed] _, _ in Self.text(feed.current.json, type: "application/json") }
        router.get("/events") { [feed] _, _ in Self.events(feed) }
    }

    static func text(_ body: String, type: String) -> Response {
        Response(status: .ok, headers: [.contentType: type], body: .init(byteBuffer: ByteBuffer(string: body)))
    }

    /// Server-sent events: `motion` with the whole document each time its revision changes (the
    /// first at once), `problem` when the store no longer yields one (the last good one stays).
    static func events(_ feed: ChangeFeed) -> Response {
        Response(
            status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
            body: ResponseBody { writer in
                var sent = -1
                var lastProblem: String?
                var ticks = 0
                try await writer.write(ByteBuffer(string: "retry: 500\n\n"))
                while !Task.isCancelled && !feed.isStopped {
                    let (json, revision, problem) = feed.current
                    if revision != sent {
                        sent = revision
                        try await writer.write(ByteBuffer(string: "event: motion\ndata: \(json)\n\n"))
                    }
                    if problem != lastProblem {
                        lastProblem = problem
                        let line = (problem ?? "").replacingNewlines()
                        try await writer.write(ByteBuffer(string: "event: problem\ndata: \(line)\n\n"))
                    }
                    ticks += 1
                    if ticks % keepAliveEvery == 0 { try await writer.write(ByteBuffer(string: ": alive\n\n")) }
                    try? await Task.sleep(for: streamInterval)
                }
                try await writer.finish(nil)
            })
    }
}

extension String {
    /// One SSE data line: line breaks would end the field early.
    fileprivate func replacingNewlines() -> String {
        String(map { $0.isNewline ? " " : $0 })
    }
}

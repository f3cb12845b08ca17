import Hummingbird

/// The preview's endpoints, all read-only GETs: the page, its script and style, the current
/// motion document, and the stream of changed documents.
struct PreviewRoutes: Sendable {
    let feed: ChangeFeed

    func register<Context: RequestContext>(on router: Router<Context>) {
        router.get("/") { _, _ in Self.text(PreviewPage.html, type: "text/html; charset=utf-8") }
        router.get("/preview.js") { _, _ in Self.text(PreviewPage.script, type: "text/javascript; charset=utf-8") }
        router.get("/editor.js") { _, _ in Self.text(PreviewPage.editor, type: "text/javascript; charset=utf-8") }
        router.get("/preview.css") { _, _ in Self.text(PreviewPage.style, type: "text/css; charset=utf-8") }
        router.get("/motion.json") { [feed] _, _ in Self.text(feed.current.json, type: "application/json") }
        router.get("/events") { [feed] _, _ in Self.events(feed) }
    }

    static func text(_ body: String, type: String) -> Response {
        Response(status: .ok, headers: [.contentType: type], body: .init(byteBuffer: ByteBuffer(string: body)))
    }

    /// Server-sent events: `motion` with the whole document each time its revision changes (the
    /// first at once), `problem` when the store no longer yields one (the last good one stays), and a
    /// `: alive` comment on each keep-alive pulse. Between changes the stream waits on the feed
    /// without a timer of its own.
    static func events(_ feed: ChangeFeed) -> Response {
        Response(
            status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
            body: ResponseBody { writer in
                var sent = -1
                var lastProblem: String?
                var pulse = feed.snapshot.pulse
                try await writer.write(ByteBuffer(string: "retry: 500\n\n"))
                while !Task.isCancelled && !feed.isStopped {
                    let now = feed.snapshot
                    if now.revision != sent {
                        sent = now.revision
                        try await writer.write(ByteBuffer(string: "event: motion\ndata: \(now.json)\n\n"))
                    }
                    if now.error != lastProblem {
                        lastProblem = now.error
                        let line = (now.error ?? "").replacingNewlines()
                        try await writer.write(ByteBuffer(string: "event: problem\ndata: \(line)\n\n"))
                    }
                    if now.pulse != pulse {
                        pulse = now.pulse
                        try await writer.write(ByteBuffer(string: ": alive\n\n"))
                    }
                    await feed.waitForChange(after: now.generation)
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

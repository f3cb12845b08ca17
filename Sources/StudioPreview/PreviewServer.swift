import Dispatch
public import Foundation
import LoopbackHTTP
import StudioStore

/// The live preview's web server: one page on 127.0.0.1 (a ``LoopbackServer``, a thread per
/// connection), running on its own threads while the caller (the REPL) stays synchronous.
///
/// `start()` binds (a free port when `port` is 0), builds the first document, and returns the
/// page's URL; a private read-only connection then polls `PRAGMA data_version` every
/// ``pollInterval`` (on a thread of its own) and pushes a changed document to open pages as a
/// server-sent event.
/// `stop()` closes the connections and frees the port before it returns.
///
/// ```swift
/// let source = try PreviewSource(store: store, references: ["bounce@1", "bounce@draft"], dataset: "demo-team")
/// let server = PreviewServer(source: source, port: 0)
/// let url = try server.start()   // http://127.0.0.1:49152/
/// // …
/// server.stop()
/// ```
public final class PreviewServer: Sendable {
    /// How often the database's change counter is read (by one watcher, whatever the number of pages).
    public static let pollInterval: Duration = .milliseconds(100)
    static let pollSeconds =
        Double(pollInterval.components.seconds) + Double(pollInterval.components.attoseconds) / 1e18
    /// Every this many polls (30 s), open event streams send a keep-alive comment (the page knows
    /// its stream is alive); it is all an idle stream ever costs. A page that went away is noticed
    /// at once by its stream's wait, not by this write.
    static let keepAliveEvery = 300
    /// A request must arrive in full within this long of its connection's opening (or of the
    /// previous answer on it): an idle keep-alive connection is closed, a request sent halfway or
    /// trickled byte by byte gets 408 and is closed. It is also how long one write may wait for a
    /// page that does not read. An open event stream is never idle (its request is complete and
    /// its response still running).
    public static let idleTimeout: Duration = .seconds(5)
    /// The largest body a request may send (the server refuses more with 413); a change's own limit
    /// is ``EditRoutes/bodyLimit``.
    static let limits = RequestLimits(body: 64 * 1024)

    public let source: PreviewSource
    /// The port asked for; 0 picks a free one.
    public let requestedPort: Int
    /// With `preview --edit`: what writes the drafts, and this start's key and cookie.
    let editor: DraftEditor?
    let keys: EditKeys?

    private let feed = ChangeFeed()
    private let boundPort = LockedValue<Int?>(nil)
    /// The server and the watcher's end, while running.
    private let running = LockedValue<(server: LoopbackServer, watcherEnded: DispatchSemaphore)?>(nil)

    /// A read-only preview without `editor`; with one, a page opened through ``url`` (which holds
    /// a key new at each start) edits the previewed drafts.
    public init(source: PreviewSource, port: Int = 0, editor: DraftEditor? = nil) {
        var source = source
        source.editing = editor != nil
        self.source = source
        self.requestedPort = port
        self.editor = editor
        self.keys = editor == nil ? nil : EditKeys()
    }

    /// The bound port once running.
    public var port: Int? { boundPort.value }

    /// The page's URL once running; with an editor it holds the key (`http://127.0.0.1:PORT/?key=…`).
    public var url: URL? {
        port.flatMap { URL(string: "http://127.0.0.1:\($0)/" + (keys.map { "?key=\($0.key)" } ?? "")) }
    }

    /// Starts serving; throws a ``PreviewError`` naming the problem (a port out of range or in use,
    /// a reference or dataset the store does not have) and leaves nothing running.
    public func start() throws(PreviewError) -> URL {
        guard (0...65535).contains(requestedPort) else {
            throw PreviewError("--port must be between 0 and 65535 (0 picks a free port), got \(requestedPort)")
        }
        if let url { return url }
        guard source.store.path != nil else {
            throw PreviewError("preview needs a database file: an in-memory studio cannot be watched for changes")
        }
        let watcher: StoreWatcher
        do { watcher = try StoreWatcher(watching: source.store) } catch { throw PreviewError(error.message) }
        let version: Int
        do { version = try watcher.dataVersion() } catch { throw PreviewError(error.message) }
        let inputs = try source.inputs()
        try feed.publish(try source.document(from: inputs, revision: 1))

        let shown = LockedValue(inputs)
        let server = LoopbackServer(
            configuration: .init(
                port: requestedPort, limits: Self.limits, idleTimeout: Self.idleTimeout,
                finishHeaders: SecurityHeaders.add(to:)),
            handler: routes(shown: shown).respond(to:))
        let port: Int
        do { port = try server.start() } catch {
            watcher.close()
            throw PreviewError(
                requestedPort == 0
                    ? "the preview server could not start: \(error)"
                    : "port \(requestedPort) is not free on 127.0.0.1 (\(error)); choose another --port or 0 for any free port"
            )
        }
        boundPort.set(port)
        let watcherEnded = DispatchSemaphore(value: 0)
        let feed = self.feed
        let source = self.source
        let watching = Thread {
            Self.watch(watcher, from: version, shown: shown, source: source, feed: feed)
            watcher.close()
            watcherEnded.signal()
        }
        watching.name = "animstudio preview watcher"
        watching.start()
        running.set((server, watcherEnded))
        guard let url else {
            stop()
            throw PreviewError("the preview's address for port \(port) is not a URL")
        }
        return url
    }

    /// Stops serving, ends open event streams and frees the port; does nothing when not running.
    public func stop() {
        guard
            let running = running.update({ current in
                defer { current = nil }
                return current
            })
        else { return }
        feed.stop()
        running.server.stop()
        _ = running.watcherEnded.wait(timeout: .now() + 10)
        boundPort.set(nil)
    }

    /// Rereads the store whenever the database's change counter moves, and rebuilds the document
    /// when what it is made from changed (a commit to another preset costs a few reads only).
    static func watch(
        _ watcher: StoreWatcher, from version: Int, shown: LockedValue<PreviewSource.Inputs>, source: PreviewSource,
        feed: ChangeFeed
    ) {
        var seen = version
        var polls = 0
        while !feed.isStopped {
            Thread.sleep(forTimeInterval: Self.pollSeconds)
            polls += 1
            if polls % keepAliveEvery == 0 { feed.beat() }
            guard let now = try? watcher.dataVersion(), now != seen else { continue }
            seen = now
            rebuild(source: source, feed: feed, shown: shown)
        }
    }

    /// Reads the store and publishes the document if what it is made from changed since `shown`.
    /// One rebuild at a time (the watcher's, or an edit's at once), so a document read earlier is
    /// never published after a newer one.
    static func rebuild(source: PreviewSource, feed: ChangeFeed, shown: LockedValue<PreviewSource.Inputs>) {
        shown.update { shown in
            do throws(PreviewError) {
                let latest = try source.inputs()
                guard latest != shown else { return feed.clearProblem() }
                try feed.publish(try source.document(from: latest, revision: 0))
                shown = latest
            } catch {
                feed.fail(error.message)
            }
        }
    }

    /// The routes, with the edit guard and the change endpoints under `--edit`.
    private func routes(shown: LockedValue<PreviewSource.Inputs>) -> PreviewRoutes {
        let boundPort = self.boundPort
        let hostGuard = HostGuard { () -> Set<String> in
            guard let port = boundPort.value else { return [] }
            return ["127.0.0.1:\(port)", "localhost:\(port)"]
        }
        var editing: (access: EditGuard, routes: EditRoutes)?
        if let editor, let keys {
            let source = self.source
            let feed = self.feed
            editing = (
                EditGuard(keys: keys) { boundPort.value },
                EditRoutes(editor: editor, source: source) { Self.rebuild(source: source, feed: feed, shown: shown) }
            )
        }
        return PreviewRoutes(feed: feed, hostGuard: hostGuard, editing: editing)
    }
}

import StudioStore
import TerminalText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Says in the interactive studio what agents change through `animstudio mcp` in another process
/// (`agent claude: bounce@draft  timing … → …`), as a browser's change is said: above the line
/// being typed. A thread of its own asks SQLite's `data_version` a few times a second (no query
/// of the notices unless something was committed) and reads only the notices after the last said.
final class AgentNoticeWatcher: @unchecked Sendable {
    /// How often the database is asked whether anything was committed.
    static let interval: useconds_t = 300_000

    private let watcher: StoreWatcher
    private let post: @Sendable (String) -> Void
    private var thread: pthread_t?

    /// Starts watching the database at `path`; nil when it cannot be watched (nothing is said then).
    init?(path: String, post: @escaping @Sendable (String) -> Void) {
        guard let watcher = try? StoreWatcher(path: path) else { return nil }
        self.watcher = watcher
        self.post = post
        let box = Unmanaged.passRetained(self)
        var created = pthread_t()
        let status = pthread_create(
            &created, nil,
            { context in
                guard let context else { return nil }
                Unmanaged<AgentNoticeWatcher>.fromOpaque(context).takeRetainedValue().watch()
                return nil
            }, box.toOpaque())
        guard status == 0 else {
            box.release()
            return nil
        }
        pthread_detach(created)
        thread = created
    }

    private func watch() {
        var last = (try? watcher.latestAgentNoticeID()) ?? 0
        var version = (try? watcher.dataVersion()) ?? 0
        while true {
            usleep(Self.interval)
            guard let now = try? watcher.dataVersion() else { return }
            guard now != version else { continue }
            version = now
            guard let notices = try? watcher.agentNotices(after: last) else { continue }
            for notice in notices {
                post(TerminalText.sanitized(notice.agent + ": " + notice.text))
                last = notice.id
            }
        }
    }
}

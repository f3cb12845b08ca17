/// Lets one test at a time drive the library's `git` calls. A library verb waits for `git`
/// synchronously (as the REPL does on its main thread); in a test that wait holds one of Swift's
/// cooperative threads, and swift-subprocess needs one free to finish, so two such tests at once
/// on a two-core machine would hold them all. Waiting here suspends instead of holding a thread.
public actor GitGate {
    public static let shared = GitGate()
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func acquire() async {
        if !busy {
            busy = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty { busy = false } else { waiting.removeFirst().resume() }
    }
}

/// Runs `body` while holding the ``GitGate``.
public func withGitGate<T>(_ body: () throws -> T) async throws -> T {
    await GitGate.shared.acquire()
    do {
        let value = try body()
        await GitGate.shared.release()
        return value
    } catch {
        await GitGate.shared.release()
        throw error
    }
}

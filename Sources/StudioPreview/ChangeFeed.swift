import Foundation
import Synchronization

/// The document the preview serves now, shared between the watcher that rebuilds it and every
/// request that reads it. The revision grows by one each time the document really changes (a
/// commit to an unrelated preset changes the database but not the document, and sends nothing).
final class ChangeFeed: Sendable {
    private struct State {
        var json = "{}"
        var content = Data()
        var revision = 0
        var error: String?
        var stopped = false
    }

    private let state = Mutex(State())

    /// The current document's JSON, its revision, and the last rebuild's error, if any.
    var current: (json: String, revision: Int, error: String?) {
        state.withLock { ($0.json, $0.revision, $0.error) }
    }

    var isStopped: Bool { state.withLock { $0.stopped } }

    func stop() { state.withLock { $0.stopped = true } }

    /// Publishes `document` when it differs from the current one, numbering it with the next
    /// revision; returns whether it did.
    @discardableResult
    func publish(_ document: MotionDocument) -> Bool {
        var numbered = document
        numbered.revision = 0
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let content = try? encoder.encode(numbered) else { return false }
        return state.withLock { state in
            state.error = nil
            guard content != state.content else { return false }
            state.revision += 1
            numbered.revision = state.revision
            state.content = content
            state.json = (try? encoder.encode(numbered)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
            return true
        }
    }

    /// Forgets the last problem: the store yields a document again.
    func clearProblem() {
        state.withLock { $0.error = nil }
    }

    /// Keeps the last good document on screen and remembers why the new one could not be built
    /// (a preset deleted, a dataset removed).
    func fail(_ message: String) {
        state.withLock { $0.error = message }
    }
}

import Foundation
import Synchronization

/// The document the preview serves now, shared between the one watcher that rebuilds it and every
/// request that reads it. The revision grows by one each time the document really changes (a
/// commit to an unrelated preset changes the database but not the document, and sends nothing).
///
/// Event streams do not poll it: each waits in ``waitForChange(after:)`` and is resumed only when
/// something happens (a new document, a problem, a keep-alive pulse, the end), so an idle stream
/// costs no CPU at all.
final class ChangeFeed: Sendable {
    /// What a stream reads: the document, its revision, the last rebuild's error, the keep-alive
    /// pulse count and the generation (which moves on every one of these changes).
    struct Snapshot: Sendable {
        let json: String
        let revision: Int
        let error: String?
        let pulse: Int
        let generation: Int
    }

    private struct State {
        var json = "{}"
        var content = Data()
        var revision = 0
        var error: String?
        var pulse = 0
        var generation = 0
        var stopped = false
        var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
        var nextWaiter = 0

        /// Moves the generation on and hands back the waiters to resume (outside the lock).
        mutating func changed() -> [CheckedContinuation<Void, Never>] {
            generation += 1
            defer { waiters.removeAll() }
            return Array(waiters.values)
        }
    }

    private let state = Mutex(State())

    /// The current document's JSON, its revision, and the last rebuild's error, if any.
    var current: (json: String, revision: Int, error: String?) {
        state.withLock { ($0.json, $0.revision, $0.error) }
    }

    var snapshot: Snapshot {
        state.withLock {
            Snapshot(json: $0.json, revision: $0.revision, error: $0.error, pulse: $0.pulse, generation: $0.generation)
        }
    }

    var isStopped: Bool { state.withLock { $0.stopped } }

    /// The number of streams waiting for a change now.
    var waiting: Int { state.withLock { $0.waiters.count } }

    func stop() {
        resume(
            state.withLock { state in
                state.stopped = true
                return state.changed()
            })
    }

    /// Wakes every stream so it writes a keep-alive comment (and notices a closed connection).
    func beat() {
        resume(
            state.withLock { state in
                state.pulse += 1
                return state.changed()
            })
    }

    /// Suspends until the generation differs from `generation`, the feed stops or the task is cancelled.
    func waitForChange(after generation: Int) async {
        let id = state.withLock { state in
            defer { state.nextWaiter += 1 }
            return state.nextWaiter
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let now = state.withLock { state -> Bool in
                    if state.generation != generation || state.stopped || Task.isCancelled { return true }
                    state.waiters[id] = continuation
                    return false
                }
                if now { continuation.resume() }
            }
        } onCancel: {
            state.withLock { $0.waiters.removeValue(forKey: id) }?.resume()
        }
    }

    /// Publishes `document` when it differs from the current one, numbering it with the next
    /// revision; returns whether it did. A document that cannot be encoded (a number JSON cannot
    /// hold) is never replaced by anything else: the current one stays, and the error says why.
    @discardableResult
    func publish(_ document: MotionDocument) throws(PreviewError) -> Bool {
        var numbered = document
        numbered.revision = 0
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let content: Data
        do { content = try encoder.encode(numbered) } catch { throw Self.encodingFailure(error) }
        let (outcome, waiters) = state.withLock {
            state -> (Result<Bool, PreviewError>, [CheckedContinuation<Void, Never>]) in
            let hadError = state.error != nil
            guard content != state.content else {
                state.error = nil
                return (.success(false), hadError ? state.changed() : [])
            }
            numbered.revision = state.revision + 1
            let json: Data
            do { json = try encoder.encode(numbered) } catch { return (.failure(Self.encodingFailure(error)), []) }
            state.error = nil
            state.revision += 1
            state.content = content
            state.json = String(decoding: json, as: UTF8.self)
            return (.success(true), state.changed())
        }
        resume(waiters)
        return try outcome.get()
    }

    /// Why a document could not be sent, in one line.
    static func encodingFailure(_ error: any Error) -> PreviewError {
        var detail = "\(error)"
        if case EncodingError.invalidValue(let value, let context) = error {
            let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
            detail = "\(value) at \(path) is not a number JSON can hold"
        }
        return PreviewError("the preview could not send the motion: \(detail); the page keeps the last one it had")
    }

    /// Forgets the last problem: the store yields a document again.
    func clearProblem() {
        resume(
            state.withLock { state in
                guard state.error != nil else { return [] }
                state.error = nil
                return state.changed()
            })
    }

    /// Keeps the last good document on screen and remembers why the new one could not be built
    /// (a preset deleted, a dataset removed).
    func fail(_ message: String) {
        resume(
            state.withLock { state in
                guard state.error != message else { return [] }
                state.error = message
                return state.changed()
            })
    }

    private func resume(_ waiters: [CheckedContinuation<Void, Never>]) {
        for waiter in waiters { waiter.resume() }
    }
}

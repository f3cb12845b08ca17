import Foundation
import LoopbackHTTP

/// The document the preview serves now, shared between the one watcher that rebuilds it and every
/// request that reads it. The revision grows by one each time the document really changes (a
/// commit to an unrelated preset changes the database but not the document, and sends nothing).
///
/// Event streams do not poll it: each waits in ``waitForChange(after:on:)`` (its connection's
/// thread asleep in `poll` on the next change's ``WakePipe``, its own socket and the server's stop)
/// and is woken only when something happens (a new document, a problem, a keep-alive pulse, the
/// end, its page closing), so an idle stream costs no CPU at all, and a closed page's stream ends
/// at once rather than at its next write.
final class ChangeFeed: @unchecked Sendable {
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
        /// Signalled when the generation next moves; made when the first stream waits for it.
        var nextChange: WakePipe?
    }

    /// Guards `state`; broadcast whenever the generation moves.
    private let condition = NSCondition()
    private var state = State()

    /// Runs `body` on the state under the lock; when it returns true the generation moves on and
    /// every waiting stream wakes.
    private func change(_ body: (inout State) -> Bool) {
        condition.lock()
        defer { condition.unlock() }
        if body(&state) {
            state.generation += 1
            condition.broadcast()
            state.nextChange?.signal()
            state.nextChange = nil
        }
    }

    private func read<Value>(_ body: (State) -> Value) -> Value {
        condition.lock()
        defer { condition.unlock() }
        return body(state)
    }

    /// The current document's JSON, its revision, and the last rebuild's error, if any.
    var current: (json: String, revision: Int, error: String?) {
        read { ($0.json, $0.revision, $0.error) }
    }

    var snapshot: Snapshot {
        read {
            Snapshot(json: $0.json, revision: $0.revision, error: $0.error, pulse: $0.pulse, generation: $0.generation)
        }
    }

    var isStopped: Bool { read { $0.stopped } }

    func stop() {
        change { state in
            state.stopped = true
            return true
        }
    }

    /// Wakes every stream so it writes a keep-alive comment (and notices a closed connection).
    func beat() {
        change { state in
            state.pulse += 1
            return true
        }
    }

    /// Blocks the calling thread until the generation differs from `generation` or the feed stops;
    /// throws when `stream`'s client hangs up or its server stops first. With no descriptor left
    /// for the change's pipe it waits on the condition alone (a closed page is then noticed when a
    /// write fails: the second keep-alive after it closed, at the latest).
    func waitForChange(after generation: Int, on stream: ResponseStream) throws(StreamClosed) {
        condition.lock()
        guard state.generation == generation && !state.stopped else { return condition.unlock() }
        if state.nextChange == nil { state.nextChange = WakePipe() }
        guard let nextChange = state.nextChange else {
            while state.generation == generation && !state.stopped { condition.wait() }
            return condition.unlock()
        }
        condition.unlock()
        try stream.wait(for: nextChange)
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
        var outcome: Result<Bool, PreviewError> = .success(false)
        change { state in
            let hadError = state.error != nil
            guard content != state.content else {
                state.error = nil
                return hadError
            }
            numbered.revision = state.revision + 1
            let json: Data
            do { json = try encoder.encode(numbered) } catch {
                outcome = .failure(Self.encodingFailure(error))
                return false
            }
            state.error = nil
            state.revision += 1
            state.content = content
            state.json = String(decoding: json, as: UTF8.self)
            outcome = .success(true)
            return true
        }
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
        change { state in
            guard state.error != nil else { return false }
            state.error = nil
            return true
        }
    }

    /// Keeps the last good document on screen and remembers why the new one could not be built
    /// (a preset deleted, a dataset removed).
    func fail(_ message: String) {
        change { state in
            guard state.error != message else { return false }
            state.error = message
            return true
        }
    }
}

import AnimationCore
import Foundation
import LoopbackHTTP
import StudioStore

/// The endpoints that write, registered only with `preview --edit` and only behind ``EditGuard``:
/// `POST /edit/set` (`parameter` and `value`, or `pairs` of them), `/edit/unset` (`parameter`),
/// `/edit/timing` (`kind`), `/edit/undo`, `/edit/redo` and `/edit/commit` (`message`), each a JSON object naming the draft (`reference`, `bounce@draft`)
/// and the `revision` it was based on; `drag` names a drag, whose changes are one undo step.
///
/// Answers: 200 with what changed and the draft's controls; 409 when the draft moved on (nothing
/// written, the newer draft's controls); 422 with `set`'s error text; 403 for a version or a draft
/// this preview does not show; 400 for a body that is not such an object.
struct EditRoutes: Sendable {
    let editor: DraftEditor
    let source: PreviewSource
    /// Rebuilds and publishes the document at once, so the page replays without waiting for the poll.
    let refresh: @Sendable () -> Void
    /// The burst of each drag in progress, by the page's drag name.
    let drags = LockedValue<[String: DraftBurst]>([:])

    /// The longest body and drag name taken.
    static let bodyLimit = 16 * 1024
    static let dragNameLimit = 64
    static let keptDrags = 64

    struct Change: Decodable {
        var reference: String
        var revision: String
        var parameter: String?
        var value: String?
        /// Several `[parameter, value]` pairs at once (a handle's `x1` and `y1`).
        var pairs: [[String]]?
        var kind: String?
        var message: String?
        var drag: String?
    }

    /// What every answer holds: what changed or why nothing did, and the draft's controls now.
    struct Reply: Encodable {
        var change: String?
        var error: String?
        var draft: DraftControls?
    }

    /// What a change path asks for: `/edit/ACTION`.
    enum Action: String {
        case set, unset, timing, undo, redo, commit

        init?(path: Substring) {
            guard path.hasPrefix("/edit/") else { return nil }
            self.init(rawValue: String(path.dropFirst("/edit/".count)))
        }
    }

    func handle(_ action: Action, _ request: HTTPRequest) -> HTTPResponse {
        let change =
            request.body.count <= Self.bodyLimit
            ? try? JSONDecoder().decode(Change.self, from: Data(request.body)) : nil
        guard let change else {
            return Self.json(
                .badRequest,
                Reply(
                    error:
                        "refused: the body must be a JSON object with reference and revision (at most \(Self.bodyLimit) bytes)"
                ))
        }
        let reference = PresetReference(change.reference)
        guard reference.selector == .draft else {
            return Self.json(
                .forbidden,
                Reply(
                    error:
                        "refused: \(Self.shown(change.reference)) is a version, and versions never change; edit \(Self.shown(reference.name))@draft"
                ))
        }
        guard source.references.contains(reference) else {
            let drafts = source.references.filter { $0.selector == .draft }.map(\.description)
            return Self.json(
                .forbidden,
                Reply(
                    error:
                        "refused: this preview edits \(drafts.joined(separator: ", ")), not \(Self.shown(change.reference))"
                ))
        }
        let preset = reference.name
        let edit: PageChange
        switch action {
        case .set:
            if let parameter = change.parameter, let value = change.value {
                edit = .set([ParameterValue(parameter, value)])
            } else if let pairs = change.pairs, !pairs.isEmpty, pairs.count <= 8, pairs.allSatisfy({ $0.count == 2 }) {
                edit = .set(pairs.map { ParameterValue($0[0], $0[1]) })
            } else {
                return missing("parameter and value (or 1 to 8 pairs)")
            }
        case .unset:
            guard let parameter = change.parameter else { return missing("parameter") }
            edit = .unset(parameter)
        case .timing:
            guard let kind = change.kind else { return missing("kind") }
            edit = .timingKind(kind)
        case .undo: edit = .undo
        case .redo: edit = .redo
        case .commit: edit = .commit(message: change.message ?? "")
        }
        let drag = change.drag.flatMap { $0.isEmpty || $0.count > Self.dragNameLimit ? nil : preset + "\n" + $0 }
        let burst = drag.flatMap { drags.value[$0] }
        let result = editor.apply(edit, to: preset, basedOn: change.revision, continuing: burst)
        switch result {
        case .saved(let draft, let next, let text):
            if let drag {
                drags.update { bursts in
                    if bursts.count >= Self.keptDrags { bursts.removeAll() }
                    bursts[drag] = next
                }
            }
            refresh()
            return Self.json(.ok, Reply(change: text, draft: controls(draft, reference: change.reference)))
        case .stale(let draft, let message):
            return Self.json(.conflict, Reply(error: message, draft: controls(draft, reference: change.reference)))
        case .refused(let message):
            let now = try? source.store.draft(of: preset)
            return Self.json(
                .unprocessableContent,
                Reply(error: message, draft: now.flatMap { controls($0, reference: change.reference) }))
        }
    }

    private func missing(_ fields: String) -> HTTPResponse {
        Self.json(.badRequest, Reply(error: "refused: this change needs \(fields) in its JSON body"))
    }

    func controls(_ draft: Draft, reference: String) -> DraftControls? {
        DraftControls(
            reference: reference, parameters: draft.parameters, revision: draft.revision, canUndo: draft.canUndo,
            canRedo: draft.canRedo)
    }

    /// Text from a request in a message: at most 80 characters, control characters as `?`.
    static func shown(_ text: String) -> String {
        String(text.unicodeScalars.prefix(80).map { $0.properties.generalCategory == .control ? "?" : Character($0) })
    }

    static func json(_ status: HTTPStatus, _ reply: Reply) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var status = status
        let body: Data
        do { body = try encoder.encode(reply) } catch {
            // Never an empty object the page would read as "nothing to say": the failure itself,
            // as text only (which always encodes).
            status = .internalServerError
            let failure = Reply(error: ChangeFeed.encodingFailure(error).message)
            body = (try? encoder.encode(failure)) ?? Data(#"{"error":"the preview could not encode its answer"}"#.utf8)
        }
        return HTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: .bytes(Array(body)))
    }
}

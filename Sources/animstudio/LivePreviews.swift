import Foundation
import StudioPreview
import StudioREPL
import StudioStore

/// Plugs `StudioPreview`'s loopback server into the command language's `preview`.
struct LivePreviews: PreviewService {
    func start(store: StudioStore, request: PreviewRequest) throws(PreviewFailure) -> any RunningPreview {
        do {
            let scripts = try SceneScripts(
                gesture: request.gesture, events: request.events, homeIndicator: request.homeIndicator,
                card: request.card,
                screen: request.screen.map { MotionDocument.Stage(width: $0.width, height: $0.height) })
            let source = try PreviewSource(
                store: store, references: request.references, dataset: request.dataset, scripts: scripts)
            let server = PreviewServer(
                source: source, port: request.port, editor: request.editor.map(BrowserEdits.init))
            let url = try server.start()
            return Running(server: server, address: url.absoluteString)
        } catch {
            throw PreviewFailure(error.message)
        }
    }

    final class Running: RunningPreview {
        let server: PreviewServer
        let address: String

        init(server: PreviewServer, address: String) {
            self.server = server
            self.address = address
        }

        func stop() { server.stop() }
    }
}

/// The command language's editor behind the server's ``DraftEditor``: each change the page asks for
/// runs as `set`, `undo`, `redo` or `commit` would.
struct BrowserEdits: DraftEditor {
    let editor: BrowserEditor

    func apply(_ change: DraftChange, to preset: String, basedOn revision: String, continuing burst: DraftBurst?)
        -> DraftChangeResult
    {
        let result: BrowserEditor.Result
        switch change {
        case .set(let pairs):
            result = editor.set(preset, pairs.map { ($0.parameter, $0.value) }, basedOn: revision, continuing: burst)
        case .timingKind(let kind): result = editor.switchTiming(preset, to: kind, basedOn: revision)
        case .undo: result = editor.step(preset, undo: true, basedOn: revision)
        case .redo: result = editor.step(preset, undo: false, basedOn: revision)
        case .commit(let message): result = editor.commit(preset, message: message, basedOn: revision)
        }
        switch result {
        case .saved(let draft, let burst, let text): return .saved(draft, burst: burst, change: text)
        case .stale(let draft, let message): return .stale(draft, message: message)
        case .refused(let message): return .refused(message)
        }
    }
}

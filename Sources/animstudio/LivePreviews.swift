import Foundation
import StudioEditing
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
                source: source, port: request.port,
                editor: request.editor.map { edits in
                    DraftEditor(edits: edits) { text, run, continues in
                        request.announce(Announcement(text, run: run, continues: continues))
                    }
                })
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

import Foundation
import StudioPreview
import StudioREPL
import StudioStore

/// Plugs `StudioPreview`'s loopback server into the command language's `preview`.
struct LivePreviews: PreviewService {
    func start(
        store: StudioStore, references: [String], dataset: String?, gesture: String?, events: String?,
        homeIndicator: Bool, port: Int
    ) throws(PreviewFailure) -> any RunningPreview {
        do {
            let source = try PreviewSource(
                store: store, references: references, dataset: dataset, gesture: gesture, events: events,
                homeIndicator: homeIndicator)
            let server = PreviewServer(source: source, port: port)
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

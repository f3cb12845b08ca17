import AnimationCore
import StudioStore
import TunerView

/// `p`: the motion played in the view by the `play` command itself (the table entrance on the first
/// members dataset, the card scene under its default gesture, the bars under their default events).
extension Tuner {
    func startPlayback() {
        burst = nil
        let size = "--width \(max(10, state.columns)) --height \(max(3, state.rows - 6))"
        if template.entrance == nil {
            playRequest = "play \(quotedReference) \(size)"
        } else {
            guard let store = try? session.requireStore(), let datasets = try? store.datasets(),
                let dataset = datasets.first(where: { $0.kind == .members })
            else {
                return fail(
                    CommandError("playing a table entrance needs a dataset of members; import one with import members"))
            }
            playRequest = "play \(quotedReference) on \(Self.quoted(dataset.name)) \(size)"
        }
        state.mode = .playing([])
    }

    private var quotedReference: String { Self.quoted(name + "@draft") }

    /// A word quoted for the command language, whatever it holds.
    static func quoted(_ word: String) -> String {
        var text = "\""
        for character in word {
            if character == "\\" || character == "\"" { text.append("\\") }
            text.append(character)
        }
        return text + "\""
    }

    /// Shows one frame of the motion playing.
    func showFrame(_ text: String) {
        state.mode = .playing(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }

    /// Back from playing, with what `play` said.
    func finishPlayback(_ result: Result<Outcome, CommandError>) {
        state.mode = .browsing
        switch result {
        case .success(let outcome):
            state.message = TunerState.Message(outcome.text.split(separator: "\n").first.map(String.init) ?? "")
        case .failure(let error): fail(error)
        }
    }
}

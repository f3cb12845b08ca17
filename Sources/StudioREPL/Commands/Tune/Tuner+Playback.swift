import AnimationCore
import StudioStore
import TunerView

/// `p`: the motion played in the view by the `play` command itself (the table entrance on the first
/// members dataset, the card scene under its default gesture, the bars under their default events),
/// with `--reduce-motion` while the plot shows the reduced-motion variant (`v`).
extension Tuner {
    /// The `play` line for the motion; refused when a table entrance has no dataset to play on.
    func playLine(reduceMotion: Bool) throws(CommandError) -> String {
        let size = "--width \(max(10, state.columns)) --height \(max(3, state.rows - 6))"
        let variant = reduceMotion ? " --reduce-motion" : ""
        if template.entrance == nil { return "play \(quotedReference) \(size)\(variant)" }
        guard let store = try? session.requireStore(), let datasets = try? store.datasets(),
            let dataset = datasets.first(where: { $0.kind == .members })
        else {
            throw CommandError("playing a table entrance needs a dataset of members; import one with import members")
        }
        return "play \(quotedReference) on \(Self.quoted(dataset.name)) \(size)\(variant)"
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
    func showFrame(_ text: String) { _ = try? send(.frame(text)) }

    /// Back from playing, with what `play` said.
    func finishPlayback(_ result: Result<Outcome, CommandError>) {
        let message: TunerState.Message
        switch result {
        case .success(let outcome):
            message = TunerState.Message(outcome.text.split(separator: "\n").first.map(String.init) ?? "")
        case .failure(let error): message = TunerState.Message(error.message, isError: true)
        }
        _ = try? send(.played(message))
    }
}

import StudioStore
import TunerView

/// `tune [REF]`: the full-screen tuner for a preset's draft, in a terminal.
enum TuneCommand {
    static let command = Command(
        CommandSpec(
            "tune", group: .presets,
            summary:
                "nudge the draft's parameters with keys and watch the curve, the metrics and the motion follow (needs a terminal)",
            positionals: [reference],
            example: "tune bounce", store: .writes,
            notes: [
                "REF picks the preset (the current one by default) and, with @N or @TAG, the base to compare with",
                "keys:"
            ]
                + keyLines),
        run: run)

    /// `help tune`'s key list, from the tuner's own table.
    static var keyLines: [String] {
        let width = TunerKeys.all.map(\.keys.count).max() ?? 0
        return TunerKeys.all.map { "  " + $0.keys.padding(width) + "  " + $0.action }
    }

    static let reference = OptionalArgument("REF", .reference)

    static func run(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        guard let terminal = session.tunerTerminal, session.terminal.isTTY else {
            throw CommandError("tune needs a terminal (standard input and output); scripts change the draft with set")
        }
        let name: String
        let base: PresetReference?
        if let value = arguments[Self.reference] {
            let reference = value.reference ?? PresetReference(value.text)
            name = try session.resolve(PresetReference(reference.name + "@draft"), at: value.token).name
            switch reference.selector {
            case .latest, .draft: base = nil
            case .version, .tag:
                base = reference
                _ = try session.resolve(reference, at: value.token)
            }
        } else {
            name = try session.currentPresetName()
            base = nil
        }
        let tuner = try Tuner(
            session: session, name: name, base: base, columns: session.terminal.columns, rows: session.terminal.rows)
        try terminal.run(tuner)
        return Outcome(tuner.summary)
    }
}

/// Owns the terminal while the tuner runs: raw mode, the alternate screen, keys, the pointer,
/// resizes and signals, and gives all of it back on every way out.
protocol TunerTerminal: AnyObject {
    func run(_ tuner: Tuner) throws(CommandError)
}

import AnimationCore
import Simulation
import StudioStore
import TerminalText

/// `gesture save|delete NAME [SCRIPT]`, `gestures`, `event save|delete NAME [SCRIPT]`, `events`:
/// scripts saved in the studio, so a designer replays the same interaction against every version.
enum ScriptCommands {
    static let gesture = manage(
        .gesture, verb: "gesture", example: "gesture save flick \"tap, wait 0.1, pan -150 over 0.15 release -900\"")
    static let gestures = list(.gesture, verb: "gestures")
    static let event = manage(.events, verb: "event", example: "event save quick \"edit at 0, done at 0.1\"")
    static let events = list(.events, verb: "events")

    static let action = RequiredArgument<ScriptAction>.choice("ACTION")
    static let name = RequiredArgument<ScriptName>.named("NAME", .newName(.script))
    static let script = OptionalArgument("SCRIPT", .text, shownAs: "[SCRIPT]")
    static let force = Switch("--force", "replace a saved script of the same name")
    static let format = Flags.format(default: ReportFormat.text)

    private static func noun(_ kind: ScriptKind) -> String { kind == .gesture ? "gesture" : "events script" }

    private static func manage(_ kind: ScriptKind, verb: String, example: String) -> Command {
        Command(
            CommandSpec(
                verb, group: .scenes,
                summary:
                    "save (or with --force replace) a named \(noun(kind)), checked as scene \(kind == .gesture ? "card" : "bars") reads it, or delete one",
                positionals: [action, name, script], flags: [force],
                example: example, store: .writes),
            run: { arguments, session throws(CommandError) in try run(kind, arguments, session) })
    }

    private static func list(_ kind: ScriptKind, verb: String) -> Command {
        Command(
            CommandSpec(
                verb, group: .scenes, summary: "list the saved \(kind == .gesture ? "gestures" : "events scripts")",
                flags: [format], example: verb, store: .reads),
            run: { arguments, session throws(CommandError) in
                let store = try session.requireStore()
                let saved = try session.attempt { try store.scripts(kind: kind) }
                return try session.rendered(arguments[ScriptCommands.format]) {
                    if saved.isEmpty {
                        return
                            "no saved \(kind == .gesture ? "gestures" : "events scripts"); save one with \(kind == .gesture ? "gesture" : "event") save NAME \"SCRIPT\""
                    }
                    return Columns.render(
                        [["name", "script", "saved"]]
                            + saved.map {
                                [TerminalText.sanitized($0.name), TerminalText.sanitized($0.text), $0.createdAt]
                            },
                        width: session.tableWidth)
                } json: {
                    .array(
                        saved.map {
                            .object([
                                "name": .string($0.name), "script": .string($0.text), "saved": .string($0.createdAt)
                            ])
                        })
                }
            })
    }

    private static func run(_ kind: ScriptKind, _ arguments: ParsedArguments, _ session: Session) throws(CommandError)
        -> Outcome
    {
        let store = try session.requireStore()
        let nameValue = arguments[Self.name]
        let name = nameValue.name
        let shown = TerminalText.sanitized(name)
        switch arguments[Self.action] {
        case .delete:
            if let extra = arguments[Self.script] {
                throw session.located("delete takes only a NAME", extra.token)
            }
            try session.attempt(at: nameValue.source) { try store.deleteScript(kind: kind, named: name) }
            return Outcome("deleted \(noun(kind)) “\(shown)”")
        case .save:
            return try save(kind, arguments, store, session)
        }
    }

    /// `gesture save NAME SCRIPT`: the script checked as its scene reads it, then saved.
    private static func save(_ kind: ScriptKind, _ arguments: ParsedArguments, _ store: StudioStore, _ session: Session)
        throws(CommandError) -> Outcome
    {
        let name = arguments[Self.name].name
        guard let script = arguments[Self.script] else {
            throw session.located("save needs the script after the name, in quotes", arguments[Self.name].token)
        }
        do throws(ScriptError) {
            if kind == .gesture {
                _ = try GestureScript(parsing: script.text)
            } else {
                _ = try BarsEventScript(parsing: script.text)
            }
        } catch {
            throw CommandError.script(error.message, span: error.span, in: script)
        }
        let saved = try session.attempt {
            try store.saveScript(
                kind: kind, name: name, text: script.text, at: session.clock(), replacing: arguments[Self.force])
        }
        return Outcome(
            "saved \(noun(kind)) “\(TerminalText.sanitized(saved.name))”: \(TerminalText.sanitized(saved.text))")
    }
}

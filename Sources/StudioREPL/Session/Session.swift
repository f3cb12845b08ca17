public import AnimationCore
public import StudioStore
import TerminalText

/// What a successful command produced.
public struct Outcome: Equatable, Sendable {
    /// Text for standard output (no trailing newline; empty prints nothing).
    public var text: String
    /// True when the studio should end after printing.
    public var quit: Bool
    /// One-line warnings for standard error: where the studio runs something other than what was typed.
    public var warnings: [String]
    /// False for text that moves the cursor itself (`clear`'s home and erase): no newline follows it,
    /// so the next prompt lands where it left the cursor.
    public var endsLine: Bool
    /// The result as the verb's `--format json` gives it, beside `text` (rendered from the same run):
    /// set for an agent's session (``Session/rendersData``) by the verbs that have a JSON format.
    public var data: JSONValue?

    public init(
        _ text: String, quit: Bool = false, warnings: [String] = [], endsLine: Bool = true, data: JSONValue? = nil
    ) {
        self.text = text
        self.quit = quit
        self.warnings = warnings
        self.endsLine = endsLine
        self.data = data
    }
}

/// What every command shares: the studio database, the terminal, the current preset and the clock.
///
/// The session never prints; a command returns an ``Outcome`` or a ``CommandError`` and the caller
/// (batch runner or interactive loop) decides where the text goes. Each verb lives in its own type
/// under `Commands/`, declared once in ``CommandRegistry``.
public final class Session {
    /// What the output terminal can show; plots size and colour themselves from it.
    public var terminal: TerminalSettings
    /// Opens the studio database the first time a verb needs it (verbs that do not, never open it).
    private let openStore: (() throws -> StudioStore)?
    private var openedStore: StudioStore?
    /// Now, as an ISO 8601 UTC timestamp with milliseconds (injected so tests are repeatable).
    let clock: @Sendable () -> String
    /// The preset `set`, `commit` and friends work on. Read from the store once, then kept here:
    /// another studio running on the same database must not switch this session's preset.
    var current: String??
    /// Plays `play`'s frames in real time; nil where there is no terminal to play on.
    public var player: (any FramePlayer)?
    /// Runs `tune` on the terminal; nil where standard input and output are not one.
    var tunerTerminal: (any TunerTerminal)?
    /// Starts `preview`'s web server; nil where none is plugged in.
    public var previewService: (any PreviewService)?
    /// The live previews this session started (`preview`), stopped by `preview stop` or at the end.
    var previews: [any RunningPreview] = []
    /// True in the interactive studio, where a preview runs in the background until `preview stop`;
    /// a script (`-c`, `-f`, piped lines), on a terminal or not, serves its previews at its end
    /// until Ctrl-C.
    public var isInteractive = false
    /// Says a line as soon as it happens, from any thread (a browser's change to a draft with
    /// `preview --edit`, with the run of changes it belongs to); nothing by default.
    public var announce: @Sendable (Announcement) -> Void = { _ in }
    /// The draft revision the next draft write must find (an agent's call passes the one it read);
    /// nil writes whatever the draft holds, as a person typing at the studio does.
    var baseRevision: String?
    /// False for a session that must not change which preset the studio opens with next time (an
    /// agent's: its `new` makes the preset current for its own calls only).
    public var remembersCurrent = true
    /// Who the versions this session commits are by, when not this studio's person (`agent claude`).
    public var author: String?
    /// True for an agent's session: a verb with a JSON format returns its result both ways from one
    /// run, the text as asked and the JSON as ``Outcome/data`` (see ``rendered(_:warnings:text:json:)``).
    public var rendersData = false

    public init(
        terminal: TerminalSettings = .plain, store: StudioStore? = nil,
        clock: @escaping @Sendable () -> String = SystemClock.now
    ) {
        self.terminal = terminal
        self.openedStore = store
        self.openStore = nil
        self.clock = clock
    }

    /// A session that opens its database only when a command first needs it.
    public init(
        terminal: TerminalSettings, clock: @escaping @Sendable () -> String = SystemClock.now,
        openingStore: @escaping () throws -> StudioStore
    ) {
        self.terminal = terminal
        self.openStore = openingStore
        self.clock = clock
    }

    /// The database if it is open or can be opened; nil when the session has none.
    var store: StudioStore? { try? requireStore() }

    /// The database, opened now if needed.
    /// - Throws: the opening error (exit code 2), or an error saying this session has none.
    func requireStore() throws(CommandError) -> StudioStore {
        if let openedStore { return openedStore }
        guard let openStore else { throw CommandError("this command needs the studio database, which is not open") }
        do {
            let store = try openStore()
            openedStore = store
            return store
        } catch {
            throw CommandError(wrapping: error, status: 2)
        }
    }

    /// Closes the database if a verb opened it; the session must not run anything afterwards.
    public func closeStore() {
        openedStore?.close()
    }

    /// Runs one command.
    public func execute(_ command: SourceCommand) -> Result<Outcome, CommandError> {
        do {
            return .success(try dispatch(command))
        } catch {
            return .failure(error.located(line: command.source, number: command.lineNumber))
        }
    }

    private func dispatch(_ command: SourceCommand) throws(CommandError) -> Outcome {
        guard let verb = command.tokens.first else { return Outcome("") }
        guard let entry = CommandRegistry.command(named: verb.text) else {
            let names = CommandRegistry.all.map(\.spec.name)
            throw CommandError.syntax(
                "unknown command “\(verb.text)”"
                    + (Suggestions.closest(verb.text, among: names).isEmpty
                        ? "; type help for the list" : Suggestions.didYouMean(verb.text, among: names)),
                offset: verb.offset, length: verb.length)
        }
        let (selected, named, tokens) = try entry.selecting(verb, Array(command.tokens.dropFirst()))
        let arguments = try CommandParser.parse(selected.spec, verb: named, tokens: tokens)
        return try selected.run(arguments, self)
    }
}

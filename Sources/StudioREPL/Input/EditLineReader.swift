import CLibEdit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Line editing through libedit's native wide-character interface (`el_wgets`, `HistoryW`): every
/// character of any script is one editing position, so the cursor moves and Backspace deletes by
/// whole characters and libedit measures each one's width on screen (two columns for CJK and emoji).
/// Emacs keys, arrows, Ctrl-R reverse history search, Tab completion, persistent history; Ctrl-C
/// cancels the line, Ctrl-D on an empty line ends.
///
/// Typed bytes are decoded as UTF-8 by the studio itself (``UTF8InputDecoder``); the locale only
/// gives libedit its character widths and the history file's encoding, so it is always a UTF-8 one.
public final class EditLineReader: LineReader {
    private let historyPath: String?
    private let editor: OpaquePointer
    private let history: OpaquePointer
    private var lastLine: String?

    /// - Parameters:
    ///   - historyPath: the history file to load and keep up to date (its folder is created).
    ///   - onStandardError: draw the prompt and the line on standard error (standard output is piped).
    ///   - completer: proposes completions for the line typed so far.
    ///   - notices: lines from other threads, shown above the line being edited (the prompt on standard output only).
    ///   - currentPrompt: the prompt to show again after a notice.
    public init(
        historyPath: String?, onStandardError: Bool = false, completer: @escaping (String) -> Completion,
        notices: PromptNotices? = nil, currentPrompt: (() -> String)? = nil
    ) {
        self.historyPath = historyPath
        Self.useUTF8Locale()
        EditLineState.completer = completer
        EditLineState.notices = onStandardError ? nil : notices
        EditLineState.currentPrompt = currentPrompt
        history = history_winit()
        _ = animstudio_history_set_size(history, Int32(HistoryFile.maximumLines))
        _ = animstudio_history_set_unique(history, 1)  // no consecutive duplicates, also across restarts
        if let historyPath {
            Directory.create(parentOf: historyPath)
            _ = animstudio_history_load(history, historyPath)
        }
        Self.eraseWholeUTF8Characters()
        let program = CommandLine.arguments.first ?? "animstudio"
        editor = onStandardError ? animstudio_el_open_on_stderr(program) : animstudio_el_open(program)
        Self.configure(editor, history: history)
        installInterruptHandler()
    }

    deinit {
        el_end(editor)
        history_wend(history)
    }

    public func readLine(prompt: String) -> LineReadResult {
        EditLineState.interrupted = 0
        EditLineState.setPrompt(prompt)
        EditLineState.editingPrompt = EditLineState.promptText
        // A resize during the last command: libedit measures the terminal before it draws the prompt.
        if EditLineSignals.resized != 0 { EditLineState.followResize(editor, redraw: false) }
        _ = tcgetattr(STDIN_FILENO, &EditLineState.normalMode)
        let caught = EditLineSignals.catchWhileEditing()
        EditLineState.notices?.beginEditing()
        var count: Int32 = 0
        let read = el_wgets(editor, &count)
        EditLineState.notices?.endEditing(atLineStart: read != nil && count > 0 && EditLineState.interrupted == 0)
        EditLineSignals.endIfAsked(caught)
        EditLineSignals.restore(caught)
        guard let text = read, count > 0 else {
            return EditLineState.interrupted != 0 ? .interrupted : .endOfFile
        }
        // Ctrl-C while libedit was between reads still cancels the line rather than running it.
        if EditLineState.interrupted != 0 { return .interrupted }
        var scalars = String.UnicodeScalarView()
        for index in 0..<Int(count) {
            scalars.append(Unicode.Scalar(UInt32(bitPattern: Int32(text[index]))) ?? .replacement)
        }
        var line = String(scalars)
        if line.hasSuffix("\n") { line.removeLast() }
        return .line(line)
    }

    public func addHistory(_ line: String) {
        guard line != lastLine else { return }
        lastLine = line
        _ = WideText(line).withPointer { animstudio_history_enter(history, $0) }
        if let historyPath { save(to: historyPath) }
    }

    /// Writes the history next to the file, then renames it over: a crash mid-write never leaves
    /// half a history. libedit's format: `_HiStOrY_V2_`, then one line per entry with spaces,
    /// backslashes and control characters escaped (`\040`), other characters as UTF-8.
    private func save(to path: String) {
        let temporary = path + ".tmp-\(getpid())"
        if animstudio_history_save(history, temporary) >= 0 {
            if rename(temporary, path) != 0 { unlink(temporary) }
        } else {
            unlink(temporary)
        }
    }

    /// Emacs keys plus readline's usual extras (Ctrl-R searching as ``HistorySearch``, Home/End, Delete, Ctrl-arrows by word),
    /// Tab bound to the studio's completion, then the user's own `~/.editrc`.
    private static func configure(_ editor: OpaquePointer, history: OpaquePointer) {
        _ = WideText("emacs").withPointer { animstudio_el_set_editor(editor, $0) }
        _ = animstudio_el_set_prompt(editor, editLinePrompt)
        _ = animstudio_el_set_history(editor, history)
        EditLineState.history = history
        _ = animstudio_el_set_read(editor, editLineRead)
        // No EL_SIGNAL: libedit would resize its buffers inside the SIGWINCH handler (heap corruption
        // when the signal lands in malloc). EditLineSignals notes signals; the read loop acts on them.
        _ = animstudio_el_set_signal(editor, 0)
        // libedit keeps these name and help pointers: they must outlive the editor.
        let functions: [(String, String, @convention(c) (OpaquePointer?, Int32) -> UInt8)] = [
            ("animstudio-complete", "complete the word at the cursor", editLineComplete),
            ("animstudio-search", "search the history backwards as you type", editLineSearch),
            (
                "animstudio-end-of-file", "end the input on an empty line, else delete the character under the cursor",
                editLineEndOfFile
            )
        ]
        for (name, help, function) in functions {
            _ = animstudio_el_add_function(
                editor, WideText(name).permanentPointer, WideText(help).permanentPointer, function)
        }
        let bindings: [(String, String)] = [
            ("^I", "animstudio-complete"), ("^R", "animstudio-search"), ("^D", "animstudio-end-of-file"),
            ("\\e[1~", "ed-move-to-beg"), ("\\e[4~", "ed-move-to-end"), ("\\e[7~", "ed-move-to-beg"),
            ("\\e[8~", "ed-move-to-end"), ("\\e[H", "ed-move-to-beg"), ("\\e[F", "ed-move-to-end"),
            ("\\e[3~", "ed-delete-next-char"), ("\\e[1;5C", "em-next-word"), ("\\e[1;5D", "ed-prev-word"),
            ("\\e[5C", "em-next-word"), ("\\e[5D", "ed-prev-word")
        ]
        for (key, command) in bindings {
            _ = WideText(key).withPointer { key in WideText(command).withPointer { animstudio_el_bind(editor, key, $0) }
            }
        }
        _ = el_source(editor, nil)
        for capability in ["dc", "DC", "ic", "IC", "im", "ei"] {
            _ = WideText(capability).withPointer { name in
                WideText("").withPointer { animstudio_el_set_capability(editor, name, $0) }
            }
        }
    }

    /// libedit measures prompt and line widths (`wcwidth`) and writes the history file through the C
    /// locale's character type: the user's locale is taken when it is UTF-8, else C.UTF-8.
    private static func useUTF8Locale() {
        if setlocale(LC_CTYPE, "") != nil, let codeset = nl_langinfo(nl_item(CODESET)),
            String(cString: codeset) == "UTF-8"
        {
            return
        }
        if setlocale(LC_CTYPE, "C.UTF-8") == nil { _ = setlocale(LC_CTYPE, "en_US.UTF-8") }
    }

    /// libedit prints the prompt before it puts the terminal in raw mode, and text typed while a
    /// command runs waits in the kernel's line editing: there, Backspace over "в" removed one of its
    /// two bytes, and the line ran with a broken character. IUTF8 makes the kernel erase whole UTF-8
    /// characters; libedit restores this setting whenever it leaves raw mode.
    private static func eraseWholeUTF8Characters() {
        var settings = termios()
        let wholeCharacters = tcflag_t(0x4000)  // IUTF8 on Linux and macOS; Glibc's module hides the name
        guard tcgetattr(STDIN_FILENO, &settings) == 0, settings.c_iflag & wholeCharacters == 0 else { return }
        settings.c_iflag |= wholeCharacters
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &settings)
    }

    /// Ctrl-C interrupts the read; the handler only records that it happened.
    private func installInterruptHandler() {
        // The pending read returns and the line is given up.
        InterruptSignal.install { _ in EditLineState.interrupted = 1 }
        EditLineSignals.watchResizes()
        // A parent may have left SIGINT blocked; Ctrl-C must reach the studio.
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        sigprocmask(SIG_UNBLOCK, &interrupt, nil)
    }
}

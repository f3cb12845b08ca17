import CLibEdit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Line editing through libedit (BSD editline): Emacs keys, arrows, Ctrl-R reverse history search,
/// Tab completion, persistent history; Ctrl-C cancels the line, Ctrl-D on an empty line ends.
public final class EditLineReader: LineReader {
    private let historyPath: String?
    private var lastLine: String?

    /// - Parameters:
    ///   - historyPath: the history file to load and keep up to date (its folder is created).
    ///   - completer: proposes completions for the line typed so far.
    public init(historyPath: String?, completer: @escaping (String) -> Completion) {
        self.historyPath = historyPath
        Self.useUTF8Locale()
        EditLineState.completer = completer
        animstudio_set_completion(editLineComplete)
        stifle_history(Int32(HistoryFile.maximumLines))
        if let historyPath {
            Directory.create(parentOf: historyPath)
            _ = read_history(historyPath)
        }
        installInterruptHandler()
    }

    public func readLine(prompt: String) -> LineReadResult {
        EditLineState.interrupted = 0
        guard let text = readline(prompt) else {
            return EditLineState.interrupted != 0 ? .interrupted : .endOfFile
        }
        defer { free(text) }
        // Ctrl-C while libedit was between reads still cancels the line rather than running it.
        if EditLineState.interrupted != 0 { return .interrupted }
        // String(cString:) repairs invalid UTF-8 with U+FFFD, so any bytes make a line.
        return .line(String(cString: text))
    }

    public func addHistory(_ line: String) {
        guard line != lastLine else { return }
        lastLine = line
        _ = add_history(line)
        if let historyPath { _ = write_history(historyPath) }
    }

    /// libedit decodes typed bytes and measures prompt and line widths through the C locale's
    /// character type: in the default "C" locale it dropped every non-ASCII character typed and
    /// crashed on a prompt holding one (a preset named "pé"). The user's locale is taken when it
    /// is UTF-8, else C.UTF-8, since the studio's text is always UTF-8.
    private static func useUTF8Locale() {
        if setlocale(LC_CTYPE, "") != nil, let codeset = nl_langinfo(nl_item(CODESET)), String(cString: codeset) == "UTF-8" { return }
        if setlocale(LC_CTYPE, "C.UTF-8") == nil { _ = setlocale(LC_CTYPE, "en_US.UTF-8") }
    }

    /// Ctrl-C interrupts the read; the handler only records that it happened.
    private func installInterruptHandler() {
        // The pending read returns and readline gives up the line.
        InterruptSignal.install { _ in EditLineState.interrupted = 1 }
        // A parent may have left SIGINT blocked; Ctrl-C must reach the studio.
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        sigprocmask(SIG_UNBLOCK, &interrupt, nil)
    }
}

/// State the C callbacks reach (they cannot capture Swift context).
enum EditLineState {
    nonisolated(unsafe) static var completer: ((String) -> Completion)?
    nonisolated(unsafe) static var candidates: [String] = []
    nonisolated(unsafe) static var interrupted: sig_atomic_t = 0
}

/// libedit's completion hook: complete the word ending at the cursor with the completer's candidates.
private func editLineComplete(
    _ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32
) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    animstudio_completion_over()  // never fall back to libedit's own file-name completion
    guard let completer = EditLineState.completer, let buffer = animstudio_line_buffer() else { return nil }
    let bytes = Array(String(cString: buffer).utf8.prefix(Int(animstudio_point())))
    let line = String(decoding: bytes, as: UTF8.self)
    let completion = completer(line)
    // libedit replaces bytes start..<end; our candidates replace from completion.wordStart.
    let wordStartByte = line.unicodeScalars.prefix(completion.wordStart).reduce(0) { $0 + String($1).utf8.count }
    let skip = Int(start) - wordStartByte
    EditLineState.candidates = completion.candidates.compactMap { candidate in
        let utf8 = Array(candidate.utf8)
        guard skip >= 0, skip <= utf8.count else { return nil }
        return String(decoding: utf8[skip...], as: UTF8.self)
    }
    animstudio_set_append_character(completion.appendsSpace ? 32 : 0)
    guard !EditLineState.candidates.isEmpty else { return nil }
    return rl_completion_matches(text, { _, state in
        let index = Int(state)
        guard index < EditLineState.candidates.count else { return nil }
        return strdup(EditLineState.candidates[index])
    })
}

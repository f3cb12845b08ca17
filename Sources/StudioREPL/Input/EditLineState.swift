import CLibEdit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// State the libedit callbacks reach (C function pointers cannot capture Swift context), and the
/// prompt and keyboard callbacks themselves.
enum EditLineState {
    nonisolated(unsafe) static var completer: ((String) -> Completion)?
    nonisolated(unsafe) static var interrupted: sig_atomic_t = 0
    /// The prompt libedit draws, kept alive between reads.
    nonisolated(unsafe) static var prompt: UnsafeMutablePointer<wchar_t>?
    /// Typed bytes decoded but not yet handed to libedit.
    nonisolated(unsafe) static var decoder = UTF8InputDecoder()
    nonisolated(unsafe) static var decoded: [Unicode.Scalar] = []
    /// The line and cursor where Tab last added nothing: a second Tab there lists the candidates.
    nonisolated(unsafe) static var unfinishedCompletion: [Unicode.Scalar]?

    /// The history libedit edits, for Ctrl-R.
    nonisolated(unsafe) static var history: OpaquePointer?
    /// The text of `prompt`.
    nonisolated(unsafe) static var promptText = ""
    /// Notices from other threads shown above the line being edited, and the prompt to show after
    /// one (a browser's change may mark the draft changed).
    nonisolated(unsafe) static var notices: PromptNotices?
    nonisolated(unsafe) static var currentPrompt: (() -> String)?

    static func setPrompt(_ text: String) {
        promptText = text
        let wide = WideText(text).characters
        let storage = UnsafeMutablePointer<wchar_t>.allocate(capacity: wide.count)
        storage.initialize(from: wide, count: wide.count)
        prompt?.deallocate()
        prompt = storage
    }

    /// The terminal's normal (cooked) mode from before the line was edited, put back while stopped by Ctrl-Z.
    nonisolated(unsafe) static var normalMode = termios()

    /// The next typed character for libedit: 1 with a character, 0 at the end of the input, -1 when
    /// Ctrl-C interrupted the read (so `el_wgets` gives up the line at once) or a signal ends the studio.
    /// Resizes and Ctrl-Z noted by ``EditLineSignals`` are acted on here, outside any signal handler.
    static func readCharacter(into character: UnsafeMutablePointer<wchar_t>, editor: OpaquePointer?) -> Int32 {
        while decoded.isEmpty {
            if EditLineSignals.suspended != 0 { EditLineSignals.suspend(normalMode: normalMode) }
            if EditLineSignals.resized != 0, let editor { followResize(editor, redraw: true) }
            if EditLineSignals.ending != 0 { return -1 }
            if let notices, let editor {
                switch waitForInput(notices.wakeReader) {
                case .notice:
                    let taken = notices.take()
                    show(taken.lines, replacing: taken.replacing, editor)
                    continue
                case .interrupted where interrupted == 0: continue
                case .interrupted:
                    decoder = UTF8InputDecoder()
                    return -1
                case .key: break
                }
            }
            var byte: UInt8 = 0
            let count = read(STDIN_FILENO, &byte, 1)
            if count == 1 {
                decoded = decoder.feed(byte)
            } else if count == 0 {
                decoded = decoder.finish()
                if decoded.isEmpty { return 0 }
            } else if errno == EINTR && interrupted == 0 {
                continue  // a resize, Ctrl-Z or another signal: acted on at the top of the loop
            } else {
                decoder = UTF8InputDecoder()
                return -1
            }
        }
        character.pointee = wchar_t(bitPattern: decoded.removeFirst().value)
        return 1
    }

    enum Wake { case key, notice, interrupted }

    /// Waits for a key or a notice; a signal (Ctrl-C, a resize) ends the wait.
    static func waitForInput(_ wakeReader: Int32) -> Wake {
        var descriptors = [
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakeReader, events: Int16(POLLIN), revents: 0)
        ]
        guard poll(&descriptors, 2, -1) > 0 else { return errno == EINTR ? .interrupted : .key }
        // Keys first: a notice waits for the key typed with it to be drawn.
        if descriptors[0].revents != 0 { return .key }
        return descriptors[1].revents & Int16(POLLIN) != 0 ? .notice : .key
    }

    /// Writes `lines` where the prompt was (and over the `replacing` rows above it: a drag's line
    /// rewritten), each on a line of its own, then has libedit draw the prompt, the line typed so
    /// far and the cursor again below them, from the editor's own thread.
    static func show(_ lines: [String], replacing: Int = 0, _ editor: OpaquePointer) {
        guard !lines.isEmpty, let line = el_wline(editor) else { return }
        let before = text(line.pointee.buffer, line.pointee.cursor - line.pointee.buffer)
        let row = width(promptText + before) / max(1, terminalWidth()) + replacing
        // Back to where the prompt starts and clear below: libedit redraws everything from there.
        writeOut((row > 0 ? "\u{1B}[\(row)A" : "") + "\r\u{1B}[J" + lines.map { $0 + "\n" }.joined())
        if let currentPrompt, promptText == editingPrompt {
            setPrompt(currentPrompt())
            editingPrompt = promptText
        }
        _ = animstudio_el_refresh(editor)
    }

    /// The prompt `readLine` set (a search shows its own meanwhile, left as it is).
    nonisolated(unsafe) static var editingPrompt = ""

    /// Gives libedit the terminal's new size (it reallocates its display here, in the main flow), and
    /// redraws the line being edited when `redraw`.
    static func followResize(_ editor: OpaquePointer, redraw: Bool) {
        EditLineSignals.resized = 0
        el_resize(editor)
        if redraw { _ = animstudio_el_refresh(editor) }
    }
}

/// libedit's prompt callback.
func editLinePrompt(_ editor: OpaquePointer?) -> UnsafeMutablePointer<wchar_t>? {
    EditLineState.prompt
}

/// libedit's read callback.
func editLineRead(_ editor: OpaquePointer?, _ character: UnsafeMutablePointer<wchar_t>?) -> Int32 {
    guard let character else { return -1 }
    return EditLineState.readCharacter(into: character, editor: editor)
}

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

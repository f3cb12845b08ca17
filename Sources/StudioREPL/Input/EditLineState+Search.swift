import CLibEdit
import TerminalText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ctrl-R: reverse incremental search over whole characters, drawn as readline draws it.
extension EditLineState {
    /// Runs the search until a key ends it: Ctrl-G puts the line back; any other key (Enter, arrows,
    /// Ctrl-A…) keeps the line found and then does what it always does; Ctrl-C cancels the line.
    static func search(_ editor: OpaquePointer) -> UInt8 {
        guard let history, let start = el_wline(editor) else { return UInt8(CC_ERROR) }
        let original = text(start.pointee.buffer, start.pointee.lastchar - start.pointee.buffer)
        let originalCursor = start.pointee.cursor - start.pointee.buffer
        let normalPrompt = promptText
        var entries: [String] = []
        while let entry = animstudio_history_entry(history, Int32(entries.count)) {
            entries.append(text(entry, wcslen(entry)))
        }
        var state = HistorySearch(entries: entries, original: original)
        show(state, editor)
        while true {
            var key: wchar_t = 0
            guard el_wgetc(editor, &key) == 1 else {  // Ctrl-C or the end of the input
                setPrompt(normalPrompt)
                return UInt8(CC_EOF)
            }
            switch key {
            case 0x12: state.older()
            case 0x7F, 0x08: state.removeLast()
            case 0x07:
                setPrompt(normalPrompt)
                replaceLine(editor, with: original, cursor: originalCursor)
                return UInt8(CC_REDISPLAY)
            case 0x20..<0x7F, 0xA0...0x10FFFF:
                state.append(Unicode.Scalar(UInt32(bitPattern: Int32(key))) ?? .replacement)
            default:
                setPrompt(normalPrompt)
                el_wpush(editor, [key, 0])  // the key then does what it always does
                return UInt8(CC_REDISPLAY)
            }
            show(state, editor)
        }
    }

    /// Draws the search prompt and the line found, the cursor on the match.
    private static func show(_ state: HistorySearch, _ editor: OpaquePointer) {
        guard let line = el_wline(editor) else { return }
        // Back to where the prompt starts, and clear: libedit then redraws everything from there.
        let before = text(line.pointee.buffer, line.pointee.cursor - line.pointee.buffer)
        let row = width(promptText + before) / max(1, terminalWidth())
        writeOut((row > 0 ? "\u{1B}[\(row)A" : "") + "\r\u{1B}[J")
        setPrompt(state.prompt)
        let shown = state.line
        replaceLine(editor, with: shown, cursor: state.match?.offset ?? shown.unicodeScalars.count)
        _ = animstudio_el_refresh(editor)
    }

    private static func replaceLine(_ editor: OpaquePointer, with newText: String, cursor: Int) {
        guard let line = el_wline(editor) else { return }
        let total = line.pointee.lastchar - line.pointee.buffer
        _ = el_cursor(editor, Int32(total - (line.pointee.cursor - line.pointee.buffer)))
        el_deletestr(editor, Int32(total))
        if !newText.isEmpty { _ = WideText(newText).withPointer { el_winsertstr(editor, $0) } }
        _ = el_cursor(editor, Int32(cursor - newText.unicodeScalars.count))
    }

    /// Text from libedit's wide characters.
    static func text(_ characters: UnsafePointer<wchar_t>, _ count: Int) -> String {
        var scalars = String.UnicodeScalarView()
        for index in 0..<max(0, count) {
            scalars.append(Unicode.Scalar(UInt32(bitPattern: Int32(characters[index]))) ?? .replacement)
        }
        return String(scalars)
    }

    /// Columns `text` takes on screen as libedit draws it: raw, scalar by scalar.
    static func width(_ text: String) -> Int {
        ScalarWidth.columns(ofScalars: text)
    }
}

/// libedit's callback for the key bound to `animstudio-search`.
func editLineSearch(_ editor: OpaquePointer?, _ key: Int32) -> UInt8 {
    guard let editor else { return UInt8(CC_ERROR) }
    return EditLineState.search(editor)
}

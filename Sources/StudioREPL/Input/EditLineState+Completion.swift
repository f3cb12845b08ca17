import CLibEdit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Tab: the completer's answer applied to libedit's wide-character line.
extension EditLineState {
    /// Replaces the word before the cursor, or lists the candidates on a second Tab that could add
    /// nothing; returns libedit's `CC_*` code.
    static func complete(_ editor: OpaquePointer) -> UInt8 {
        guard let completer, let line = el_wline(editor) else { return UInt8(CC_ERROR) }
        let count = line.pointee.cursor - line.pointee.buffer
        let typed = (0..<max(0, count)).map {
            Unicode.Scalar(UInt32(bitPattern: Int32(line.pointee.buffer[$0]))) ?? .replacement
        }
        let listing = unfinishedCompletion == typed
        unfinishedCompletion = nil
        let completion = completer(String(String.UnicodeScalarView(typed)))
        switch CompletionEdit.decide(typed: typed, completion: completion, listing: listing) {
        case .replace(let count, let text):
            el_deletestr(editor, Int32(count))
            guard WideText(text).withPointer({ el_winsertstr(editor, $0) }) == 0 else { return UInt8(CC_ERROR) }
            // Only what several candidates share was added: the next Tab lists them, as readline's does.
            if completion.candidates.count > 1 {
                unfinishedCompletion = Array(typed.dropLast(count)) + Array(text.unicodeScalars)
            }
            return UInt8(CC_REFRESH)
        case .list(let candidates):
            let rows = CompletionListing.rows(candidates, width: terminalWidth())
            writeOut("\n" + rows.joined(separator: "\n") + "\n")
            return UInt8(CC_REDISPLAY)
        case .nothing:
            unfinishedCompletion = typed
            return UInt8(CC_REFRESH_BEEP)
        }
    }

    static func terminalWidth() -> Int {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }

    static func writeOut(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return }
            bytes = bytes.dropFirst(written)
        }
    }
}

/// libedit's callback for the key bound to `animstudio-complete`.
func editLineComplete(_ editor: OpaquePointer?, _ key: Int32) -> UInt8 {
    guard let editor else { return UInt8(CC_ERROR) }
    return EditLineState.complete(editor)
}

import CLibEdit

extension EditLineState {
    /// Ctrl-D: the end of input on an empty line, else deletes the character under the cursor, as
    /// libedit's `em-delete-or-list` does, but without its echo of `^D` before the studio's own
    /// line break (which left "> ^D" on the screen).
    static func endOfFileOrDelete(_ editor: OpaquePointer) -> UInt8 {
        guard let line = el_wline(editor) else { return UInt8(CC_ERROR) }
        if line.pointee.buffer == line.pointee.lastchar { return UInt8(CC_EOF) }
        if line.pointee.cursor == line.pointee.lastchar { return UInt8(CC_ERROR) }  // nothing to delete: a bell
        _ = el_cursor(editor, 1)
        el_deletestr(editor, 1)
        return UInt8(CC_REFRESH)
    }
}

/// libedit's callback for the key bound to `animstudio-end-of-file`.
func editLineEndOfFile(_ editor: OpaquePointer?, _ key: Int32) -> UInt8 {
    guard let editor else { return UInt8(CC_ERROR) }
    return EditLineState.endOfFileOrDelete(editor)
}

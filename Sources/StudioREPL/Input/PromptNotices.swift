import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lines from other threads (a browser's change under `preview --edit`) for a terminal where a line
/// may be being edited.
///
/// While nobody edits, a notice is written at once. While libedit edits a line, writing from another
/// thread would land over the prompt, and libedit cannot be touched from there: the notice waits
/// here, a byte on a self-pipe wakes the editor's read (``EditLineState/readCharacter(into:editor:)``
/// polls the keyboard and the pipe), and the editor's own thread writes the notice above the prompt
/// and redraws the prompt, the half-typed line and the cursor.
public final class PromptNotices: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [String] = []
    private var editing = false
    private let direct: @Sendable (String) -> Void
    /// The self-pipe: the editor polls `wakeReader`; ``post(_:)`` writes a byte to the other end.
    let wakeReader: Int32
    private let wakeWriter: Int32

    /// - Parameter write: how a notice is written while no line is edited (it ends in a newline).
    public init(write: @escaping @Sendable (String) -> Void) {
        direct = write
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
        }
        wakeReader = ends[0]
        wakeWriter = ends[1]
    }

    deinit {
        if wakeReader >= 0 { close(wakeReader) }
        if wakeWriter >= 0 { close(wakeWriter) }
    }

    /// Shows `line` (already made safe for the terminal): now, or above the prompt being edited.
    public func post(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        guard editing, wakeWriter >= 0 else {
            direct(line + "\n")
            return
        }
        pending.append(line)
        var byte: UInt8 = 1
        _ = write(wakeWriter, &byte, 1)  // a full pipe already wakes the editor
    }

    /// A line is being edited from now on: notices wait for the editor.
    func beginEditing() {
        lock.lock()
        editing = true
        lock.unlock()
    }

    /// The edit ended: notices still waiting are written now, later ones at once. `atLineStart` is
    /// false when the line was given up (Ctrl-C, the end of the input) with the cursor after it.
    func endEditing(atLineStart: Bool) {
        lock.lock()
        defer { lock.unlock() }
        editing = false
        let waiting = takeLocked()
        if !waiting.isEmpty { direct((atLineStart ? "" : "\n") + waiting.map { $0 + "\n" }.joined()) }
    }

    /// The notices waiting, in order; empties the pipe.
    func take() -> [String] {
        lock.lock()
        defer { lock.unlock() }
        return takeLocked()
    }

    private func takeLocked() -> [String] {
        var buffer = [UInt8](repeating: 0, count: 64)
        while wakeReader >= 0, read(wakeReader, &buffer, buffer.count) > 0 {}
        defer { pending = [] }
        return pending
    }
}

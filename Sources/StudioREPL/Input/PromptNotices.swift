import Foundation
import TerminalText

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
///
/// A run of changes (a drag: ``Announcement/continues``) is one line, rewritten in place: a notice
/// that continues the run of the line shown last replaces that line, as long as nothing else was
/// written since (the program's own output is counted by `outputs`; a line typed and entered ends
/// the chance too).
public final class PromptNotices: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [Announcement] = []
    private var editing = false
    private let direct: @Sendable (String) -> Void
    private let outputs: @Sendable () -> Int
    private let columns: @Sendable () -> Int
    /// The notice shown last and the program's output count just after it, while it may be rewritten.
    private var shown: (notice: Announcement, outputs: Int)?
    /// The self-pipe: the editor polls `wakeReader`; ``post(_:)`` writes a byte to the other end.
    let wakeReader: Int32
    private let wakeWriter: Int32

    /// - Parameters:
    ///   - write: how a notice is written while no line is edited (it ends in a newline).
    ///   - outputs: how many writes the program made so far (anything written moves it on).
    ///   - columns: the terminal's width now.
    public init(
        write: @escaping @Sendable (String) -> Void, outputs: @escaping @Sendable () -> Int = { 0 },
        columns: @escaping @Sendable () -> Int = { 80 }
    ) {
        direct = write
        self.outputs = outputs
        self.columns = columns
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
    public func post(_ line: String) { post(Announcement(line)) }

    /// Shows `notice`: now, or above the prompt being edited; in place of the line of its run.
    public func post(_ notice: Announcement) {
        lock.lock()
        defer { lock.unlock() }
        guard editing, wakeWriter >= 0 else {
            let erase = replaced(by: notice).map { Self.erase(rows: rows(of: $0)) } ?? ""
            direct(erase + notice.text + "\n")
            shown = (notice, outputs())
            return
        }
        pending.append(notice)
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
        let waiting = takeLocked().lines
        shown = nil  // the entered line is below it now
        if !waiting.isEmpty { direct((atLineStart ? "" : "\n") + waiting.map { $0 + "\n" }.joined()) }
    }

    /// The notices waiting, in order, one per run, and the rows of the line above the prompt the
    /// first of them replaces (0: none); empties the pipe.
    func take() -> (lines: [String], replacing: Int) {
        lock.lock()
        defer { lock.unlock() }
        return takeLocked()
    }

    private func takeLocked() -> (lines: [String], replacing: Int) {
        var buffer = [UInt8](repeating: 0, count: 64)
        while wakeReader >= 0, read(wakeReader, &buffer, buffer.count) > 0 {}
        var lines: [Announcement] = []
        var replacing = 0
        for notice in pending {
            if notice.continues, let last = lines.last, last.run == notice.run {
                lines[lines.count - 1] = notice
            } else if lines.isEmpty, let line = replaced(by: notice) {
                replacing = rows(of: line)
                lines = [notice]
            } else {
                lines.append(notice)
            }
        }
        pending = []
        if let last = lines.last { shown = (last, outputs()) }
        return (lines.map(\.text), replacing)
    }

    /// The line `notice` rewrites: the one shown last, when it is of the same run and still the
    /// last thing written.
    private func replaced(by notice: Announcement) -> String? {
        guard notice.continues, let shown, shown.notice.run == notice.run, shown.outputs == outputs() else {
            return nil
        }
        return shown.notice.text
    }

    /// The terminal rows `line` took (it wraps at the terminal's width).
    private func rows(of line: String) -> Int {
        let width = max(1, columns())
        return max(1, (TerminalText.width(line) + width - 1) / width)
    }

    /// Up `rows` lines, to the start of the line, and clear everything below.
    static func erase(rows: Int) -> String { "\u{1B}[\(rows)A\r\u{1B}[J" }
}

import Foundation

/// The real binary in tmux on a studio of its own: a folder (database, history, tmux socket) holding
/// `bounce` made from `move-up-bounce`, and the program started with ARGUMENTS, its exit status
/// printed after it (`exit 0`). Ended and removed with the value.
public final class StudioTerminal {
    public let folder: String
    public var database: String { folder + "/studio.sqlite" }
    public let terminal: TmuxTerminal

    /// - Parameter arguments: after the program's name, as a shell reads them (`-c 'preview …'`).
    public init(_ arguments: String = "", columns: Int = 100, rows: Int = 30) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "animstudio-terminal-\(UUID().uuidString.prefix(8))"
        ).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let made = try ProgramRun(["-c", "new bounce from move-up-bounce"], database: folder + "/studio.sqlite")
        guard made.status == 0 else {
            try? FileManager.default.removeItem(atPath: folder)
            throw TimedProcessError("the studio could not be made: \(made.stderr)")
        }
        let environment = [
            "ANIMSTUDIO_DB": folder + "/studio.sqlite", "HOME": folder, "XDG_STATE_HOME": folder + "/state",
            "LANG": "C.UTF-8", "TERM": "xterm-256color", "NO_COLOR": "1"
        ]
        let command = ProgramRun.binary.path + (arguments.isEmpty ? "" : " " + arguments)
        do {
            terminal = try TmuxTerminal(
                command + "; echo \"exit $?\"; exec sleep 600", columns: columns, rows: rows,
                environment: environment, folder: folder)
        } catch {
            try? FileManager.default.removeItem(atPath: folder)
            throw error
        }
        self.folder = folder
    }

    deinit {
        terminal.close()
        try? FileManager.default.removeItem(atPath: folder)
    }
}

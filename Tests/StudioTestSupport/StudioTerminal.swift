import Foundation

/// The real binary in tmux on a ``TemporaryStudio``: the one terminal fixture of the tests. The
/// program runs with the studio's environment (database, home and state in its folder, the tmux
/// socket there too), `TERM=xterm-256color` and `NO_COLOR=1` unless asked for colour, and its exit
/// status is printed after it (`exit 0`). The terminal is ended with the value, the folder with the
/// studio.
public final class StudioTerminal {
    public let studio: TemporaryStudio
    public var folder: String { studio.folder }
    public var database: String { studio.database }
    public let terminal: TmuxTerminal

    /// `animstudio ARGUMENTS` on a studio of its own holding `bounce`, made from `move-up-bounce`.
    /// - Parameter arguments: after the program's name, as a shell reads them (`-c 'preview …'`).
    public convenience init(_ arguments: String = "", columns: Int = 100, rows: Int = 30) throws {
        let studio = try TemporaryStudio("terminal")
        let made = try ProgramRun(["-c", "new bounce from move-up-bounce"], database: studio.database)
        guard made.status == 0 else { throw TimedProcessError("the studio could not be made: \(made.stderr)") }
        try self.init(program: arguments, on: studio, columns: columns, rows: rows)
    }

    /// `animstudio ARGUMENTS` on `studio`.
    public convenience init(
        program arguments: String, on studio: TemporaryStudio, columns: Int, rows: Int, color: Bool = false,
        environment more: [String: String] = [:]
    ) throws {
        try self.init(
            command: ProgramRun.binary.path + (arguments.isEmpty ? "" : " " + arguments), on: studio,
            columns: columns, rows: rows, color: color, environment: more)
    }

    /// A shell `command` (that runs the binary, say between two readings of the terminal's settings)
    /// on `studio`; `after` runs once its exit status is printed.
    public init(
        command: String, then after: String = "", on studio: TemporaryStudio, columns: Int, rows: Int,
        color: Bool = false, environment more: [String: String] = [:]
    ) throws {
        var environment = studio.environment
        environment["TERM"] = "xterm-256color"
        if !color { environment["NO_COLOR"] = "1" }
        environment.merge(more) { $1 }
        terminal = try TmuxTerminal(
            command + "; echo \"exit $?\"; " + (after.isEmpty ? "" : after + "; ") + "exec sleep 600",
            columns: columns, rows: rows, environment: environment, folder: studio.folder)
        self.studio = studio
    }

    deinit { terminal.close() }
}

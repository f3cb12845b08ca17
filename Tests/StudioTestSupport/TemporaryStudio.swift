public import Foundation
public import StudioStore

/// A studio on a temporary database: a fresh folder of its own in the temporary directory, the
/// database file `studio.sqlite` in it (made when first opened), room beside it for what a test
/// writes (history, tmux's socket, exported files), and everything removed with the value.
///
/// The one way the tests make a studio they can throw away: opened in process (``open()``), or
/// given to the real binary (``run(_:)``, ``environment``, ``StudioTerminal``).
public final class TemporaryStudio: Sendable {
    public let folder: String
    /// The folder as a file URL.
    public var folderURL: URL { URL(fileURLWithPath: folder, isDirectory: true) }
    /// The database file in the folder.
    public var database: String { folder + "/studio.sqlite" }

    /// - Parameter label: a word in the folder's name (`animstudio-LABEL-1a2b3c4d`), for finding it.
    public init(_ label: String = "studio") throws {
        folder =
            FileManager.default.temporaryDirectory.appendingPathComponent(
                "animstudio-\(label)-\(UUID().uuidString.prefix(8))"
            ).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    /// Runs `body` with the folder of a fresh studio, removed afterwards.
    public static func withFolder<T>(_ label: String = "studio", _ body: (URL) throws -> T) throws -> T {
        let studio = try TemporaryStudio(label)
        return try withExtendedLifetime(studio) { try body(studio.folderURL) }
    }

    /// A file in the folder.
    public func path(_ name: String) -> String { folder + "/" + name }

    /// The database opened in this process.
    public func open() throws -> StudioStore { try StudioStore(path: database) }

    /// What the real binary is given to run on this studio, with no terminal of its own: the
    /// database, and a home and state folder inside the studio's folder.
    public var environment: [String: String] {
        ["ANIMSTUDIO_DB": database, "HOME": folder, "XDG_STATE_HOME": folder + "/state", "LANG": "C.UTF-8"]
    }

    /// `animstudio -c COMMAND` on this database, as another process (no terminal), within a time limit.
    public func run(_ command: String, timeout: Double = 60) throws -> TimedProcess {
        var variables = ProcessInfo.processInfo.environment
        variables["ANIMSTUDIO_DB"] = database
        return try TimedProcess(ProgramRun.binary.path, ["-c", command], environment: variables, timeout: timeout)
    }
}

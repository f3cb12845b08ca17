public import Foundation

/// Runs the real `animstudio` binary, as a user's shell would.
///
/// Through ``TimedProcess``: both outputs go to files (a child filling one pipe while this side
/// reads the other would wait forever) and a run past `timeout` seconds is killed and reported.
public struct ProgramRun {
    public let status: Int32
    public let stdout: String
    public let stderr: String

    public static let binary = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".build/debug/animstudio")

    /// Runs the binary (or `program`, for this type's own tests) on `database` (a fresh temporary
    /// file unless given).
    public init(
        _ arguments: [String], stdin: String? = nil, database: String? = nil, environment: [String: String] = [:],
        timeout: Double = 300, program: String = ProgramRun.binary.path
    ) throws {
        var variables = ProcessInfo.processInfo.environment
        variables["ANIMSTUDIO_DB"] =
            database
            ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("animstudio-test-\(UUID()).sqlite").path
        for (key, value) in environment { variables[key] = value }
        let run = try TimedProcess(program, arguments, environment: variables, timeout: timeout, input: stdin ?? "")
        status = run.status
        stdout = run.stdout
        stderr = run.stderr
    }
}

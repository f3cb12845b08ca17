import Foundation

/// Runs the real `animstudio` binary, as a user's shell would.
public struct ProgramRun {
    public let status: Int32
    public let stdout: String
    public let stderr: String

    public static let binary = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".build/debug/animstudio")

    /// Runs the binary on `database` (a fresh temporary file unless given).
    public init(_ arguments: [String], stdin: String? = nil, database: String? = nil, environment: [String: String] = [:]) throws {
        let process = Process()
        process.executableURL = ProgramRun.binary
        process.arguments = arguments
        var variables = ProcessInfo.processInfo.environment
        variables["ANIMSTUDIO_DB"] = database ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("animstudio-test-\(UUID()).sqlite").path
        for (key, value) in environment { variables[key] = value }
        process.environment = variables
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        stdout = String(decoding: outData, as: UTF8.self)
        stderr = String(decoding: errData, as: UTF8.self)
    }
}

import Foundation

/// Type-checks Swift source with `swiftc -typecheck` against the stub UIKit, QuartzCore and SwiftUI
/// modules in `Stubs/` (built once per test process into a temporary directory).
enum SwiftTypeChecker {
    struct Failure: Error, CustomStringConvertible { let description: String }

    static let stubs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Stubs")

    /// `swiftc` on `$PATH`, next to the running toolchain.
    static func compiler() throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        for directory in path.split(separator: ":")
        where FileManager.default.isExecutableFile(atPath: "\(directory)/swiftc") {
            return "\(directory)/swiftc"
        }
        throw Failure(description: "swiftc not found on PATH")
    }

    nonisolated(unsafe) private static var modules: Result<URL, Failure>?
    private static let lock = NSLock()

    /// The directory holding the built stub modules.
    static func stubModules() throws -> URL {
        lock.lock()
        defer { lock.unlock() }
        if let modules { return try modules.get() }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "animstudio-stubs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        do {
            for module in ["CoreGraphics", "QuartzCore", "UIKit", "SwiftUI"] {
                _ = try run([
                    "-parse-as-library", "-emit-module", "-module-name", module, "-I", directory.path,
                    "-emit-module-path", directory.appendingPathComponent("\(module).swiftmodule").path,
                    stubs.appendingPathComponent("\(module).swift").path
                ])
            }
            modules = .success(directory)
        } catch let failure as Failure {
            modules = .failure(failure)
            throw failure
        }
        return directory
    }

    /// Type-checks `source` in Swift 6 mode; throws with the compiler's diagnostics.
    static func typecheck(_ source: String, name: String) throws {
        let directory = try stubModules()
        let file = directory.appendingPathComponent("\(name)-\(UUID().uuidString).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        _ = try run(["-typecheck", "-parse-as-library", "-swift-version", "5", "-I", directory.path, file.path])
    }

    /// Type-checks several files as one module (so two files declaring one name fail); throws with the diagnostics.
    static func typecheck(files: [String]) throws {
        let directory = try stubModules()
        _ = try run(["-typecheck", "-parse-as-library", "-swift-version", "5", "-I", directory.path] + files)
    }

    /// Builds `files` into module `name` in `directory` (beside the stub modules' search path), as an
    /// app's target sees a package's library: only its public declarations.
    static func emitModule(_ name: String, files: [String], into directory: URL) throws {
        let stubs = try stubModules()
        _ = try run(
            [
                "-parse-as-library", "-emit-module", "-module-name", name, "-swift-version", "5", "-I", stubs.path,
                "-emit-module-path", directory.appendingPathComponent("\(name).swiftmodule").path
            ] + files)
    }

    /// Type-checks `files` with the modules in `directory` and the stubs importable.
    static func typecheck(files: [String], importing directory: URL) throws {
        let stubs = try stubModules()
        _ = try run(
            ["-typecheck", "-parse-as-library", "-swift-version", "5", "-I", stubs.path, "-I", directory.path] + files)
    }

    /// Parses files without type-checking (`swiftc -parse`); throws with the diagnostics.
    static func parse(files: [String]) throws {
        _ = try run(["-parse", "-parse-as-library"] + files)
    }

    private static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try compiler())
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else { throw Failure(description: text) }
        return text
    }
}

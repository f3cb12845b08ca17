import Foundation
import StudioTestSupport
import Testing

/// `make install-built` (what `make install` runs after building) and `make uninstall` in a
/// temporary PREFIX, with the debug binary: every file lands where the shells and man look for it,
/// the installed binary runs, and uninstall removes exactly what install added.
@Suite struct InstallTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func make(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/make")
        process.arguments = ["-s", "-C", root.path] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    static func files(under folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter {
            var directory: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder + "/" + $0, isDirectory: &directory)
                && !directory.boolValue
        }.sorted()
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/make"), "needs make"))
    func installAndUninstallInATemporaryPrefix() throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("prefix-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        let binary = Self.root.appendingPathComponent(".build/debug/animstudio").path
        let install = try Self.make(["install-built", "PREFIX=\(prefix)", "BUILT=\(binary)"])
        #expect(install.status == 0, "\(install.output)")
        #expect(
            Self.files(under: prefix) == [
                "bin/animstudio", "share/bash-completion/completions/animstudio",
                "share/fish/vendor_completions.d/animstudio.fish",
                "share/man/man1/animstudio.1", "share/zsh/site-functions/_animstudio"
            ])
        #expect(FileManager.default.isExecutableFile(atPath: prefix + "/bin/animstudio"))
        let version = try ProgramRun.installed(prefix + "/bin/animstudio", ["--version"])
        #expect(version == "animstudio 0.1.0\n")
        let man = try String(contentsOfFile: prefix + "/share/man/man1/animstudio.1", encoding: .utf8)
        #expect(man == (try String(contentsOf: Self.root.appendingPathComponent("animstudio.1"), encoding: .utf8)))
        let bash = try String(contentsOfFile: prefix + "/share/bash-completion/completions/animstudio", encoding: .utf8)
        #expect(bash.hasPrefix("#!/bin/bash") && bash.contains("complete -o filenames -F _animstudio animstudio"))
        let zsh = try String(contentsOfFile: prefix + "/share/zsh/site-functions/_animstudio", encoding: .utf8)
        #expect(zsh.hasPrefix("#compdef animstudio"))
        let fish = try String(
            contentsOfFile: prefix + "/share/fish/vendor_completions.d/animstudio.fish", encoding: .utf8)
        #expect(fish.contains("complete -c 'animstudio' -n"))

        let uninstall = try Self.make(["uninstall", "PREFIX=\(prefix)"])
        #expect(uninstall.status == 0, "\(uninstall.output)")
        #expect(Self.files(under: prefix) == [])
    }
}

extension ProgramRun {
    /// Standard output of an installed binary run with `arguments`.
    static func installed(_ path: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return output
    }
}

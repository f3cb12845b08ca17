import Foundation
import StudioTestSupport
import Testing

/// The rough edges a new user hit (issue 22), each through the real binary on a real database.
@Suite struct NewcomerEdgeTests {
    /// `play` warns as `simulate` does when the scroll cannot move the table (and still plays).
    @Test func playWarnsLikeSimulateWhenTheScrollCannotMove() throws {
        let arguments = "move-up-fade on demo-team --scroll \"to 3 over 1\""
        let warning = "warning: the table's 6 rows (264 pt) fit in its 844 pt: its scroll steps cannot move it\n"
        let simulate = try ProgramRun(["-c", "simulate \(arguments) --format summary"])
        #expect(simulate.stderr == warning)
        let play = try ProgramRun(["-c", "play \(arguments) --at 0.1 --width 30 --height 4"])
        #expect(play.status == 0)
        #expect(play.stderr == warning)
        #expect(play.stdout.hasPrefix("move-up-fade on demo-team · t = 0.100s"))
    }

    /// A preview asked to `--open` says what the opener did, with the address to open by hand when
    /// it failed, and the opener's own words never reach the terminal raw.
    @Test(arguments: [
        ("", "could not open the browser: no xdg-open or open on the PATH; open URL by hand"),
        (
            "echo \"xdg-open: no method available for opening '$1'\" >&2; exit 3",
            "could not open the browser: xdg-open failed with status 3: “xdg-open: no method available for opening 'URL'”; open URL by hand"
        ),
        ("exit 0", "opened URL in the browser (xdg-open)")
    ])
    func previewOpenSaysWhatHappened(opener: String, said: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("opener-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        if !opener.isEmpty {
            try "#!/bin/sh\n\(opener)\n".write(toFile: folder + "/xdg-open", atomically: true, encoding: .utf8)
            chmod(folder + "/xdg-open", 0o755)
        }
        let studio = try TemporaryStudio("newcomer")
        let database = studio.database
        #expect(try ProgramRun(["-c", "new f from fade"], database: database).status == 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["-s", "TERM", "3", ProgramRun.binary.path, "--db", database, "-c", "preview f --open"]
        process.environment = ["PATH": folder, "HOME": folder, "LANG": "C.UTF-8"]
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let lines = output.split(separator: "\n").map(String.init)
        let url = String(lines.first?.split(separator: " ").last ?? "")
        #expect(url.hasPrefix("http://127.0.0.1:"))
        #expect(lines.dropFirst().first == said.replacingOccurrences(of: "URL", with: url))
        #expect(errors == "")
    }

    /// `-f` with a file that cannot be read gives the path quoted and the reason.
    @Test func anUnreadableScriptSaysWhy() throws {
        let missing = try ProgramRun(["-f", "nope.anim"])
        #expect(missing.status == 64)
        #expect(missing.stderr == "animstudio: cannot read “nope.anim”: No such file or directory\n")
    }
}

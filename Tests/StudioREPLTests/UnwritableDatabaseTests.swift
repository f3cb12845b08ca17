import Foundation
import StudioTestSupport
import Testing

/// A database the studio cannot write says why in one line and changes nothing: on a disk mounted
/// read-only (a real tmpfs remounted), and while another program (the sqlite3 shell) holds its
/// write lock. The studio used to say "storage failed: attempt to write a readonly database" and
/// "another animstudio kept it locked", whoever held it.
@Suite(.serialized) struct UnwritableDatabaseTests {
    @Test(.enabled(if: SmallDisk.available, Comment(rawValue: SmallDisk.skipReason)))
    func aReadOnlyDiskIsSaidAndReadsGoOn() throws {
        let disk = try #require(SmallDisk(size: "4m"))
        let database = disk.path("studio.sqlite")
        #expect(try ProgramRun(["-c", "new bounce from move-up-bounce"], database: database).status == 0)
        #expect(disk.remount(readOnly: true))
        defer { disk.remount(readOnly: false) }
        for command in ["set duration 0.3", "new tip from tip-in", "tag bounce@1 shipped"] {
            let refused = try ProgramRun(["-c", "use bounce; " + command], database: database)
            #expect(refused.status == 1, "\(command)")
            #expect(
                refused.stderr
                    == "error: the database is read-only (its file's or folder's permissions, or a read-only disk): nothing was written\n",
                "\(command)")
        }
        let shown = try ProgramRun(["-c", "show bounce"], database: database)
        #expect(shown.status == 0)
        #expect(shown.stdout.contains("duration      1 s"))
    }

    @Test func aLockHeldByAnotherProgramIsSaid() throws {
        let studio = try TemporaryStudio("locked")
        #expect(try studio.run("new bounce from move-up-bounce").status == 0)
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        holder.arguments = [studio.database]
        let input = Pipe()
        holder.standardInput = input
        holder.standardOutput = FileHandle.nullDevice
        try holder.run()
        defer {
            input.fileHandleForWriting.write(Data("ROLLBACK;\n.quit\n".utf8))
            holder.waitUntilExit()
        }
        input.fileHandleForWriting.write(Data("BEGIN EXCLUSIVE;\nSELECT 1;\n".utf8))
        usleep(500_000)
        let refused = try studio.run("use bounce; set duration 0.3")
        #expect(refused.status == 1)
        #expect(
            refused.stderr
                == "error: the database is busy: another process (an animstudio, sqlite3, …) kept it locked for more than 5 seconds\n"
        )
    }
}

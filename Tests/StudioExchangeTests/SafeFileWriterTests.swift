import Foundation
import StudioExchange
import Testing

/// Export never destroys data: real FIFOs, links, devices and database files on disk.
@Suite struct SafeFileWriterTests {
    /// A fresh folder for one test.
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("animstudio-writer-\(UUID())").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func contents(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    }

    static func refusal(_ writer: SafeFileWriter, _ path: String, force: Bool) -> String? {
        do {
            try writer.write("{}\n", to: path, force: force)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func newFileIsWrittenAndNoTemporaryFileStays() throws {
        let folder = try Self.folder()
        try SafeFileWriter(protecting: nil).write("{\"a\": 1}\n", to: folder + "/out.json", force: false)
        #expect(try Self.contents(folder + "/out.json") == "{\"a\": 1}\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["out.json"])
    }

    @Test func existingFileNeedsForce() throws {
        let folder = try Self.folder()
        let path = folder + "/notes.txt"
        try "keep me\n".write(toFile: path, atomically: false, encoding: .utf8)
        let writer = SafeFileWriter(protecting: nil)
        #expect(
            Self.refusal(writer, path, force: false)
                == "cannot write “\(path)”: the file exists; add --force to replace it")
        #expect(try Self.contents(path) == "keep me\n")
        #expect(Self.refusal(writer, path, force: true) == nil)
        #expect(try Self.contents(path) == "{}\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["notes.txt"])
    }

    @Test func fifoIsRefusedWithoutOpeningIt() throws {
        let folder = try Self.folder()
        let path = folder + "/pipe"
        #expect(mkfifo(path, 0o644) == 0)
        // Opening a FIFO for writing would block with no reader: a refusal proves it was never opened.
        #expect(
            Self.refusal(SafeFileWriter(protecting: nil), path, force: true)
                == "cannot write “\(path)”: it is a FIFO, not a regular file")
        var info = stat()
        #expect(lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
    }

    @Test func devicesAndDirectoriesAreRefused() throws {
        let writer = SafeFileWriter(protecting: nil)
        #expect(
            Self.refusal(writer, "/dev/null", force: true)
                == "cannot write “/dev/null”: it is a character device, not a regular file")
        let folder = try Self.folder()
        #expect(
            Self.refusal(writer, folder, force: true)
                == "cannot write “\(folder)”: it is a directory, not a regular file")
        // A link to a device is refused too: the link is followed, then judged.
        #expect(symlink("/dev/null", folder + "/null-link") == 0)
        #expect(
            Self.refusal(writer, folder + "/null-link", force: true)
                == "cannot write “\(folder)/null-link”: it is a character device, not a regular file")
    }

    @Test func symbolicLinkIsFollowedAndKept() throws {
        let folder = try Self.folder()
        try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: true)
        try "old\n".write(toFile: folder + "/real/target.json", atomically: false, encoding: .utf8)
        #expect(symlink("real/target.json", folder + "/link.json") == 0)
        let writer = SafeFileWriter(protecting: nil)
        #expect(
            Self.refusal(writer, folder + "/link.json", force: false)
                == "cannot write “\(folder)/link.json”: the file exists; add --force to replace it")
        #expect(Self.refusal(writer, folder + "/link.json", force: true) == nil)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link.json") == "real/target.json")
        #expect(try Self.contents(folder + "/real/target.json") == "{}\n")
        // The temporary file went in the target's folder, and is gone.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/real") == ["target.json"])
        #expect(symlink("nowhere.json", folder + "/dangling") == 0)
        #expect(
            Self.refusal(writer, folder + "/dangling", force: true)
                == "cannot write “\(folder)/dangling”: it is a symbolic link to a file that does not exist")
    }

    @Test func databaseAndItsCompanionsAreRefusedHoweverNamed() throws {
        let folder = try Self.folder()
        let database = folder + "/studio.sqlite"
        let bytes = Data("SQLite format 3\0 pretend".utf8)
        try bytes.write(to: URL(fileURLWithPath: database))
        try bytes.write(to: URL(fileURLWithPath: database + "-wal"))
        #expect(link(database, folder + "/hard-link") == 0)
        #expect(symlink(database, folder + "/soft-link") == 0)
        let writer = SafeFileWriter(protecting: database)
        for path in [database, folder + "/./studio.sqlite", folder + "/hard-link", folder + "/soft-link"] {
            #expect(Self.refusal(writer, path, force: true) == "cannot write “\(path)”: it is the studio's database")
        }
        #expect(
            Self.refusal(
                writer, folder + "/../\(URL(fileURLWithPath: folder).lastPathComponent)/studio.sqlite-wal", force: true)?
                .hasSuffix(": it is the studio's database file -wal") == true)
        // Companions that do not exist yet are refused by folder and name.
        #expect(
            Self.refusal(writer, folder + "/studio.sqlite-shm", force: true)
                == "cannot write “\(folder)/studio.sqlite-shm”: it is the studio's database file -shm")
        #expect(
            Self.refusal(writer, folder + "/studio.sqlite-journal", force: false)
                == "cannot write “\(folder)/studio.sqlite-journal”: it is the studio's database file -journal")
        #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == bytes)
        #expect(try Data(contentsOf: URL(fileURLWithPath: database + "-wal")) == bytes)
        #expect(!FileManager.default.fileExists(atPath: folder + "/studio.sqlite-shm"))
    }

    @Test func missingFolderIsOneLine() throws {
        let folder = try Self.folder()
        #expect(
            Self.refusal(SafeFileWriter(protecting: folder + "/db"), folder + "/no/such/out.json", force: false)
                == "cannot write “\(folder)/no/such/out.json”: No such file or directory")
    }

    @Test func existingFileKeepsItsPermissions() throws {
        let folder = try Self.folder()
        let path = folder + "/private.json"
        try "x".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(chmod(path, 0o600) == 0)
        try SafeFileWriter(protecting: nil).write("{}\n", to: path, force: true)
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o600)
    }
}

import Foundation
import StudioTestSupport
import Testing

/// Files the studio is handed that are not what they claim: each is refused in one line that says
/// what is wrong, and left as it was.
@Suite struct FileRefusalTests {
    func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("animstudio-files-\(UUID())").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// SQLite takes a file shorter than its 16-byte header for a new database: a 1-byte file given
    /// as --db became a studio (exit 0). Every non-empty file that is not a database is refused.
    @Test(
        arguments: [[0x78], Array("SQLite format 3".utf8), [0x00], Array("SQLite format 3\0".utf8).dropLast(1) + [0x01]]
            as [[UInt8]])
    func aShortFileThatIsNotADatabaseIsRefusedUntouched(_ bytes: [UInt8]) throws {
        let path = try folder() + "/notes.db"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let run = try ProgramRun(["--db", path, "-c", "presets"])
        #expect(run.status == 2)
        #expect(run.stderr == "animstudio: “\(path)” is not an animstudio database (file is not a database)\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(bytes))
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }

    /// An empty file is still where a new studio may be made.
    @Test func anEmptyFileBecomesAStudio() throws {
        let path = try folder() + "/empty.db"
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        let run = try ProgramRun(["--db", path, "-c", "presets"])
        #expect(run.status == 0)
        #expect(run.stdout == "no presets yet; make one with new NAME from TEMPLATE (templates lists them)\n")
    }

    /// A .json file is read as JSON whatever its first byte, so the error speaks of JSON.
    @Test(arguments: [
        ("42\n", "found “42” at line 1, column 1"), ("\n  hello", "found “hello” at line 2, column 3"),
        ("true", "found “true” at line 1, column 1"), ("name,title\nAda,Engineer\n", "found “name” at line 1, column 1")
    ])
    func aJSONFileThatHoldsNoRecordsSaysWhatItFound(_ text: String, _ found: String) throws {
        let path = try folder() + "/team.json"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let run = try ProgramRun(["-c", "import members \(path)"])
        #expect(run.status == 1)
        #expect(run.stderr == "error: expected a JSON array of members or an object {\"team\": [...]}, \(found)\n")
    }

    /// UTF-16 and UTF-32 text, with a byte-order mark or without one, is named, not parsed.
    @Test(arguments: [
        ("team.json", String.Encoding.utf16LittleEndian, true, "UTF-16 (little-endian)"),
        ("team.json", .utf16BigEndian, true, "UTF-16 (big-endian)"),
        ("team.csv", .utf16LittleEndian, false, "UTF-16 (little-endian)"),
        ("team.csv", .utf16BigEndian, false, "UTF-16 (big-endian)"),
        ("team.txt", .utf32LittleEndian, true, "UTF-32 (little-endian)")
    ])
    func textInAnotherEncodingIsNamed(_ name: String, _ encoding: String.Encoding, _ mark: Bool, _ said: String) throws
    {
        let path = try folder() + "/" + name
        let text = name.hasSuffix(".csv") ? "name,title\nAda,Engineer\n" : #"[{"name": "Ada"}]"#
        var bytes = [UInt8](text.data(using: encoding)!)
        if mark {
            let marks: [String.Encoding: [UInt8]] = [
                .utf16LittleEndian: [0xFF, 0xFE], .utf16BigEndian: [0xFE, 0xFF], .utf32LittleEndian: [0xFF, 0xFE, 0, 0]
            ]
            bytes = marks[encoding]! + bytes
        }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        for kind in ["members", "cities"] {
            let run = try ProgramRun(["-c", "import \(kind) \(path) --as imported"])
            #expect(run.status == 1)
            #expect(
                run.stderr
                    == "error: the file is \(said) text; only UTF-8 is read: save it as UTF-8 and import it again\n")
        }
    }

    /// The size limits quote the path like every other error about a file (sparse files: nothing is
    /// read, the size alone refuses them).
    @Test func sizeLimitErrorsQuoteThePath() throws {
        let dataset = try folder() + "/huge team.json"
        let preset = try folder() + "/huge.anim.json"
        for (path, size) in [(dataset, 512 * 1024 * 1024 + 1), (preset, 16 * 1024 * 1024 + 1)] {
            #expect(FileManager.default.createFile(atPath: path, contents: Data()))
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            try handle.truncate(atOffset: UInt64(size))
            try handle.close()
        }
        let members = try ProgramRun(["-c", "import members \"\(dataset)\""])
        #expect(members.stderr == "error: “\(dataset)” is 536870913 bytes; the limit is 536870912 bytes (512 MiB)\n")
        let file = try ProgramRun(["-c", "import preset \(preset)"])
        #expect(file.stderr == "error: “\(preset)” is 16777217 bytes; the limit is 16777216 bytes (16 MiB)\n")
    }

    /// `fit --to FILE` names the file once when it cannot be read (it said “F”: cannot read “F”: …),
    /// and before the line when a line is no sample.
    @Test func fitSamplesErrorsNameTheFileOnce() throws {
        let folder = try folder()
        let large = folder + "/large.csv"
        #expect(FileManager.default.createFile(atPath: large, contents: Data()))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: large))
        try handle.truncate(atOffset: UInt64(16 * 1024 * 1024 + 1))
        try handle.close()
        let pipe = folder + "/samples.csv"
        #expect(mkfifo(pipe, 0o600) == 0)
        let cases = [
            (large, "“\(large)” is 16777217 bytes; the limit is 16777216 bytes (16 MiB)"),
            (pipe, "cannot read “\(pipe)”: not a regular file"),
            (folder, "cannot read “\(folder)”: not a regular file")
        ]
        for (path, message) in cases {
            let fit = try ProgramRun(["-c", "fit spring --to \"\(path)\""])
            #expect(fit.stderr == "error: \(message)\n")
        }
    }

    /// `--db` naming a device, a FIFO or a socket is refused as what it is (SQLite said "disk I/O error"
    /// or "unable to open database file", and /dev/null was "storage failed"), and left as it was.
    @Test func aDatabaseThatIsNoFileIsSaid() throws {
        let folder = try folder()
        let pipe = folder + "/studio.sqlite"
        #expect(mkfifo(pipe, 0o600) == 0)
        let cases = [("/dev/null", "a character device"), ("/dev/zero", "a character device"), (pipe, "a FIFO")]
        for (path, kind) in cases {
            let run = try ProgramRun(["--db", path, "-c", "presets"])
            #expect(run.status == 2, "\(path)")
            #expect(run.stderr == "animstudio: cannot open database at “\(path)”: it is \(kind), not a database file\n")
        }
        var info = stat()
        #expect(stat(pipe, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
    }

    /// `import preset FILE` says which file is wrong, as a folder's import does (it said only
    /// "error: the file is empty"); a FIFO in a folder is named once.
    @Test func aPresetFileRefusalNamesTheFile() throws {
        let folder = try folder()
        let empty = folder + "/empty.json"
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        let future = folder + "/future.json"
        try #"{"schemaVersion": 99}"#.write(toFile: future, atomically: true, encoding: .utf8)
        for (path, message) in [
            (empty, "the file is empty"), (future, "schemaVersion 99 is not supported; this animstudio reads version 1")
        ] {
            let run = try ProgramRun(["-c", "import preset \(path)"])
            #expect(run.stderr == "error: “\(path)”: \(message)\n")
        }
        let presets = folder + "/presets"
        try FileManager.default.createDirectory(atPath: presets, withIntermediateDirectories: false)
        #expect(mkfifo(presets + "/a.json", 0o600) == 0)
        let run = try ProgramRun(["-c", "import preset \(presets)"])
        #expect(run.stderr == "error: cannot read “\(presets)/a.json”: not a regular file\n")
    }

    /// `library check DIR` on a path that does not exist, or on a file, says so (it said the path
    /// "has no presets, gestures, events folder").
    @Test func libraryCheckSaysWhatThePathIs() throws {
        let folder = try folder()
        let file = folder + "/notes.txt"
        #expect(FileManager.default.createFile(atPath: file, contents: Data("x".utf8)))
        let missing = try ProgramRun(["-c", "library check \(folder)/nowhere"])
        #expect(missing.stderr == "error: “\(folder)/nowhere” does not exist: not a library\n")
        let plain = try ProgramRun(["-c", "library check \(file)"])
        #expect(plain.stderr == "error: “\(file)” is not a folder: not a library\n")
        let empty = try ProgramRun(["-c", "library check \(folder)"])
        #expect(empty.stderr == "error: “\(folder)” has no presets, gestures, events folder: not a library\n")
    }
}

import Foundation
import StudioTestSupport
import Testing

/// `export --all` on the real binary: every target checked before any file is written, and the
/// JSON backup that `import preset DIR` reads back.
@Suite struct ExportBackupTests {
    static let lookAlikes = ["AB", "ab", "a_b", "A-B", "a b", "a.b", "🎉", "名字", "é"]

    static func temporary(_ stem: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(stem)-\(UUID())").path
    }

    static func run(_ script: String, _ database: String) throws -> ProgramRun {
        try ProgramRun([], stdin: script + "\n", database: database)
    }

    static func contents(_ folder: String) throws -> [String: String] {
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            files[name] = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
        }
        return files
    }

    /// One existing file stops the run before anything is written; with --force all nine are written.
    @Test func allOrNothing() throws {
        let database = Self.temporary("all") + ".sqlite"
        let made = try Self.run(Self.lookAlikes.map { "new \"\($0)\" from fade" }.joined(separator: "\n"), database)
        #expect(made.status == 0, "\(made.stderr)")
        let folder = Self.temporary("all-css")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        try "keep\n".write(toFile: folder + "/ab.css", atomically: true, encoding: .utf8)
        let refused = try Self.run("export --all --as css -o \(folder)", database)
        #expect(refused.status == 1)
        #expect(
            refused.stderr == "error: cannot write “\(folder)/ab.css”: the file exists; add --force to replace it\n")
        #expect(try Self.contents(folder) == ["ab.css": "keep\n"])

        let forced = try Self.run("export --all --as css -o \(folder) --force", database)
        #expect(forced.status == 0, "\(forced.stderr)")
        let files = try Self.contents(folder)
        #expect(
            files.keys.sorted() == [
                "__01f389_.css", "__0540d__05b57_.css", "__0e9_.css", "__a-_b.css", "__a_b.css", "_a_020_b.css",
                "_a_02e_b.css",
                "_a_05f_b.css", "ab.css"
            ])
        #expect(Set(files.keys.map { $0.lowercased() }).count == 9)
        #expect(files["ab.css"]!.hasPrefix("/* ab@1 (template fade"))
        #expect(files["__a_b.css"]!.hasPrefix("/* AB@1 (template fade"))
        #expect(forced.stdout.split(separator: "\n").count == 9)
        #expect(forced.stdout.contains("exported 名字@1 to “\(folder)/__0540d__05b57_.css”\n"))
    }

    /// A folder that cannot be written leaves nothing behind: the folder -o made is removed again.
    @Test func aRefusedRunLeavesNoFolder() throws {
        let database = Self.temporary("none") + ".sqlite"
        #expect(try Self.run("new bounce from fade", database).status == 0)
        let folder = Self.temporary("none-out")
        let refused = try Self.run("export --all --as json -o \(folder) --tolerance 0.01", database)
        #expect(refused.stderr.hasPrefix("error: --tolerance applies to code"))
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    /// `export --all --as json` is a backup: every preset with every version and tag, read back by
    /// `import preset DIR` into another studio, where each exports byte for byte the same.
    @Test func jsonBackupRoundTrip() throws {
        let original = Self.temporary("backup") + ".sqlite"
        let made = try Self.run(
            """
            new bounce from move-up-bounce
            set damping 0.5
            commit -m "softer"
            tag bounce@1 first
            new "名字" from fade
            set duration 0.8 timing cubic(0.2, 0.9, 0.3, 1)
            commit -m "slower"
            set duration 0.9
            commit
            new "a b" from tip-in
            """, original)
        #expect(made.status == 0, "\(made.stderr)")
        let folder = Self.temporary("backup-json")
        let backup = try Self.run("export --all --as json -o \(folder)", original)
        #expect(backup.stderr == "")
        #expect(
            backup.stdout == """
                exported 1 version of a b to “\(folder)/_a_020_b.json”
                exported 2 versions of bounce to “\(folder)/bounce.json”
                exported 3 versions of 名字 to “\(folder)/__0540d__05b57_.json”

                """)

        let copy = Self.temporary("restored") + ".sqlite"
        let restored = try Self.run("import preset \(folder)", copy)
        #expect(restored.stderr == "")
        #expect(
            restored.stdout == """
                imported 名字 with 3 versions (latest 名字@3)
                imported a b with 1 version (latest a b@1)
                imported bounce with 2 versions (latest bounce@2)

                """)
        for name in ["bounce", "名字", "a b"] {
            let script = "export \"\(name)\" --all-versions"
            let before = try Self.run(script, original)
            let after = try Self.run(script, copy)
            #expect(before.status == 0 && after.status == 0)
            #expect(before.stdout == after.stdout, "\(name)")
        }
        #expect(try Self.run("export bounce@first", copy).stdout.contains("\"tags\": {\n    \"first\": 1\n  }"))

        // All or nothing: one preset already there refuses the whole folder.
        let again = try Self.run("import preset \(folder)", copy)
        #expect(again.status == 1)
        #expect(again.stderr.hasPrefix("error: preset “名字” already exists"))
        let partial = Self.temporary("partial") + ".sqlite"
        #expect(try Self.run("new bounce from fade", partial).status == 0)
        let clash = try Self.run("import preset \(folder)", partial)
        #expect(clash.status == 1)
        #expect(try Self.run("presets", partial).stdout.split(separator: "\n").count == 2)
    }

    /// A broken file in the folder is named, and nothing is imported.
    @Test func aBrokenFileInTheFolderImportsNothing() throws {
        let folder = Self.temporary("broken")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let original = Self.temporary("broken-source") + ".sqlite"
        #expect(try Self.run("new bounce from fade; export bounce -o \(folder)/bounce.json", original).status == 0)
        try "{\"name\": 42}\n".write(toFile: folder + "/zz.json", atomically: true, encoding: .utf8)
        let copy = Self.temporary("broken-copy") + ".sqlite"
        let run = try Self.run("import preset \(folder)", copy)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("error: “\(folder)/zz.json”: "))
        #expect(try Self.run("presets", copy).stdout.contains("bounce") == false)
        #expect(
            try Self.run("import preset \(folder) --as other", copy).stderr.hasPrefix(
                "error: --as names one preset; a folder's presets keep their own names"))
    }
}

import Foundation
import StudioREPL
import StudioStore
import StudioTestSupport
import Testing

@Suite struct DatasetCommandTests {
    func file(_ text: String, _ suffix: String = ".json") throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("animstudio-\(UUID())\(suffix)").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aBadRecordMidFileWritesNothing() throws {
        let studio = try PresetCommandTests.Studio()
        let path = try file(#"[{"name": "A"}, {"name": "B"}, {"name": ["C"]}, {"name": "D"}]"#)
        let (status, out, err) = studio.run("import members \(path) --as team")
        #expect(status == 1 && out == "")
        #expect(err == "error: record 3: field “name” must be text, got an array at line 1, column 41\n")
        #expect(studio.run("datasets").1 == "no datasets; import members FILE or import cities FILE\n")
        #expect(studio.run("rows team").2 == "error: no dataset named “team”; see datasets\n  rows team\n       ^^^^\n")
    }

    @Test func importListAndDelete() throws {
        let studio = try PresetCommandTests.Studio()
        let csv = try file("name,image,description\nOslo,oslo,\"Fjord, forest\"\n", ".csv")
        #expect(studio.run("import cities \(csv) --as north").1 == "imported 1 city into dataset “north”\n")
        #expect(
            studio.run("rows north --format json").1
                == "[\n  {\n    \"description\": \"Fjord, forest\",\n    \"image\": \"oslo\",\n    \"name\": \"Oslo\"\n  }\n]\n"
        )
        #expect(
            studio.run("import cities \(csv) --as north").2
                == "error: dataset “north” already exists; delete it first with delete-dataset north --force\n")
        #expect(
            studio.run("delete-dataset north").2.hasPrefix("error: deleting a dataset cannot be undone; add --force"))
        #expect(
            studio.run("delete-dataset north --force; datasets").1
                == "deleted dataset “north”\nno datasets; import members FILE or import cities FILE\n")
    }

    @Test func escapeSequencesInDataAreShownNotSent() throws {
        let studio = try PresetCommandTests.Studio()
        let path = try file(#"[{"name": "\u001b]2;owned\u0007Eve", "title": "\u001b[31mred"}]"#)
        #expect(studio.run("import members \(path) --as evil").0 == 0)
        let out = studio.run("rows evil").1
        #expect(!out.contains("\u{1B}") && !out.contains("\u{07}"))
        #expect(out.contains("\\e]2;owned\\u{7}Eve"))
    }

    @Test(.enabled(if: SharedDatasets.available, Comment(rawValue: SharedDatasets.skipReason)))
    func theTutorialFileThroughTheCommand() throws {
        let path = SharedDatasets.path("members-dropin-cards.json")
        let studio = try PresetCommandTests.Studio()
        #expect(studio.run("import members \(path)").1 == "imported 9 members into dataset “members-dropin-cards”\n")
        #expect(
            studio.run("rows members-dropin-cards --limit 1 --format json").1.contains(
                #""about": "Ray is an indie software developer"#))
    }
}

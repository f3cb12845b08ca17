import Foundation
import StudioStore
import Testing

@testable import StudioREPL

/// `export --as TARGET`: every target from the command, one file per preset with `--all`, and the
/// writing rules.
@Suite struct ExportCommandTests {
    @Test func everyTargetNamesTheVersionAndTheStudio() throws {
        let studio = try PresetCommandTests.Studio()
        _ = studio.run("new bounce from move-up-bounce")
        for target in ["uikit", "swiftui", "css", "compose", "tokens"] {
            let (status, out, err) = studio.run("export bounce --as \(target)")
            #expect(status == 0 && err == "", "\(target)")
            #expect(out.contains("bounce@1") && out.contains("animstudio \(ProgramOptions.version)"), "\(target)")
        }
        #expect(
            studio.run("export bounce --as css --tolerance 0.5").2
                == "error: --tolerance must be between 1e-06 and 0.1, got 0.5\n  export bounce --as css --tolerance 0.5\n                                     ^^^\n"
        )
        #expect(studio.run("export bounce --tolerance 0.01").2.hasPrefix("error: --tolerance applies to code"))
        #expect(
            studio.run("export bounce --as kotlin").2.hasPrefix(
                "error: --as must be one of json, uikit, swiftui, css, compose, tokens, motion, reanimated, flutter, figma, got “kotlin”"
            ))
    }

    @Test func allPresetsOneFileEach() throws {
        let studio = try PresetCommandTests.Studio()
        _ = studio.run("new bounce from move-up-bounce; new tip from tip-in")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("export-all-\(UUID())").path
        #expect(
            studio.run("export --all --as css -o \(folder)").1
                == "exported bounce@1 to “\(folder)/bounce.css”\nexported tip@1 to “\(folder)/tip.css”\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["bounce.css", "tip.css"])
        #expect(
            studio.run("export --all --as css -o \(folder)").2.hasPrefix(
                "error: cannot write “\(folder)/bounce.css”: the file exists; add --force to replace it"))
        #expect(studio.run("export --all --as css -o \(folder) --force").0 == 0)
        // Without --as, --all writes the JSON backup beside the code.
        #expect(
            studio.run("export --all -o \(folder)").1
                == "exported 1 version of bounce to “\(folder)/bounce.json”\nexported 1 version of tip to “\(folder)/tip.json”\n"
        )
    }
}

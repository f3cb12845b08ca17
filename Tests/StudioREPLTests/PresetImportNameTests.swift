import Foundation
import StudioTestSupport
import Testing

/// A preset file cannot bring in a name that `new` refuses.
@Suite struct PresetImportNameTests {
    @Test func aNameThatShadowsATemplateOrTimingIsRefused() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("animstudio-shadow-\(UUID()).json")
            .path
        try
            #"{"schemaVersion": 1, "name": "fade", "template": "fade", "versions": [{"number": 1, "time": "2026-11-22T10:00:00.000Z", "parameters": {"duration": 1, "delay-factor": 0, "timing": "linear"}}]}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        let refused = try ProgramRun(["-c", "import preset \(path); presets"])
        #expect(refused.status == 1)
        #expect(
            refused.stderr
                == "error: preset name “fade” is the name of a template or timing; import it under another name with --as NAME\n"
        )
        #expect(refused.stdout == "")
        let renamed = try ProgramRun(["-c", "import preset \(path) --as my-fade --as ease-in"])
        #expect(renamed.status == 1)
        let accepted = try ProgramRun(["-c", "import preset \(path) --as my-fade"])
        #expect(
            accepted.status == 0 && accepted.stdout == "imported my-fade with 1 version (latest my-fade@1)\n",
            "\(accepted.stderr)")
    }
}

import Foundation
import StudioTestSupport
import Testing

/// A preset whose name holds `*/` and `</script>`, exported by the real binary as Motion and
/// Reanimated modules: the name stays inside its comments (node parses the files and reads
/// Motion's values back), and no `</script>` is left to end the element a module is pasted into.
@Suite struct HostileNameJavaScriptExportTests {
    static let name = "a*/b</script>x"

    @Test(arguments: ["motion", "reanimated"]) func theNameStaysInsideItsComments(target: String) throws {
        let studio = try TemporaryStudio("js-comment")
        #expect(try studio.run("new '\(Self.name)' from move-up-bounce").status == 0)
        let file = studio.path("preset.mjs")
        let export = try studio.run("export '\(Self.name)' --as \(target) -o \(file)")
        #expect(export.status == 0, "\(export.stderr)")
        let code = try String(contentsOfFile: file, encoding: .utf8)
        #expect(!code.contains("</script"))
        #expect(code.contains("// a*\\/b<\\/script>x@1 (template move-up-bounce"))
        let jsDoc =
            target == "motion"
            ? "/** a*\\/b<\\/script>x@1: pass as `transition` to animate(), or a motion component. */"
            : "/** a*\\/b<\\/script>x@1 */"
        #expect(code.split(separator: "\n").contains { $0 == jsDoc })
        let check = try TimedProcess("/usr/bin/node", ["--check", file], timeout: 30)
        #expect(check.status == 0, "\(check.stderr)")
        guard target == "motion" else { return }  // Reanimated's module imports react-native-reanimated
        let read = try TimedProcess(
            "/usr/bin/node",
            [
                "--input-type=module", "-e",
                "const m = await import('\(file)'); const key = Object.keys(m).find((k) => k.endsWith('Transition')); console.log(JSON.stringify(m[key]))"
            ], timeout: 30)
        #expect(read.status == 0, "\(read.stderr)")
        #expect(read.stdout.hasPrefix("{\"type\":\"spring\",\"stiffness\":"))
    }
}

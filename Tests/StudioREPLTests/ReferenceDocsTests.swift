import Foundation
import StudioREPL
import StudioTestSupport
import Testing

/// The command reference (docs/reference/commands.md) and the man page (animstudio.1) are generated
/// from the verbs' declarations and checked in: these fail when either is out of date
/// (`make reference` regenerates both), and check what the generated text holds.
@Suite struct ReferenceDocsTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func checkedIn(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theCommandReferenceIsUpToDate() throws {
        #expect(
            try Self.checkedIn("docs/reference/commands.md") == CommandReference.markdown(),
            "docs/reference/commands.md is out of date: run make reference")
    }

    @Test func theManPageIsUpToDate() throws {
        #expect(try Self.checkedIn("animstudio.1") == ManPage.text(), "animstudio.1 is out of date: run make reference")
    }

    /// Every verb has its section with its usage and example, and every flag its row.
    @Test func everyVerbAndFlagIsInBoth() {
        let markdown = CommandReference.markdown()
        let man = ManPage.text()
        for command in CommandRegistry.all {
            let spec = command.spec
            #expect(markdown.contains("\n### \(spec.name)\n\n`\(spec.usage)`\n"), "\(spec.name)")
            #expect(markdown.contains("Example: `\(spec.example)`"), "\(spec.name)")
            #expect(
                man.contains("\n.TP\n\\fB\(spec.name.replacingOccurrences(of: "-", with: "\\-"))\\fR"), "\(spec.name)")
            for flag in spec.flags {
                #expect(markdown.contains("`\(flag.name)` | "), "\(spec.name) \(flag.name)")
            }
        }
    }

    /// A flag's row gives its value's range and the default from its summary.
    @Test func rangesAndDefaultsAreShown() {
        let markdown = CommandReference.markdown()
        #expect(
            markdown.contains(
                "| `--duration` | `S`: a number greater than 0 and at most 3600 (s) | the duration a bare timing runs for, in seconds (default: its own) |"
            ))
        #expect(
            markdown.contains(
                "| `--fps` | `N`: a whole number from 1 to 240 | frames per second in real time, each showing its vsync time k/N s (60, 80, 120: a device's rates) (default 30) |"
            ))
        #expect(markdown.contains("| `--format` | `text\\|json`: one of text, json | output format (default text) |"))
    }

    /// groff reads the man page without a warning, and it renders the verbs (plain text: -P-cbou).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/groff"), "needs groff"))
    func groffReadsTheManPage() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/groff")
        process.arguments = ["-man", "-Tutf8", "-ww", "-P-cbou", Self.root.appendingPathComponent("animstudio.1").path]
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let page = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let warnings = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(warnings == "")
        #expect(page.contains("animstudio - a studio for tuning iOS animation presets in a terminal"))
        #expect(page.contains("rename NAME NEW"))
    }

    /// The hidden option `make reference` uses prints the same text, and `--help` does not list it.
    @Test func theHiddenOptionPrintsThem() throws {
        let markdown = try ProgramRun(["--generate-reference", "markdown"])
        #expect(markdown.status == 0 && markdown.stdout == CommandReference.markdown())
        let man = try ProgramRun(["--generate-reference", "man"])
        #expect(man.status == 0 && man.stdout == ManPage.text())
        #expect(try !ProgramRun(["--help"]).stdout.contains("generate-reference"))
    }
}

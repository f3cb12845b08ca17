import AnimationCore
import Foundation
import StudioEditing
import StudioTestSupport
import Testing

/// Numbers a person types are decimal: Swift's `Double(String)` took `0x10` (16) and `0x1p-1` (0.5)
/// wherever a number was typed. The one reader (``TypedNumber``) refuses them with the decimal number
/// they spell; `nan` and `inf` are still refused by the range, as before.
@Suite struct DecimalNumberTests {
    @Test func onlyDecimalNumbersAreRead() {
        let read = ["16", "-0.5", "+1", ".5", "5.", "1e-3", "2E+2", "0"].map { TypedNumber.value($0) }
        #expect(read == [16, -0.5, 1, 0.5, 5, 0.001, 200, 0])
        for text in ["0x10", "0x1p-1", "0X1P3", "1_000", " 1", "1 ", "", ".", "e3", "1e", "--1", "1e+-3", "0b1", "١"] {
            #expect(TypedNumber.value(text) == nil, "\(text)")
        }
        #expect(TypedNumber.value("nan")?.isNaN == true)
        #expect(TypedNumber.value("-inf") == -.infinity)
        #expect(TypedNumber.hint("0x1p-1") == "; numbers are typed in decimal digits: did you mean “0.5”?")
        #expect(TypedNumber.hint("0x1p2000") == "; numbers are typed in decimal digits")
        #expect(TypedNumber.hint("abc") == "")
    }

    /// The prompt (`set`), a flag, a timing's text and `--at`: one line each, the caret under the value.
    @Test func thePromptRefusesHexadecimalEverywhere() throws {
        let database = FileManager.default.temporaryDirectory.appendingPathComponent("decimal-\(UUID()).sqlite").path
        #expect(try ProgramRun(["-c", "new bounce from move-up-bounce"], database: database).status == 0)
        let cases = [
            (
                "set damping 0x10",
                "error: damping must be a number, got “0x10”; numbers are typed in decimal digits: did you mean “16”?\n"
                    + "  set damping 0x10\n              ^^^^\n"
            ),
            (
                "set duration 0x1p-1",
                "error: duration must be a number of seconds, got “0x1p-1”; numbers are typed in decimal digits: did you mean “0.5”?\n"
                    + "  set duration 0x1p-1\n               ^^^^^^\n"
            ),
            (
                "set timing 'spring(duration: 0x1p-1, bounce: 0.2)'",
                "error: “0x1p-1” is not a number; numbers are typed in decimal digits: did you mean “0.5”?\n"
                    + "  set timing 'spring(duration: 0x1p-1, bounce: 0.2)'\n"
                    + "                               ^^^^^^\n"
            ),
            (
                "set damping nan",
                "error: damping must be greater than 0, got nan\n  set damping nan\n              ^^^\n"
            )
        ]
        for (line, said) in cases {
            let run = try ProgramRun(["-c", line], database: database)
            #expect(run.status == 1, "\(line)")
            #expect(run.stderr == said)
        }
        let shown = try ProgramRun(["-c", "show bounce@draft"], database: database)
        #expect(shown.stdout.contains("uikit-spring(damping: 0.4, velocity: 0.1)"))
    }

    /// The typed line of the tuner and the page's edit route read a value through the same parse.
    @Test func theSharedParseRefusesAlike() throws {
        let template = try #require(TemplateCatalog.template(named: "move-up-bounce"))
        let timing = try TimingExpression(parsing: "uikit-spring(damping: 0.4, velocity: 0.1)")
        for (name, text, message) in [
            (
                "damping", "0x10",
                "damping must be a number, got “0x10”; numbers are typed in decimal digits: did you mean “16”?"
            ),
            ("damping", "inf", "damping must be greater than 0, got inf"),
            (
                "duration", "0x10",
                "duration must be a number of seconds, got “0x10”; numbers are typed in decimal digits: did you mean “16”?"
            )
        ] {
            #expect(throws: EditError(message, at: .value)) {
                try ParameterAssignment.parse(name, text, template: template, timing: timing)
            }
        }
        #expect(
            try ParameterAssignment.parse("damping", "1e-1", template: template, timing: timing)
                == .timing(name: "damping", value: 0.1))
    }

    /// The agent's `set` is the verb: the same words, as a tool error.
    @Test func theAgentIsRefusedAlike() throws {
        let database = FileManager.default.temporaryDirectory.appendingPathComponent("decimal-\(UUID()).sqlite").path
        #expect(try ProgramRun(["-c", "new bounce from move-up-bounce"], database: database).status == 0)
        let shown = try RawAgentCall.result("show", #"{"ref":"bounce@draft"}"#, database: database)
        let revision = try #require((shown["structuredContent"] as? [String: Any])?["revision"] as? String)
        let changes = #"{"preset":"bounce","revision":""# + revision + #"","changes":{"damping":"0x10"}}"#
        #expect(
            RawAgentCall.error(try RawAgentCall.result("set", changes, database: database))
                == "damping must be a number, got “0x10”; numbers are typed in decimal digits: did you mean “16”?")
    }
}

import AnimationCore
import Foundation
import Simulation
import StudioExchange
import StudioStore
import TerminalPlot
import Testing

@testable import StudioREPL

/// Preset, tag, dataset, session and script names and file paths are checked where the line is
/// parsed, by the rules the store (names) and `PathRule` (paths) apply, and reach handlers as
/// `PresetName`, `DatasetName`, `SessionName`, `FilePath`…: a value that could never name anything
/// is refused with one line and a caret under it, before any lookup.
@Suite struct TypedValueTests {
    func parse(_ spec: CommandSpec, _ line: String) throws(CommandError) -> ParsedArguments {
        let tokens = try CommandLexer.tokenize(line).get()[0]
        return try CommandParser.parse(spec, verb: tokens[0], tokens: Array(tokens.dropFirst()))
    }

    /// The rendered error of parsing `line` against `spec`.
    func refusal(_ spec: CommandSpec, _ line: String) -> String? {
        do {
            _ = try parse(spec, line)
            return nil
        } catch {
            return ErrorRenderer.render(error.located(line: line, number: 1))
        }
    }

    /// A choice is parsed where it was typed into its enum: the handler switches over the case, the
    /// declaration's words are the enum's, and any other word is refused with the words in order.
    @Test func choicesReachTheHandlerAsTheirEnums() throws {
        let export = try parse(ExportCommand.command.spec, "export bounce --as swiftui")
        #expect(export[ExportCommand.target] == .code(.swiftui))
        #expect(try parse(ExportCommand.command.spec, "export bounce")[ExportCommand.target] == .json)
        #expect(
            try parse(ExportCommand.command.spec, "export bounce --as=figma")[ExportCommand.target] == .code(.figma))
        let simulate = try parse(
            SimulateCommand.command.spec,
            "simulate on team --policy once-per-row --stagger none --format summary --canvas block --color never")
        #expect(simulate[TableFlags.policy] == .oncePerRow)
        #expect(simulate[TableFlags.stagger] == StaggerMode.none)
        #expect(simulate[SimulateCommand.format] == .summary)
        #expect(simulate[Flags.canvas] == .block)
        #expect(simulate[Flags.color] == .never)
        let plain = try parse(SimulateCommand.command.spec, "simulate on team")
        #expect(plain[TableFlags.policy] == nil)
        #expect(plain[SimulateCommand.format] == .text)
        #expect(plain[Flags.color] == .auto)
        #expect(try parse(ImportCommand.command.spec, "import lottie a.json")[ImportCommand.kind] == .lottie)
        #expect(
            try parse(ImportCommand.command.spec, "import members a.txt --format csv")[ImportCommand.format] == .csv)
        #expect(try parse(FitCommand.command.spec, "fit spring-bounce")[FitCommand.kind].name == "spring-bounce")
        #expect(try parse(SceneCommand.command.spec, "scene bars")[SceneCommand.kind] == .bars)
        #expect(try parse(ScriptCommands.gesture.spec, "gesture delete flick")[ScriptCommands.action] == .delete)
        #expect(try parse(SampleCommand.command.spec, "sample linear --format json")[SampleCommand.format] == .json)
        #expect(try parse(PlayCommand.command.spec, "play fade --glyphs ascii")[PlayCommand.glyphs] == .ascii)
        #expect(
            ExportCommand.target.declaration.value.map(ArgumentText.kind)
                == "one of json, uikit, swiftui, css, compose, tokens, motion, reanimated, flutter, figma")
        #expect(FitCommand.kind.declaration.kind.placeholder == FitKind.all.map(\.name).joined(separator: "|"))
        #expect(
            refusal(ImportCommand.command.spec, "import lotie a.json")
                == "error: KIND must be one of members, cities, preset, lottie, figma, got “lotie”; did you mean “lottie”?\n  import lotie a.json\n         ^^^^^"
        )
        #expect(
            refusal(ExportCommand.command.spec, "export a --as JSON")
                == "error: --as must be one of json, uikit, swiftui, css, compose, tokens, motion, reanimated, flutter, figma, got “JSON”; did you mean “json”?\n  export a --as JSON\n                ^^^^"
        )
    }

    @Test func acceptedValuesReachTheHandlerTyped() throws {
        let use = try parse(UseCommand.command.spec, "use \"my bounce\"")
        #expect(use[UseCommand.name].name == "my bounce")
        #expect(use[UseCommand.name].source.offset == 4)
        let tag = try parse(TagCommand.command.spec, "tag bounce@2 calm")
        #expect(tag[TagCommand.tag].name == "calm")
        let rows = try parse(DatasetsCommand.rows.spec, "rows demo-team")
        #expect(rows[DatasetsCommand.name].name == "demo-team")
        let reset = try parse(SessionsCommand.reset.spec, "reset session-1")
        #expect(reset[SessionsCommand.name].name == "session-1")
        let simulate = try parse(SimulateCommand.command.spec, "simulate on demo-team --session team")
        #expect(simulate[SimulateCommand.dataset].name == "demo-team")
        #expect(simulate[TableFlags.session]?.name == "team")
        let export = try parse(ExportCommand.command.spec, "export bounce -o \"out/my bounce.json\"")
        #expect(export[ExportCommand.output]?.path == "out/my bounce.json")
        let importing = try parse(ImportCommand.command.spec, "import members 团队.json")
        #expect(importing[ImportCommand.file].path == "团队.json")
    }

    @Test func aPresetNameThatCouldNeverExistIsRefusedAsTyped() {
        #expect(
            refusal(NewCommand.command.spec, "new bounce@2 from fade") == """
                error: preset name “bounce@2” contains “@”, which separates a preset from a version; use 1-64 characters without tabs, line breaks, leading or trailing spaces, control or invisible characters or “@”
                  new bounce@2 from fade
                      ^^^^^^^^
                """)
        // Where an existing preset's name belongs, a version is said to be one, with the verbs that take it.
        #expect(
            refusal(UseCommand.command.spec, "use bounce@2") == """
                error: use takes a preset's name, not a version: use bounce makes it current (then revert bounce@2 puts that version back in its draft); show bounce@2 shows that version
                  use bounce@2
                      ^^^^^^^^
                """)
        #expect(
            refusal(NewCommand.command.spec, "new \"a\u{200B}b\" from fade") == """
                error: preset name “a\\u{200B}b” contains the invisible character U+200B ZERO WIDTH SPACE, so it could look like another name; use 1-64 characters without tabs, line breaks, leading or trailing spaces, control or invisible characters or “@”
                  new "a\\u{200B}b" from fade
                      ^^^^^^^^^^^^
                """)
        let long = String(repeating: "x", count: 65)
        #expect(
            refusal(RenameCommand.command.spec, "rename bounce \(long)") == """
                error: preset name “\(long)” is 65 characters long; the limit is 64
                  rename bounce \(long)
                                \(String(repeating: "^", count: 65))
                """)
    }

    /// Names an older release accepted before hidden characters were refused still reach the
    /// lookup, so such a preset, dataset or session can be used, renamed or deleted; a new name
    /// with one is refused (above).
    @Test func anExistingNameWithAHiddenCharacterStillReachesItsLookup() throws {
        #expect(refusal(UseCommand.command.spec, "use \"a\u{200B}b\"") == nil)
        let rename = try parse(RenameCommand.command.spec, "rename \"a\u{200B}b\" ab")
        #expect(rename[RenameCommand.name].name == "a\u{200B}b")
        #expect(refusal(DatasetsCommand.rows.spec, "rows \"team\u{202E}\"") == nil)
        #expect(
            refusal(RenameCommand.command.spec, "rename ab \"a\u{200B}b\"")?.hasPrefix(
                "error: preset name “a\\u{200B}b” contains the invisible character U+200B") == true)
    }

    @Test func aTagDatasetSessionOrScriptNameIsCheckedByItsOwnRules() {
        #expect(
            refusal(TagCommand.command.spec, "tag bounce@1 draft") == """
                error: tag “draft” is reserved; choose a tag other than draft or latest
                  tag bounce@1 draft
                               ^^^^^
                """)
        #expect(
            refusal(DatasetsCommand.rows.spec, "rows \" team\"") == """
                error: dataset name “ team” contains whitespace; use 1-64 characters without tabs, line breaks, leading or trailing spaces, control or invisible characters or “@”
                  rows " team"
                       ^^^^^^^
                """)
        #expect(
            refusal(SimulateCommand.command.spec, "simulate on demo-team --session a@b") == """
                error: session name “a@b” contains “@”, which separates a preset from a version; use 1-64 characters without tabs, line breaks, leading or trailing spaces, control or invisible characters or “@”
                  simulate on demo-team --session a@b
                                                  ^^^
                """)
        #expect(
            refusal(ScriptCommands.gesture.spec, "gesture delete \"\"") == """
                error: script name must not be empty; use 1-64 characters without tabs, line breaks, leading or trailing spaces, control or invisible characters or “@”
                  gesture delete ""
                                 ^^
                """)
    }

    @Test func aPathThatCouldNeverBeAFileIsRefusedAsTyped() {
        #expect(
            refusal(ImportCommand.command.spec, "import members \"\"") == """
                error: FILE “” is not a usable path: it is empty; a path is 1 to 4096 bytes without control characters
                  import members ""
                                 ^^
                """)
        #expect(
            refusal(ExportCommand.command.spec, "export bounce -o \"a\u{7}b.json\"") == """
                error: --output “a\\u{7}b.json” is not a usable path: it contains the control character U+0007; a path is 1 to 4096 bytes without control characters
                  export bounce -o "a\\u{7}b.json"
                                   ^^^^^^^^^^^^^^
                """)
        let long = String(repeating: "d/", count: 2049)
        let refused = refusal(ExportCommand.command.spec, "export bounce -o \(long)")
        #expect(refused?.hasPrefix("error: --output “") == true)
        #expect(
            refused?.split(separator: "\n").first?.hasSuffix(
                "… (4098 characters)” is not a usable path: it is 4098 bytes long; a path is 1 to 4096 bytes without control characters"
            ) == true)
    }

    /// `import KIND … --as NAME` checks the name by KIND's rules before any file is read.
    @Test func importChecksItsNameByKindBeforeReadingTheFile() throws {
        let session = Session(store: try StudioStore.inMemory(), clock: { "2026-11-22T10:15:30.123Z" })
        let transcript = Transcript()
        #expect(transcript.run("import preset missing.json --as a@b", session: session) == 1)
        #expect(
            transcript.stderr == """
                error: preset name “a@b” contains “@”, which separates a preset from a version; use 1-64 characters without tabs, line breaks, leading or trailing spaces, control or invisible characters or “@”
                  import preset missing.json --as a@b
                                                  ^^^

                """)
        let dataset = Transcript()
        #expect(dataset.run("import members missing.json --as a@b", session: session) == 1)
        #expect(dataset.stderr.hasPrefix("error: dataset name “a@b” contains “@”"))
    }
}

import StudioREPL
import StudioStore
import Testing

@Suite struct InteractiveLoopTests {
    final class Screen: @unchecked Sendable {
        var text = ""
    }

    func run(_ reader: ScriptedLineReader, store: StudioStore? = nil) -> (Int32, String) {
        let screen = Screen()
        let session = Session(store: store, clock: { "2026-11-22T10:00:00.000Z" })
        let loop = InteractiveLoop(
            session: session, reader: reader, databasePath: "/tmp/studio.sqlite",
            output: { screen.text += $0 }, errors: { screen.text += $0 })
        return (loop.run(), screen.text)
    }

    @Test func bannerPromptErrorsAndQuit() throws {
        let reader = ScriptedLineReader(lines: [
            "new b from fade", "set duration 2", "bogus", "commit", "quit", "never read"
        ])
        let (status, screen) = run(reader, store: try StudioStore.inMemory())
        #expect(status == 0)
        #expect(
            screen.hasPrefix(
                "animstudio 0.1.0 — studio at /tmp/studio.sqlite\nhelp lists the commands, help VERB one of them; Tab completes; quit leaves\n"
            ))
        #expect(reader.prompts == ["> ", "b@1> ", "b@1*> ", "b@1*> ", "b@2> "])
        #expect(screen.contains("error: unknown command “bogus”"))
        #expect(reader.history == ["new b from fade", "set duration 2", "bogus", "commit", "quit"])
    }

    @Test func interruptAndEndOfInput() {
        let reader = ScriptedLineReader([
            .line("sample linear --samples 1"), .interrupted, .line("   "), .endOfFile, .line("unreached")
        ])
        let (status, screen) = run(reader)
        #expect(status == 0)
        #expect(screen.hasSuffix("t,progress,velocity\n0,0,1\n1,1,1\n\n\n"))
        #expect(reader.history == ["sample linear --samples 1"])  // blank lines are not remembered
        #expect(reader.prompts.count == 4)
    }

    @Test func consecutiveDuplicatesAreNotRemembered() {
        let reader = ScriptedLineReader(lines: ["help", "help", "templates", "help"])
        _ = run(reader)
        #expect(reader.history == ["help", "templates", "help"])
    }

    @Test func historyLocation() {
        #expect(HistoryFile.path(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]) == "/s/animstudio/history")
        #expect(
            HistoryFile.path(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"])
                == "/h/.local/state/animstudio/history")
        #expect(HistoryFile.path(environment: ["HOME": "/h"]) == "/h/.local/state/animstudio/history")
    }
}

@Suite struct CompleterTests {
    let completer = Completer(
        source: CompletionSource(
            presets: { ["bounce", "bouncy-card"] },
            references: { $0 == "bounce" ? ["1", "2", "calm", "draft"] : [] },
            parameters: { ["duration", "delay-factor", "timing", "row-height", "damping", "velocity"] },
            datasets: { ["demo-team", "team"] },
            files: { prefix in ["data/", "data.json", "notes.txt"].filter { $0.hasPrefix(prefix) } },
            sessions: { ["demo", "scroll-test"] }))

    @Test func tableCommands() {
        #expect(
            completer.complete("simulate ").candidates == [
                "bounce", "bounce@", "bouncy-card", "bouncy-card@", "fade", "move-up-bounce", "move-up-fade",
                "slide-in", "tip-in"
            ])
        #expect(completer.complete("simulate fade ").candidates == ["on"])
        #expect(completer.complete("play fade on t").candidates == ["team"])
        #expect(
            completer.complete("simulate fade on team --policy once").candidates == ["once-per-item", "once-per-row"])
        #expect(completer.complete("simulate fade on team --stagger ").candidates == ["none", "row", "visible"])
        #expect(completer.complete("simulate fade on team --session d").candidates == ["demo"])
        #expect(completer.complete("records ").candidates == ["demo", "scroll-test"])
        #expect(completer.complete("reset s").candidates == ["scroll-test"])
        #expect(completer.complete("play fade on team --gl").candidates == ["--glyphs"])
    }

    @Test func verbs() {
        #expect(completer.complete("com").candidates == ["commit", "compare"])
        #expect(completer.complete("del").candidates == ["delete", "delete-dataset"])
        #expect(completer.complete("sample linear; me").candidates == ["metrics"])
    }

    @Test func presetsAndReferences() {
        #expect(completer.complete("use bou").candidates == ["bounce", "bouncy-card"])
        let versions = completer.complete("show bounce@")
        #expect(versions.candidates == ["bounce@1", "bounce@2", "bounce@calm", "bounce@draft"])
        #expect(versions.wordStart == 5)
        #expect(completer.complete("diff bounce@1 bounce@c").candidates == ["bounce@calm"])
        #expect(completer.complete("show bounce").appendsSpace == true)
        #expect(completer.complete("show bounce@d").candidates == ["bounce@draft"])
    }

    @Test func parametersTimingsDatasetsFlagsAndFiles() {
        #expect(completer.complete("set d").candidates == ["damping", "delay-factor", "duration"])
        #expect(completer.complete("set damping 0.5 vel").candidates == ["velocity"])
        #expect(completer.complete("set timing ease-i").candidates == ["ease-in", "ease-in-out"])
        #expect(completer.complete("convert spr").candidates == ["spring"])
        #expect(completer.complete("sample fa").candidates == ["fade"])
        #expect(completer.complete("rows t").candidates == ["team"])
        #expect(completer.complete("sample linear --sa").candidates == ["--samples"])
        #expect(completer.complete("import members da").candidates == ["data.json", "data/"])
        #expect(completer.complete("import members data/").appendsSpace == false)
        #expect(completer.complete("export bounce -o no").candidates == ["notes.txt"])
        #expect(completer.complete("import ").candidates == ["cities", "figma", "lottie", "members", "preset"])
        // Inside a timing's parentheses there is nothing to offer.
        #expect(completer.complete("sample spring(mass: 1, sti").candidates == [])
    }
}

import Foundation
import StudioTestSupport
import Testing

/// A person's session with the real binary in a pseudo-terminal: what the screen shows.
@Suite(.serialized) struct TerminalSessionTests {
    func start(_ folder: String, _ arguments: [String] = []) throws -> PseudoTerminal {
        try PseudoTerminal(
            ProgramRun.binary.path, arguments: arguments,
            environment: [
                "ANIMSTUDIO_DB": folder + "/studio.sqlite", "XDG_STATE_HOME": folder + "/state", "HOME": folder,
                "TERM": "xterm-256color", "LANG": "C.UTF-8"
            ])
    }

    @Test func aDesignersSession() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animstudio-pty-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let terminal = try start(folder)
        #expect(terminal.waitFor("help lists the commands"))
        #expect(terminal.waitFor("> "))
        terminal.type("new bounce from move-up-bounce\r")
        #expect(terminal.waitFor("bounce@1> "))
        terminal.type("set damping 0.55 velocity 0\r")
        #expect(terminal.waitFor("bounce@1*> "))  // the prompt marks the changed draft
        terminal.type("set row-he\t")  // Tab completes the parameter name
        #expect(terminal.waitFor("set row-height "))
        terminal.type("60\r")
        #expect(terminal.waitFor("row-height 44 → 60"))
        terminal.type("comm\t-m \"less wobble\"\r")
        #expect(terminal.waitFor("wobble\"\nbounce@2\n"))
        #expect(terminal.waitFor("bounce@2> "))
        terminal.type("compare bounce@1 bounce@2 --canvas ascii --width 70 --height 14\r")
        #expect(terminal.waitFor("overshoot (%)"))
        terminal.type("undo\r")
        #expect(terminal.waitFor("undo: bounce@draft  row-height 60 → 44"))
        terminal.type("show bou\t")  // Tab completes a preset name
        #expect(terminal.waitFor("show bounce"))
        terminal.type("\r")
        #expect(
            terminal.waitFor(
                "less wobble\n  duration      1 s\n  delay-factor  0.05 s\n  timing        uikit-spring(damping: 0.55, velocity: 0)\n  row-height    60 pt\n  reduced-motion\n                cross-fade(duration: 0.2, timing: ease-in-out) (template default)\nbounce@2*> "
            ))
        terminal.pause()
        terminal.type("half a line")
        #expect(terminal.waitFor("bounce@2*> half a line"))
        terminal.type("\u{03}")  // Ctrl-C cancels the line: a fresh prompt, nothing run
        #expect(terminal.waitFor("half a line\nbounce@2*> "))
        terminal.type("metrics linear\r")
        #expect(terminal.waitFor("jump 120 Hz  0.8 % of the progress between 0.0000 and 0.0083 s\nbounce@2*> "))
        #expect(!PseudoTerminal.plain(terminal.transcript).contains("error: unknown command “half”"))
        terminal.pause()
        terminal.type("\u{12}row-h")  // Ctrl-R finds the earlier command
        #expect(terminal.waitFor("set row-height 60"))
        terminal.type("\r")
        #expect(terminal.waitFor("row-height 44 → 60"))
        terminal.type("quit\r")
        #expect(terminal.waitForExit() == 0)

        // Start again: the history is there (Up recalls the last command).
        let again = try start(folder)
        // The draft went back to 60 with the recalled command, so it equals bounce@2 again: no star.
        #expect(again.waitFor("bounce@2> "))
        again.pause()
        again.type("\u{1B}OA")  // Up, as a terminal in keypad mode sends it
        #expect(again.waitFor("bounce@2> quit"))
        again.type("\u{15}\u{04}")  // clear the line, then Ctrl-D on the empty line
        #expect(again.waitForExit() == 0)
        let history = try String(contentsOfFile: folder + "/state/animstudio/history", encoding: .utf8)
        #expect(history.contains("compare"))
    }
}

/// Real-time playback on a pseudo-terminal: frames in the alternate screen, Ctrl-C stops it and
/// gives the terminal back, and what was shown is recorded.
@Suite(.serialized) struct PlaybackTerminalTests {
    /// A non-ASCII preset name in the prompt crashed libedit at start, and typed non-ASCII was dropped,
    /// even with no locale set at all.
    @Test func textInAnyScriptIsTypedEditedAndShown() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animstudio-pty-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        #expect(try ProgramRun(["-c", "new pé from fade"], database: folder + "/studio.sqlite").status == 0)
        let terminal = try PseudoTerminal(
            ProgramRun.binary.path, arguments: [],
            environment: [
                "ANIMSTUDIO_DB": folder + "/studio.sqlite", "XDG_STATE_HOME": folder + "/state", "HOME": folder,
                "TERM": "xterm-256color", "LANG": "", "LC_ALL": ""
            ])
        #expect(terminal.waitFor("pé@1> "))
        terminal.type("sample 名前é\r")
        #expect(
            terminal.waitFor(
                "error: no timing, template or preset named “名前é”; see templates, presets, or help for the timings\n  sample 名前é\n         ^^^^^\n"
            ))
        terminal.type("new имя from fade\r")
        #expect(terminal.waitFor("имя@1> "))
        // Editing works on whole characters: backspace removes "в"; Ctrl-A then five Ctrl-F land after "я".
        terminal.type("new абв\u{7F} from fade\r")
        #expect(terminal.waitFor("аб@1> "))
        terminal.type("new яб from fade\u{1}\u{6}\u{6}\u{6}\u{6}\u{6}ю\r")
        #expect(terminal.waitFor("яюб@1> "))
        terminal.type("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func ctrlCStopsPlaybackAndRestoresTheTerminal() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animstudio-play-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let terminal = try TerminalSessionTests().start(folder)
        #expect(terminal.waitFor("> "))
        terminal.type("play fade on demo-team --scroll \"wait 30\" --session live\r")
        #expect(terminal.waitFor("Avery Quinn"))
        #expect(terminal.transcript.contains("\u{1B}[?1049h\u{1B}[?25l"))  // alternate screen, cursor hidden
        terminal.type("\u{03}")
        #expect(terminal.waitFor("stopped at "))
        #expect(terminal.transcript.contains("\u{1B}[?25h\u{1B}[?1049l"))  // cursor shown, main screen back
        #expect(terminal.waitFor("recorded as run 1 of session live (6 animated)\n> "))
        terminal.type("sessions\r")
        #expect(terminal.waitFor("live     demo-team     1      6         6  done"))
        terminal.type("quit\r")
        #expect(terminal.waitForExit() == 0)
    }
}

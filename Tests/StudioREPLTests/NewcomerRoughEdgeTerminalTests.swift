import Foundation
import StudioTestSupport
import Testing

/// The newcomer's rough edges where the terminal is the thing: `templates` at 80 columns broke words
/// (`opac|ity`) at the edge (in tmux, read back as a person sees it), and `-c "preview …"` said
/// `preview stop` ends it, which a `-c` run cannot take.
@Suite(.serialized) struct NewcomerRoughEdgeTerminalTests {
    let folder: String

    init() throws {
        folder =
            FileManager.default.temporaryDirectory.appendingPathComponent(
                "animstudio-rough-\(UUID().uuidString.prefix(8))"
            ).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    func terminal(_ script: String, columns: Int, rows: Int) throws -> TmuxTerminal {
        let environment = [
            "ANIMSTUDIO_DB": folder + "/studio.sqlite", "HOME": folder, "LANG": "C.UTF-8", "TERM": "xterm-256color"
        ]
        let command = "\(ProgramRun.binary.path) -c '\(script)'; echo \"exit $?\"; exec sleep 600"
        return try TmuxTerminal(command, columns: columns, rows: rows, environment: environment, folder: folder)
    }

    @Test func templatesWrapBetweenWordsUnderTheirColumnAt80Columns() throws {
        let terminal = try terminal("templates; templates tip-in", columns: 80, rows: 40)
        defer {
            terminal.close()
            try? FileManager.default.removeItem(atPath: folder)
        }
        let screen = try terminal.waitFor("exit 0")
        #expect(
            screen.hasPrefix(
                """
                fade            alpha 0 → 1
                move-up-bounce  translation y: row height → 0
                move-up-fade    translation y: row height / 2 → 0, alpha 0 → 1
                slide-in        translation x: table width → 0
                tip-in          contentView: rotate −15° about z then translate (−20, −20);
                                opacity 0.8 → 1
                card-expand     centred card → full screen, corner radius → 0, description and
                                close alpha → 1, neighbours ∓50 pt in x
                toolbar-swap    tab bar alpha 1 → 0, tool bar y: screen height → screen height −
                                bar height
                tip-in: contentView: rotate −15° about z then translate (−20, −20); opacity 0.8
                        → 1
                  reproduces: CATransform3DTranslate(CATransform3DRotate(CATransform3DIdentity,
                              angle, 0, 0, 1), x, y, 0) → identity; UIView.animate(withDuration:
                              0.4), once per index path
                  duration      0.4 s        the animation's duration (springs given by
                                             mass/stiffness use their settling duration)
                  delay-factor  0 s          delay per row: row r starts after r × delay-factor
                  timing        ease-in-out  the timing curve
                  angle         -15 °        rotation about z applied first
                  offset-x      -20 pt       x translation, in the rotated layer's space
                  offset-y      -20 pt       y translation, in the rotated layer's space
                  opacity-from  0.8          starting opacity
                exit 0
                """))
    }

    /// In a pseudo-terminal (standard output a terminal, as a person runs it), a `-c` run serves
    /// its preview until Ctrl-C, and says so: `preview stop` cannot be typed there.
    @Test func aPreviewInACommandRunSaysCtrlCEndsIt() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let environment = [
            "ANIMSTUDIO_DB": folder + "/studio.sqlite", "XDG_STATE_HOME": folder + "/state", "HOME": folder,
            "TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"
        ]
        let terminal = try PseudoTerminal(
            ProgramRun.binary.path, arguments: ["-c", "new a from fade; preview a"], environment: environment)
        #expect(terminal.waitFor("(it follows every change"))
        terminal.pause()
        let shown = PseudoTerminal.plain(terminal.transcript)
        #expect(shown.contains("\n(it follows every change until Ctrl-C)"))
        #expect(!shown.contains("preview stop"))
        terminal.type("\u{03}")
        #expect(terminal.waitForExit() == 0)
    }
}

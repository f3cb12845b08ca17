import Foundation
import StudioREPL
import StudioStore
import TerminalText
import Testing

/// Tables line up names in any script at 60, 80 and 160 columns and fit the terminal; help wraps at
/// its width and shows every choice; nothing is cut without "…".
@Suite struct TableWidthTests {
    static func terminal(_ columns: Int) -> TerminalSettings {
        TerminalSettings(isTTY: true, columns: columns, rows: 40, autoColor: false, unicode: true)
    }

    /// A studio on a terminal `columns` wide holding presets and a dataset named in Chinese,
    /// Russian, accented Latin and emoji.
    final class Studio: @unchecked Sendable {
        let session: Session
        init(columns: Int) throws {
            let ticks = Ticks()
            session = Session(
                terminal: TableWidthTests.terminal(columns), store: try StudioStore.inMemory(), clock: { ticks.next() })
            let csv = FileManager.default.temporaryDirectory.appendingPathComponent("crew-\(UUID()).csv").path
            try """
            name,title,location,about
            弹簧,Motion Designer,上海,调弹簧直到弹跳感觉像耸肩
            王小明,iOS Engineer,北京,Keeps a Set of animated model IDs so cells animate exactly once
            Привет Мир,Prototyper,Москва,Приносит значения натяжения и трения на каждый обзор
            Zoë Ångström-Ødegård,Accessibility Engineer,Zürich,Checks Reduce Motion first
            🎉 Party Parrot,QA,🌍,Ships confetti 🎊🎊🎊 with every release
            """.write(toFile: csv, atomically: true, encoding: .utf8)
            let script = """
                import members \(csv) --as 团队; new 弹簧 from move-up-bounce; set damping 0.55; commit -m "少一点摆动";
                new 王小明的预设 from fade; new "Привет Мир" from slide-in; new "Zoë Ångström" from tip-in; new "🎉 party" from move-up-fade
                """
            let transcript = Transcript()
            guard transcript.run(script, session: session) == 0 else { throw CommandError(transcript.stderr) }
        }

        func run(_ script: String) -> String {
            let transcript = Transcript()
            _ = transcript.run(script, session: session)
            return transcript.stdout + transcript.stderr
        }
    }

    static let commands = [
        "presets", "rows 团队", "datasets", "history 弹簧",
        #"simulate 弹簧 on 团队 --scroll "to 4 over 1" --table-height 200 --session 会话 --format summary"#,
        #"simulate 弹簧 on 团队 --scroll "to 4 over 1" --table-height 200 --height 8 --canvas ascii"#, "sessions",
        "help simulate", "help"
    ]

    @Test(arguments: [60, 80, 160]) func everyLineFitsTheTerminal(columns: Int) throws {
        let studio = try Studio(columns: columns)
        for command in Self.commands {
            let output = studio.run(command)
            if let path = ProcessInfo.processInfo.environment["TABLE_WIDTH_DUMP"] {
                let handle =
                    FileHandle(forWritingAtPath: path)
                    ?? {
                        #expect(FileManager.default.createFile(atPath: path, contents: nil))
                        return FileHandle(forWritingAtPath: path)!
                    }()
                handle.seekToEndOfFile()
                handle.write(Data("=== \(columns) \(command)\n\(output)".utf8))
            }
            for line in output.split(separator: "\n") {
                #expect(TerminalText.width(line) <= columns, "\(command) at \(columns): \(line)")
            }
        }
    }

    /// Exact output: the same studio at 60 and 160 columns, the first lines where a plot follows.
    static let pinned: [(columns: Int, command: String, lines: Int?, output: String)] = [
        (
            60, "presets", nil,
            #"""
            preset        template        latest  last change
            Zoë Ångström  tip-in          @1      2026-11-22T10:00:07.0…
            Привет Мир    slide-in        @1      2026-11-22T10:00:06.0…
            弹簧          move-up-bounce  @2      2026-11-22T10:00:04.0…
            王小明的预设  fade            @1      2026-11-22T10:00:05.0…
            🎉 party      move-up-fade    @1      2026-11-22T10:00:08.0…
            """#
        ),
        (
            60, "rows 团队", nil,
            #"""
            #  name   title   locat…  about   image  web  faceb…  twitt…
            1  弹簧   Motio…  上海    调弹…   —      —    —       —
            2  王小…  iOS E…  北京    Keeps…  —      —    —       —
            3  Прив…  Proto…  Москва  Прино…  —      —    —       —
            4  Zoë …  Acces…  Zürich  Check…  —      —    —       —
            5  🎉 P…  QA      🌍      Ships…  —      —    —       —
            """#
        ),
        (
            160, "rows 团队", nil,
            #"""
            #  name                  title                   location  about                                                            image  web  facebook  twitter
            1  弹簧                  Motion Designer         上海      调弹簧直到弹跳感觉像耸肩                                         —      —    —         —
            2  王小明                iOS Engineer            北京      Keeps a Set of animated model IDs so cells animate exactly once  —      —    —         —
            3  Привет Мир            Prototyper              Москва    Приносит значения натяжения и трения на каждый обзор             —      —    —         —
            4  Zoë Ångström-Ødegård  Accessibility Engineer  Zürich    Checks Reduce Motion first                                       —      —    —         —
            5  🎉 Party Parrot       QA                      🌍        Ships confetti 🎊🎊🎊 with every release                         —      —    —         —
            """#
        ),
        (
            60, "history 弹簧", nil,
            #"""
            @1  2026-11-22T10:00:02+00:00  this studio  from
              move-up-bounce
            @2  2026-11-22T10:00:04+00:00  this studio  少一点摆动
              timing uikit-spring(damping: 0.4, velocity: 0.1) →
              uikit-spring(damping: 0.55, velocity: 0.1)
            """#
        ),
        (
            60, "simulate 弹簧 on 团队 --scroll \"to 4 over 1\" --table-height 200 --height 8 --canvas ascii", 9,
            #"""
            session session-1 run 1 · 弹簧@2 on 团队 · 5 rows × 44 pt,
              table 200 pt · policy first-screen · stagger row × 0.05s ·
              animation 1.000s
              time  row  name     animated  reason         delay    ends
            0.000s    0  弹簧     yes       first screen  0.000s  1.000s
            0.000s    1  王小明   yes       first screen  0.050s  1.050s
            0.000s    2  Привет…  yes       first screen  0.100s  1.100s
            0.000s    3  Zoë Ån…  yes       first screen  0.150s  1.150s
            0.000s    4  🎉 Par…  yes       first screen  0.200s  1.200s
            """#
        ),
        (
            60, "help simulate", 12,
            #"""
            simulate [ENTRANCE|REF] on DATASET [--scroll SCRIPT]
              [--policy P] [--stagger S] [--session NAME]
              [--row-height H] [--table-height H] [--viewport ROWS]
              [--format text|json|summary] [--canvas C] [--width W]
              [--height H] [--color WHEN]
              run a table view over a dataset: every willDisplay,
                whether it animated and why, and a timeline; records go
                to a preview session
              --scroll SCRIPT             what the finger does: to ROW
                                          [over S], by POINTS [over S],
                                          wait S, refresh, reverse,
                                          insert N at ROW
            """#
        )
    ]

    @Test func tablesAndHelpRenderExactly() throws {
        for (columns, command, lines, output) in Self.pinned {
            let studio = try Studio(columns: columns)
            var shown = studio.run(command).components(separatedBy: "\n")
            if let lines { shown = Array(shown.prefix(lines)) } else { shown.removeLast() }
            #expect(shown.joined(separator: "\n") == output, "\(command) at \(columns)")
        }
    }
}

import StudioREPL
import Testing

@Suite struct PlotCommandTests {
    func run(_ script: String, terminal: TerminalSettings = .plain) -> (Int32, String, String) {
        let transcript = Transcript()
        let status = transcript.run(script, terminal: terminal)
        return (status, transcript.stdout, transcript.stderr)
    }

    @Test func asciiPlotOfLinear() {
        let (status, out, err) = run("plot linear --canvas ascii --width 50 --height 12 --color never")
        #expect(status == 0 && err == "")
        #expect(
            out == """
                                   progress                       
                                                         settle   
                    +------------------------------------++       
                  1 +- - - - - - - - - - - - - - - - *****+ target
                    |                       **********   :|       
                0.5 +              **********            :|       
                    |     **********                     :|       
                  0 +******                              :|       
                    ++-----------------+-----------------++       
                   0 ms             500 ms            1000 ms     
                                     time                         
                    * linear                                      

                """)
    }

    @Test func everyLineHasTheRequestedWidthAndNoEscapesWithoutColour() {
        for canvas in ["braille", "block", "ascii"] {
            let (_, out, _) = run(
                "plot ease-in-out spring(duration: 0.5, bounce: 0.3) --canvas \(canvas) --width 72 --height 20")
            let lines = out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            #expect(lines.count == 20)
            #expect(lines.allSatisfy { $0.count == 72 }, "\(canvas)")
            #expect(!out.contains("\u{1B}"))
        }
    }

    @Test func colourFollowsTheTerminalAndTheFlag() {
        let tty = TerminalSettings(isTTY: true, columns: 100, rows: 30, autoColor: true, unicode: true)
        #expect(run("plot linear", terminal: tty).1.contains("\u{1B}["))
        #expect(!run("plot linear --color never", terminal: tty).1.contains("\u{1B}"))
        #expect(run("plot linear --color always").1.contains("\u{1B}["))
        // Without --width/--height the plot fills the terminal: 100 columns, 29 rows (one for the prompt).
        let lines = run("plot linear --color never", terminal: tty).1.split(separator: "\n")
        #expect(lines.count == 29 && lines.allSatisfy { $0.count == 100 })
    }

    @Test func noColorAndDumbTerminalsTurnAutoColourOff() {
        let noColor = TerminalSettings.detect(
            environment: ["NO_COLOR": "1", "LANG": "en_US.UTF-8"], isTTY: true, size: (90, 40))
        #expect(!noColor.autoColor && noColor.unicode && noColor.columns == 90)
        let dumb = TerminalSettings.detect(environment: ["TERM": "dumb"], isTTY: true, size: nil)
        #expect(!dumb.autoColor && !dumb.unicode && dumb.columns == 80)
        let piped = TerminalSettings.detect(environment: ["TERM": "xterm"], isTTY: false, size: (200, 50))
        #expect(!piped.autoColor && piped.columns == 80 && piped.rows == 24)
    }

    /// Unicode output when the locale's codeset is UTF-8, however it is spelled; LC_ALL over LC_CTYPE over LANG.
    @Test(arguments: [
        (["LANG": "C.UTF-8"], true), (["LANG": "en_US.utf8"], true), (["LANG": "de_DE.UTF-8@euro"], true),
        (["LANG": "C"], false), (["LANG": "en_US.ISO-8859-1"], false), (["LANG": "UTF"], false), ([:], false),
        (["LC_ALL": "C", "LANG": "C.UTF-8"], false), (["LC_ALL": "", "LC_CTYPE": "C.UTF-8", "LANG": "C"], true)
    ])
    func unicodeFollowsTheLocalesCodeset(_ environment: [String: String], _ unicode: Bool) {
        #expect(TerminalSettings.detect(environment: environment, isTTY: false, size: nil).unicode == unicode)
    }

    @Test func comparePrintsTheMetricsTableWithChanges() {
        let (status, out, _) = run("compare linear ease-in-out --canvas ascii --width 60 --height 12")
        #expect(status == 0)
        let table = out.split(separator: "\n").suffix(9).joined(separator: "\n")
        #expect(
            table == """
                metric                  1               2
                settle time (s)     0.999  0.977 (-0.022)
                overshoot (%)         0.0      0.0 (+0.0)
                oscillations            0          0 (+0)
                peak velocity (/s)   1.00    1.72 (+0.72)
                t50 (s)             0.500  0.500 (+0.000)
                duration (s)        1.000  1.000 (+0.000)
                1: linear
                2: ease-in-out
                """)
    }

    @Test func staggerTimelineStartsEachRowLater() {
        let (status, out, _) = run("plot --stagger fade --rows 3 --canvas ascii --width 44")
        #expect(status == 0)
        let rows = out.split(separator: "\n").filter { $0.hasPrefix("row ") }
        #expect(rows.count == 3)
        let starts = rows.map { row in
            row.firstIndex {
                $0 != " " && $0 != "·" && $0 != "." && $0 != "|" && $0 != "r" && $0 != "o" && $0 != "w" && !$0.isNumber
            }!
        }
        #expect(starts[0] < starts[1] && starts[1] < starts[2])
    }

    @Test(arguments: [
        (
            "plot fade --property nope",
            "error: fade has no property “nope”; expected opacity\n  plot fade --property nope\n                       ^^^^\n"
        ),
        (
            "plot linear --width 5",
            "error: --width must be a whole number from 20 to 2000, got “5”\n  plot linear --width 5\n                      ^\n"
        ),
        (
            "plot linear --canvas svg",
            "error: --canvas must be one of braille, block, ascii, got “svg”\n  plot linear --canvas svg\n                       ^^^\n"
        ),
        (
            "compare linear",
            "error: compare needs 2 to 8 CURVEs, got 1 (one preset alone compares its draft with its last version): usage: compare REF|CURVE CURVE… [--duration S] [--reduce-motion] [--fps N,N…] [--format text|json] [--canvas C] [--width W] [--height H] [--color WHEN] [--gesture SCRIPT|NAME] [--events SCRIPT|NAME] [--dataset NAME] [--card N] [--screen WxH] [--home-indicator]\n  compare linear\n          ^^^^^^\n"
        ),
        (
            "compare",
            "error: compare needs 2 to 8 CURVEs, got 0: usage: compare REF|CURVE CURVE… [--duration S] [--reduce-motion] [--fps N,N…] [--format text|json] [--canvas C] [--width W] [--height H] [--color WHEN] [--gesture SCRIPT|NAME] [--events SCRIPT|NAME] [--dataset NAME] [--card N] [--screen WxH] [--home-indicator]\n  compare\n  ^^^^^^^\n"
        ),
        (
            "compare linear linear linear linear linear linear linear linear ease-in",
            "error: compare takes 2 to 8 CURVEs, got 9: usage: compare REF|CURVE CURVE… [--duration S] [--reduce-motion] [--fps N,N…] [--format text|json] [--canvas C] [--width W] [--height H] [--color WHEN] [--gesture SCRIPT|NAME] [--events SCRIPT|NAME] [--dataset NAME] [--card N] [--screen WxH] [--home-indicator]\n  compare linear linear linear linear linear linear linear linear ease-in\n                                                                  ^^^^^^^\n"
        )
    ])
    func badPlotInput(_ script: String, _ expected: String) {
        let (status, out, err) = run(script)
        #expect(status == 1 && out == "")
        #expect(err == expected)
    }
}

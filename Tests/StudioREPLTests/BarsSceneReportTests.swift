import AnimationCore
import Simulation
import StudioREPL
import TerminalPlot
import Testing

/// The bars scene's text and JSON, exactly as `scene bars`, `play` and `compare` will print them.
@Suite struct BarsSceneReportTests {
    func report(_ script: String, label: String = "toolbar-swap@1", _ configuration: BarsConfiguration? = nil) throws
        -> BarsSceneReport
    {
        let result = BarsScene(try configuration ?? BarsConfiguration()).run(try BarsEventScript(parsing: script))
        return BarsSceneReport(label: label, result: result)
    }

    /// Literal lines end in "¶" so trailing spaces survive; the marker is dropped here.
    func text(_ literal: String) -> String {
        literal.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasSuffix("¶") ? String($0.dropLast()) : String($0) }.joined(separator: "\n")
    }

    @Test func headingNamesEverythingThatShapesTheScene() throws {
        #expect(
            try report("edit at 0, done at 0.1").heading
                == "toolbar-swap@1 · events “edit at 0, done at 0.1” · 0.2 s ease-in-out · screen 812 pt · bars 49 pt · completion guard off"
        )
        #expect(
            try report("edit", label: "a\u{1B}[2J", BarsConfiguration(barHeight: 83, completionGuard: true)).heading
                == "a\\e[2J · events “edit” · 0.2 s ease-in-out · screen 812 pt · bars 83 pt · completion guard on")
    }

    @Test func eventLogShowsTheIgnoredTapAndEveryStep() throws {
        #expect(
            try report("done, edit at 1").eventLog
                == [
                    " 0.000s  Done tapped in the normal state: ignored (the handler's guard does nothing)",
                    " 1.000s  Edit tapped: state normal → edit",
                    "           animation #1 tabBar.alpha 1 → 0: adds 1 → 0 over 0.2 s ease-in-out, ends at 1.200s",
                    "           set leftBarButtonItem = Done",
                    "           set plusBtn.isEnabled = false",
                    "           set plusBtn.tintColor = .clear",
                    "           animation #2 toolBar.frame.origin.y 812 → 763: adds 49 → 0 over 0.2 s ease-in-out, ends at 1.200s",
                    " 1.200s  animation #1 tabBar.alpha ends: completion(finished: true) sets tabBar.isHidden = true",
                    "         animation #2 toolBar.frame.origin.y ends (no completion block)"
                ].joined(separator: "\n"))
    }

    @Test func notesOfTheIssuesCase() throws {
        #expect(
            try report("edit at 0, done at 0.1").noteLines == [
                "note: the tool bar turned back 12.7 pt short of y 763 (raised): it got to y 775.7 at 0.150s",
                "note: the tab bar is hidden while the state is normal from 0.200s to 0.300s: a fade-out completion hid it after Done",
                "note: at 0.200s a completion hid the tab bar at alpha 0.500: it vanished instead of fading",
                "at rest from 0.300s: state normal, tab bar shown, tool bar at y 812, button Edit, + enabled"
            ])
    }

    @Test func notesOfThreeQuickToggles() throws {
        #expect(
            try report("edit at 0, done at 0.05, edit at 0.1").noteLines == [
                "note: at 0.200s a completion hid the tab bar at alpha 0.371: it vanished instead of fading",
                "note: a stale completion showed the tab bar in the edit state at alpha 0.129 from 0.250s to 0.300s",
                "at rest from 0.300s: state edit, tab bar hidden, tool bar at y 763, button Done, + disabled"
            ])
    }

    @Test func notesOfASpring() throws {
        let spring = try BarsConfiguration(duration: 0.5, timing: .uikitSpring(dampingRatio: 0.5, velocity: 0))
        #expect(
            try report("edit at 0, done at 0.1", spring).noteLines == [
                "note: the tool bar overshot its place by 3.1 pt at 0.109s: a gap shows below it",
                "note: the tab bar is hidden while the state is normal from 0.500s to 0.600s: a fade-out completion hid it after Done",
                "note: at 0.500s a completion hid the tab bar at alpha 1.000: it vanished instead of fading",
                "at rest from 0.600s: state normal, tab bar shown, tool bar at y 812, button Edit, + enabled"
            ])
    }

    @Test func tabBarPlot() throws {
        #expect(
            try report("edit at 0, done at 0.1").tabBarPlot(width: 60, height: 10, canvas: .ascii, color: .none)
                == text(
                    """
                                               tab bar                          ¶
                       edit             done                                    ¶
                      ++----------------+--------------------------------------+¶
                    1 +ooooooooooooo    :                      ************oooo|¶
                      |:           ooooooooooooooooooooooo******           o   |¶
                    0 +:                :                ooooooooooooooooooo   |¶
                      ++----------------+----------------+-----------------+---+¶
                     0 ms            100 ms           200 ms            300 ms  ¶
                                                 time                           ¶
                      * alpha (presentation)   o visible (0 while hidden)       ¶
                    """))
    }

    @Test func jsonHasEventsAndFramesWithExactNumbers() throws {
        let json = try report("done, edit at 1", label: "x").json(frames: [1.1])
        #expect(
            json.compact
                == #"{"barHeight":49,"completionGuard":false,"duration":0.2,"events":[{"kind":"ignored","state":"normal","tap":"done","time":0},{"from":"normal","kind":"tap","tap":"edit","time":1,"to":"edit"},{"duration":0.2,"end":1.2,"from":1,"id":1,"kind":"animation","offset":1,"property":"tabBar.alpha","time":1,"timing":"ease-in-out","to":0},{"kind":"set","sets":"leftBarButtonItem = Done","time":1},{"kind":"set","sets":"plusBtn.isEnabled = false","time":1},{"kind":"set","sets":"plusBtn.tintColor = .clear","time":1},{"duration":0.2,"end":1.2,"from":812,"id":2,"kind":"animation","offset":49,"property":"toolBar.frame.origin.y","time":1,"timing":"ease-in-out","to":763},{"completion":true,"finished":true,"id":1,"kind":"end","property":"tabBar.alpha","sets":"tabBar.isHidden = true","skipped":false,"time":1.2},{"completion":false,"finished":true,"id":2,"kind":"end","property":"toolBar.frame.origin.y","sets":null,"skipped":false,"time":1.2}],"frames":[{"button":"Done","plusEnabled":false,"plusTint":"clear","state":"edit","tabBarAlpha":0.4999999999999992,"tabBarHidden":false,"tabBarModelAlpha":0,"tabBarVisible":0.4999999999999992,"time":1.1,"toolBarAlpha":1,"toolBarModelY":763,"toolBarY":787.5}],"notes":[{"text":"at rest from 1.200s: state edit, tab bar hidden, tool bar at y 763, button Done, + disabled","time":1.2}],"preset":"x","rest":1.2,"screenHeight":812,"script":"done, edit at 1","timing":"ease-in-out"}"#
        )
        guard case .object(let without) = try report("edit").json() else {
            Issue.record("not an object")
            return
        }
        #expect(without["frames"] == nil)
    }

    @Test func compareShowsTheGuardRemovingTheStaleHide() throws {
        let a = try report("edit at 0, done at 0.1")
        let b = try report("edit at 0, done at 0.1", label: "toolbar-swap@2", BarsConfiguration(completionGuard: true))
        let text = BarsSceneReport.compare(a, b, width: 60, plotHeight: 10, canvas: .ascii, color: .none)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "A: " + a.heading)
        #expect(lines[1] == "B: " + b.heading)
        let table = [
            "                                         A  B",
            "at rest from                        0.300s  0.300s",
            "tab bar hidden in the normal state  0.100s  no",
            "tab bar vanished while showing        once  no",
            "tab bar shown in the edit state         no  no",
            "tool bar stopped short                once  once",
            "tool bar overshoot                      no  no"
        ]
        #expect(lines.firstIndex(of: table[0]).map { Array(lines[$0..<$0 + table.count]) } == table)
        #expect(Array(lines.suffix(6)) == a.noteLines.map { "A: " + $0 } + b.noteLines.map { "B: " + $0 })
        guard case .object(let both) = BarsSceneReport.compareJSON(a, b) else {
            Issue.record("not an object")
            return
        }
        #expect(both["a"] == a.json() && both["b"] == b.json())
    }

    @Test func playFrameIsACaptionOverTheBottomOfTheScreen() throws {
        let report = try report("edit at 0, done at 0.1")
        let renderer = BarsFrameRenderer(columns: 40, lines: 6)
        #expect(
            report.caption(report.result.frame(at: 0.15))
                == "toolbar-swap@1 · t = 0.150s of 0.300s · state normal · Edit · + enabled · tab bar alpha 0.258 · tool bar y 775.7"
        )
        #expect(
            report.caption(report.result.frame(at: 0.25))
                == "toolbar-swap@1 · t = 0.250s of 0.300s · state normal · Edit · + enabled · tab bar hidden (alpha 0.871) · tool bar y 805.7"
        )
        #expect(
            report.playFrame(at: 0.15, renderer: renderer)
                == report.caption(report.result.frame(at: 0.15)) + "\n"
                + renderer.render(report.result.frame(at: 0.15), configuration: report.result.configuration))
    }
}

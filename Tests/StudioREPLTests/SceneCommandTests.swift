import Foundation
import StudioStore
import Testing

@testable import StudioREPL

/// The scene verbs, saved scripts, scene playback and comparison, as transcripts.
@Suite struct SceneCommandTests {
    func studio() throws -> PresetCommandTests.Studio {
        let studio = try PresetCommandTests.Studio()
        try DemoLoader.load(into: studio.session.requireStore(), at: "2026-11-22T09:00:00.000Z")
        return studio
    }

    @Test func theBarsShowTheStaleHideWithItsTimes() throws {
        let studio = try studio()
        let (status, out, err) = studio.run("scene bars toolbar-swap --events \"edit at 0, done at 0.1\" --width 60")
        #expect(status == 0 && err == "")
        #expect(out.contains("hidden"))
        #expect(out.contains("0.2") && out.contains("0.3"))
        let json = studio.run("scene bars toolbar-swap --events \"edit at 0, done at 0.1\" --format json --at 0.25").1
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
        let frame = (object["frames"] as! [[String: Any]])[0]
        #expect(frame["tabBarHidden"] as? Bool == true)
    }

    @Test func theCardNotesATapMidFlight() throws {
        let studio = try studio()
        let (status, out, _) = studio.run(
            "scene card card-expand on demo-cities --gesture \"tap, wait 0.1, tap\" --width 70")
        #expect(status == 0)
        #expect(out.hasPrefix("card-expand on demo-cities under “tap, wait 0.1, tap”\n"))
        #expect(out.contains("note: The tap at 0.1 s added expand animations to a running animator"))
        #expect(out.contains("state and screen disagree"))
    }

    @Test func savedGesturesAreUsedByName() throws {
        let studio = try studio()
        #expect(
            studio.run("gesture save flick \"tap, wait 0.1, pan -150 over 0.15 release -900\"").1
                == "saved gesture “flick”: tap, wait 0.1, pan -150 over 0.15 release -900\n")
        #expect(studio.run("gestures").1.hasPrefix("name   script"))
        let byName = studio.run("scene card card-expand --gesture flick --format json").1
        let typed = studio.run(
            "scene card card-expand --gesture \"tap, wait 0.1, pan -150 over 0.15 release -900\" --format json"
        ).1
        #expect(byName == typed && !byName.isEmpty)
        #expect(
            studio.run("gesture save flick \"tap\"").2.hasPrefix(
                "error: gesture script “flick” already exists; delete it first or save again with --force\n"))
        #expect(studio.run("gesture save flick \"tap\" --force").0 == 0)
        #expect(studio.run("gesture delete flick").1 == "deleted gesture “flick”\n")
        #expect(studio.run("event save quick \"edit at 0, done at 0.1\"").0 == 0)
        #expect(studio.run("events").1.contains("quick  edit at 0, done at 0.1"))
    }

    @Test func badScriptsPointInsideTheValue() throws {
        let studio = try studio()
        let err = studio.run("gesture save bad \"tap, jump 3\"").2
        #expect(
            err == """
                error: unknown gesture “jump”; expected tap [at T], pan DY over S [release VY], swipe DX over S, close, wait S
                  gesture save bad "tap, jump 3"
                                         ^^^^

                """)
        #expect(
            studio.run("scene bars toolbar-swap --gesture tap").2.hasPrefix(
                "error: --gesture does not apply to scene bars"))
        #expect(
            studio.run("scene card fade").2.hasPrefix(
                "error: fade is a fade animation; this scene replays card-expand and presets made from it\n"))
        #expect(
            studio.run("scene card card-expand on demo-team").2.hasPrefix(
                "error: dataset “demo-team” holds members; the cards show cities"))
        #expect(studio.run("scene card card-expand --screen 10x10").2.hasPrefix("error: --screen must be WIDTHxHEIGHT"))
    }

    @Test func playDrawsTheScenesAtChosenTimes() throws {
        let studio = try studio()
        let card = studio.run("play card-expand on demo-cities --at 0,0.4 --width 40 --height 16").1
        #expect(card.hasPrefix("card-expand on demo-cities · t = 0.000s of 0.900s\n"))
        #expect(card.contains("Reykjavík"))
        let bars = studio.run("play toolbar-swap --events \"edit at 0\" --at 0.3 --width 50 --height 24").1
        #expect(bars.contains("Action"))
        #expect(studio.run("play fade --at 0").2.hasPrefix("error: a table needs a dataset"))
    }

    @Test func compareReplaysTwoVersionsUnderOneScript() throws {
        let studio = try studio()
        _ = studio.run(
            "new calm from card-expand; set timing spring(mass: 1, stiffness: 2, damping: 0.2, velocity: 0); commit")
        let out = studio.run("compare card-expand calm --gesture tap --width 70").1
        #expect(
            out.hasSuffix(
                "version      at rest (s)  state     on screen\ncard-expand  0.3          expanded  expanded\ncalm@2       69.762436    expanded  expanded\n"
            ))
        _ = studio.run("new guarded from toolbar-swap; set completion-guard 1; commit")
        let bars = studio.run("compare toolbar-swap guarded --events \"edit at 0, done at 0.1\" --width 70")
        #expect(bars.0 == 0 && bars.1.contains("guarded@2"))
    }
}

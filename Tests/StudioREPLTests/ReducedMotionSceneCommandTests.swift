import Foundation
import StudioStore
import Testing

@testable import StudioREPL

/// `scene` and `play` of the card and bars with an `instant` or `cross-fade` variant, and
/// `compare CURVE --fps 60,120`: the frames as the commands print them.
@Suite struct ReducedMotionSceneCommandTests {
    func studio() throws -> PresetCommandTests.Studio {
        let studio = try PresetCommandTests.Studio()
        try DemoLoader.load(into: studio.session.requireStore(), at: "2026-11-22T09:00:00.000Z")
        return studio
    }

    /// (tool bar y, tool bar alpha, tab bar visibility, tab bar hidden) of each frame `scene bars --format json` prints.
    func barsFrames(_ studio: PresetCommandTests.Studio, _ line: String) throws -> [[Double]] {
        let (status, out, err) = studio.run(line)
        #expect(status == 0 && err == "", "\(err)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
        let frames = try #require(object["frames"] as? [[String: Any]])
        return frames.map { frame in
            [
                frame["toolBarY"] as? Double ?? .nan, frame["toolBarAlpha"] as? Double ?? .nan,
                frame["tabBarVisible"] as? Double ?? .nan, (frame["tabBarHidden"] as? Bool ?? false) ? 1 : 0
            ]
        }
    }

    func close(_ a: [[Double]], _ b: [[Double]]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { x, y in zip(x, y).allSatisfy { abs($0 - $1) < 1e-9 } }
    }

    @Test func theBarsDissolveInPlaceWithACrossFadeAndJumpWithInstant() throws {
        let studio = try studio()
        _ = studio.run("new bars from toolbar-swap; set reduced-motion cross-fade(duration: 0.2, timing: linear)")
        let faded = try barsFrames(
            studio, "scene bars bars@draft --reduce-motion --format json --at 0,0.1,0.2,1.1,1.2")
        #expect(
            close(
                faded,
                [[763, 0, 1, 0], [763, 0.5, 0.5, 0], [763, 1, 0, 1], [763, 0.5, 0.5, 0], [812, 1, 1, 0]]), "\(faded)")
        // Without --reduce-motion the same preset slides (half way by ease-in-out's symmetry at 0.1).
        let full = try barsFrames(studio, "scene bars bars@draft --format json --at 0.1")
        #expect(close(full, [[787.5, 1, 0.5, 0]]), "\(full)")
        #expect(
            studio.run("play bars@draft --reduce-motion --at 0.1 --width 40 --height 12").1.hasPrefix(
                "bars@draft (reduce motion) · t = 0.100s of 1.200s · state edit · Done · + disabled · tab bar alpha 0.500 · tool bar y 763.0 alpha 0.500\n"
            ))
        _ = studio.run("set reduced-motion instant")
        let instant = try barsFrames(studio, "scene bars bars@draft --reduce-motion --format json --at 0,0.5,1")
        #expect(close(instant, [[763, 1, 0, 1], [763, 1, 0, 1], [812, 1, 1, 0]]), "\(instant)")
    }

    @Test func theCardExpandsAtOnceWithAnInstantVariant() throws {
        let studio = try studio()
        _ = studio.run("new card from card-expand; set reduced-motion instant")
        let (status, out, err) = studio.run("play card@draft --reduce-motion --at 0,0.7 --width 40 --height 14")
        #expect(status == 0 && err == "")
        #expect(
            out == """
                card@draft (reduce motion) on demo-cities · t = 0.000s of 0.600s
                ┌──────────────────────────────────────┐
                │ Reykjavík                          ✕ │
                │ Colourful roofs, a harbour and long… │
                │                                      │
                │                                      │
                │                                      │
                │                                      │
                │                                      │
                │                                      │
                │                                      │
                │                                      │
                │                                      │
                └──────────────────────────────────────┘

                card@draft (reduce motion) on demo-cities · t = 0.700s of 0.600s
                \(String(repeating: " ", count: 40))
                \(String(repeating: " ", count: 40))
                \(String(repeating: " ", count: 40))
                       ╭────────────────────────╮       
                       │ Reykjavík              │   ▒▒▒▒
                       │                        │   ▒   
                       │                        │   ▒   
                       │                        │   ▒   
                       │                        │   ▒▒▒▒
                       ╰────────────────────────╯       
                \(String(repeating: " ", count: 40))
                \(String(repeating: " ", count: 40))
                \(String(repeating: " ", count: 40))

                """)
    }

    @Test func theCardsLabelsFadeWhileTheCardJumps() throws {
        let studio = try studio()
        _ = studio.run("new card from card-expand; set reduced-motion cross-fade(duration: 0.2, timing: linear)")
        let (_, out, err) = studio.run("scene card card@draft --reduce-motion --format json --at 0.1,0.7")
        #expect(err == "")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
        let frames = try #require(object["frames"] as? [[String: Any]])
        let columns = ["frame.width", "frame.height", "corner-radius", "description.opacity", "close.opacity"]
        let values = frames.map { frame in columns.map { frame[$0] as? Double ?? .nan } }
        #expect(close(values, [[390, 844, 0, 0.5, 0.5], [250, 350, 6, 0.5, 0.5]]), "\(values)")
        #expect(object["restTime"] as? Double == 0.8)
    }

    @Test func compareShowsOneCurveFrameByFrameAtTwoRates() throws {
        let studio = try studio()
        let (status, out, err) = studio.run(
            "compare linear --duration 0.05 --fps 60,120 --canvas ascii --width 60 --height 10 --color never")
        #expect(status == 0 && err == "")
        #expect(out.contains("* 60 Hz   o 120 Hz"))
        #expect(
            out.hasSuffix(
                """
                t (s)                 60 Hz         120 Hz
                0.0000               0.0000         0.0000
                0.0083                    ·         0.1667
                0.0167               0.3333         0.3333
                0.0250                    ·         0.5000
                0.0333               0.6667         0.6667
                0.0417                    ·         0.8333
                0.0500               1.0000         1.0000
                largest jump         33.3 %         16.7 %
                between (s)   0.0000–0.0167  0.0000–0.0083
                ·: no new frame at that time; the display still shows its last one
                curve: linear

                """))
    }

    @Test func compareFlagsAFastSpringAndTakesAVariant() throws {
        let studio = try studio()
        let fast = studio.run("compare spring(mass: 1, stiffness: 3000, damping: 85) --fps 60,120 --width 60").1
        #expect(fast.contains("largest jump         37.2 %         19.5 %\n"))
        #expect(
            fast.contains(
                "note: a 60 Hz frame skips more than a third of the travel (37.2 % between 0.0167 and 0.0333 s)\n"
                    + "note: a 120 Hz frame skips more than a sixth of the travel (19.5 % between 0.0167 and 0.0250 s)\n"
            ))
        let variant = studio.run("compare fade --fps 30,60,120 --reduce-motion --width 60").1
        #expect(variant.contains("largest jump         26.8 %         14.1 %          7.2 %\n"))
        #expect(variant.hasSuffix("curve: fade (reduce motion)\n"))
    }

    @Test func compareRefusesWhatFpsCannotShow() throws {
        let studio = try studio()
        #expect(
            studio.run("compare fade ease-in --fps 30,60").2
                == "error: compare --fps shows one curve at several frame rates; give one CURVE, got 2\n  compare fade ease-in --fps 30,60\n               ^^^^^^^\n"
        )
        for rates in ["60", "60,60", "0,60", "60,241", "60,x", "30,60,80,120,240"] {
            let err = studio.run("compare fade --fps \(rates)").2
            #expect(
                err.hasPrefix(
                    "error: --fps takes 2 to 4 different frame rates separated by commas, each a whole number from 1 to 240 (such as 60,120); got “\(rates)”\n"
                ), "\(rates): \(err)")
        }
        #expect(
            studio.run("compare linear --fps 60,120 --reduce-motion").2.hasPrefix(
                "error: --reduce-motion applies to templates and presets; “linear” is a timing with no reduced-motion variant"
            ))
    }
}

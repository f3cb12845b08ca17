import Foundation
import StudioREPL
import StudioTestSupport
import Testing

/// `fit` through the command language (issue 32): targets, samples from `sample`, and `set`.
@Suite struct FitCommandTests {
    @Test func targetsGiveAnExpressionSetTakes() throws {
        let studio = try PresetCommandTests.Studio()
        let out = studio.run("fit uikit-spring --overshoot 10% --t50 0.1").1
        #expect(
            out == """
                timing         uikit-spring(damping: 0.5912, velocity: 0)
                duration       0.8253 s
                overshoot      9.997 % (target 10 %)
                settle         0.7484 s
                t50            0.1 s (target 0.1 s)
                peak-velocity  6.797 /s
                set timing uikit-spring(damping: 0.5912, velocity: 0) duration 0.8253

                """)
        let setLine = try #require(out.split(separator: "\n").last)
        #expect(studio.run("new bounce from move-up-bounce").0 == 0)
        #expect(
            studio.run(String(setLine)).1
                == "bounce@draft  duration 1 → 0.8253, timing uikit-spring(damping: 0.4, velocity: 0.1) → uikit-spring(damping: 0.5912, velocity: 0)\n"
        )
        #expect(studio.run("metrics --format json").1.contains("\"t50\": 0.10000378958105845"))
    }

    @Test func aPeersKindAnswersInThatPeersOwnParameters() throws {
        let studio = try PresetCommandTests.Studio()
        let out = studio.run("fit reanimated-spring --overshoot 8% --settle 0.45").1
        #expect(
            out == """
                timing         reanimated-spring(mass: 1, stiffness: 522.6, damping: 28.65, velocity: 0)
                overshoot      7.997 % (target 8 %)
                settle         0.45 s (target 0.45 s)
                t50            0.06019 s
                peak-velocity  11.14 /s
                duration       0.6667 s
                set timing reanimated-spring(mass: 1, stiffness: 522.6, damping: 28.65, velocity: 0)

                """)
        let setLine = try #require(out.split(separator: "\n").last)
        #expect(studio.run("new bounce from move-up-bounce").0 == 0)
        let applied = studio.run(String(setLine))
        #expect(applied.0 == 0)
        #expect(
            applied.1.hasSuffix(
                "bounce@draft  timing uikit-spring(damping: 0.4, velocity: 0.1) → reanimated-spring(mass: 1, stiffness: 522.6, damping: 28.65, velocity: 0)\n"
            ))
        #expect(studio.run("metrics --format json").1.contains("\"overshoot\": 0.0799"))
    }

    @Test func samplesFromSampleAreFitWithTheirResidual() throws {
        let studio = try PresetCommandTests.Studio()
        let csv = studio.run("sample spring(duration: 0.4, bounce: 0.2) --samples 40").1
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("animstudio-\(UUID()).csv").path
        try csv.write(toFile: path, atomically: true, encoding: .utf8)
        let out = studio.run("fit spring-bounce --to \(path)").1
        #expect(out.hasPrefix("timing         spring(duration: 0.4, bounce: 0.2)\n"))
        #expect(out.hasSuffix("set timing spring(duration: 0.4, bounce: 0.2)\n"))
        let bad = FileManager.default.temporaryDirectory.appendingPathComponent("animstudio-\(UUID()).csv").path
        try "t,progress\n0,0\n0.1,x\n".write(toFile: bad, atomically: true, encoding: .utf8)
        #expect(
            studio.run("fit spring --to \(bad)").2
                == "error: “\(bad)”: line 3: progress must be a finite number, got “x”\n")
    }

    /// Newcomer finding 30: one target for a two-parameter kind used to leave the other anywhere
    /// (`duration 6.513 s`, stiffness 4.344 settling in 4.9 s, a Bézier that sagged from 0.83 to 0.74).
    @Test func oneTargetMovesOneParameterAndSaysWhichWereHeld() throws {
        let studio = try PresetCommandTests.Studio()
        #expect(
            studio.run("fit uikit-spring --overshoot 8%").1 == """
                timing         uikit-spring(damping: 0.6266, velocity: 0)
                duration       0.5 s
                held           duration 0.5 (typical; no target sets it)
                overshoot      7.999 % (target 8 %)
                settle         0.4818 s
                t50            0.06445 s
                peak-velocity  10.41 /s
                set timing uikit-spring(damping: 0.6266, velocity: 0) duration 0.5

                """)
        #expect(
            studio.run("fit spring --overshoot 8").1 == """
                timing         spring(mass: 1, stiffness: 402.5, damping: 25.14, velocity: 0)
                held           damping 25.14 (typical; no target sets it)
                overshoot      8.002 % (target 8 %)
                settle         0.5128 s
                t50            0.06859 s
                peak-velocity  9.781 /s
                duration       0.5965 s
                set timing spring(mass: 1, stiffness: 402.5, damping: 25.14, velocity: 0)

                """)
        #expect(
            studio.run("fit cubic --t50 0.2").1 == """
                timing         cubic(0.42, 0, 0.58, 1)
                duration       0.4 s
                held           x1 0.42, y1 0, x2 0.58, y2 1 (typical; no target sets them)
                overshoot      0 %
                settle         0.3908 s
                t50            0.2 s (target 0.2 s)
                peak-velocity  4.31 /s
                set timing cubic(0.42, 0, 0.58, 1) duration 0.4

                """)
        let json = studio.run("fit uikit-spring --overshoot 8% --format json").1
        #expect(json.contains("\"held\": {\n    \"duration\": 0.5\n  },"))
        #expect(json.contains("\"dip\": 0,"))
    }

    @Test func samplesThatSagBeforeReachingOneShowTheDip() throws {
        let studio = try PresetCommandTests.Studio()
        let sampled = studio.run("sample cubic(0.3819, 1.641, 0.649, 0.1867) --duration 1.375 --samples 40")
        #expect(
            sampled.2
                == "warning: cubic(0.3819, 1.641, 0.649, 0.1867) falls back from 0.8271 to 0.7312 before it reaches 1 (overshoot counts only progress past 1)\n"
        )
        let csv = sampled.1
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("animstudio-\(UUID()).csv").path
        try csv.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(
            studio.run("fit cubic --to \(path)").1 == """
                timing         cubic(0.3819, 1.641, 0.649, 0.1867)
                duration       1.375 s
                overshoot      0 %
                settle         1.374 s
                t50            0.2001 s
                peak-velocity  3.125 /s
                dip            9.588 % (progress falls back before reaching 1)
                residual       rms 0, largest 0
                set timing cubic(0.3819, 1.641, 0.649, 0.1867) duration 1.375

                """)
        // Going below 0 first (ease-in-back) is drawn on purpose: no warning.
        #expect(studio.run("metrics cubic(0.36, 0, 0.66, -0.56) --duration 1").2 == "")
    }

    @Test func refusalsAreOneLine() throws {
        let studio = try PresetCommandTests.Studio()
        #expect(
            studio.run("fit uikit-spring --overshoot 99%").2
                == "error: uikit-spring cannot meet --overshoot 99 %: the closest, uikit-spring(damping: 0.01, velocity: 0) over 0.06235 s, reaches overshoot 96.91 %\n"
        )
        #expect(
            studio.run("fit cubic").2
                == "error: fit needs targets (--overshoot, --settle, --t50, --peak-velocity, --duration) or samples (--to FILE)\n"
        )
        #expect(studio.run("fit spring --to x.csv --t50 0.2").2 == "error: --to fits samples; leave out --t50\n")
        #expect(
            studio.run("fit spring --overshoot 120%").2.hasPrefix(
                "error: --overshoot must be between 0 and 100, got 120\n"))
    }
}

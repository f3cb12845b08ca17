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

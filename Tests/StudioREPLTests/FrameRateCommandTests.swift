import AnimationCore
import Foundation
import StudioREPL
import StudioStore
import StudioTestSupport
import Testing

/// `--fps`: frames at a display's vsync times, and `metrics`' largest jump between two frames.
@Suite struct FrameRateCommandTests {
    @Test(arguments: [60, 80, 120])
    func sampleGivesOneRowPerVsync(rate: Int) throws {
        let studio = try PresetCommandTests.Studio()
        let (status, out, err) = studio.run("sample move-up-bounce --fps \(rate)")
        #expect(status == 0, "\(err)")
        let rows = out.split(separator: "\n").dropFirst().map { $0.split(separator: ",") }
        #expect(out.hasPrefix("frame,t,translation.y\n"))
        // 1 s of animation: frames 0 … rate, frame k at k / rate s (printed to the picosecond).
        #expect(rows.count == rate + 1)
        for (k, row) in rows.enumerated() {
            #expect(Int(row[0]) == k)
            let expected = (Double(k) / Double(rate) * 1e12).rounded() / 1e12
            #expect(Double(row[1]) == expected, "frame \(k)")
        }
        #expect(rows.last?[2] == "0")
    }

    @Test func aRateOutsideTheDisplaysRangeOrBesideSamplesIsRefused() throws {
        let studio = try PresetCommandTests.Studio()
        #expect(studio.run("sample fade --fps 241").2.hasPrefix("error: --fps must be"))
        #expect(
            studio.run("sample fade --fps 60 --samples 4").2.hasPrefix(
                "error: --samples and --fps both choose the times; give one of them\n"))
    }

    @Test func simulatedWillDisplayCallsLandOnFrames() throws {
        let studio = try TemporaryStudio("fps")
        let database = URL(fileURLWithPath: studio.database)
        let script = "simulate fade on demo-team --table-height 100 --scroll \"by 150 over 0.37\" --format json"
        let exact = try ProgramRun(["-c", script], database: database.path)
        let framed = try ProgramRun(["-c", script + " --fps 60"], database: database.path)
        func times(_ text: String) -> [Double] {
            text.split(separator: "\n").compactMap { line -> Double? in
                guard let range = line.range(of: "\"time\": ") else { return nil }
                return Double(line[range.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: ", ")))
            }
        }
        let (before, after) = (times(exact.stdout), times(framed.stdout))
        #expect(before.count == after.count && before.count > 3, "\(exact.stdout)")
        let offFrame = before.filter { t in abs(t * 60 - (t * 60).rounded()) > 1e-6 }
        #expect(!offFrame.isEmpty)
        for (t, framedT) in zip(before, after) {
            // The layout pass of the first frame at or after the moment the row enters.
            let frame: Double = (t * 60 - 1e-9).rounded(.up) / 60
            #expect(abs(framedT - frame) < 1e-12, "willDisplay at \(t) → \(framedT)")
        }
    }

    @Test func metricsGiveTheLargestJumpAt60And120Hz() throws {
        let studio = try PresetCommandTests.Studio()
        let out = studio.run("metrics move-up-bounce").1
        #expect(
            out.hasSuffix(
                """
                  jump 60 Hz   6.63 pt (15.1 % of the 44 pt translation.y) between 0.0667 and 0.0833 s
                  jump 120 Hz  3.34 pt (7.6 % of the 44 pt translation.y) between 0.0750 and 0.0833 s

                """))
        let fast = studio.run("metrics spring(mass: 1, stiffness: 3000, damping: 85, velocity: 0)").1
        #expect(fast.contains("  note: a 60 Hz frame skips more than a third of the travel (37.2 %"))
        #expect(fast.contains("  note: a 120 Hz frame skips more than a sixth of the travel (19.5 %"))
        let slow = studio.run("metrics spring(mass: 1, stiffness: 100, damping: 15, velocity: 0)").1
        #expect(slow.contains("  jump 60 Hz   7.3 % of the progress"))
        #expect(!slow.contains("note: a"))
    }
}

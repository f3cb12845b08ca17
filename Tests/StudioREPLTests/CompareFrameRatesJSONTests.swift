import AnimationCore
import Foundation
import Testing

@testable import StudioREPL

/// `compare CURVE --fps 60,120 --format json`: the frames of each rate and its largest jump as
/// data, in the shapes `sample --fps` and `metrics` give them.
@Suite struct CompareFrameRatesJSONTests {
    @Test func theFramesAndJumpsOfEachRateExactly() throws {
        let studio = try PresetCommandTests.Studio()
        let (status, out, err) = studio.run("compare linear --duration 0.03 --fps 30,60 --format json")
        #expect(status == 0 && err == "")
        #expect(
            out == """
                {
                  "duration": 0.03,
                  "fps": [
                    30,
                    60
                  ],
                  "frameJumps": {
                    "30": {
                      "from": 0,
                      "share": 1,
                      "skips": true,
                      "to": 0.03333333333333333
                    },
                    "60": {
                      "from": 0,
                      "share": 0.5555555555555556,
                      "skips": true,
                      "to": 0.016666666666666666
                    }
                  },
                  "frames": {
                    "30": [
                      {
                        "frame": 0,
                        "progress": 0,
                        "t": 0
                      },
                      {
                        "frame": 1,
                        "progress": 1,
                        "t": 0.03333333333333333
                      }
                    ],
                    "60": [
                      {
                        "frame": 0,
                        "progress": 0,
                        "t": 0
                      },
                      {
                        "frame": 1,
                        "progress": 0.5555555555555556,
                        "t": 0.016666666666666666
                      },
                      {
                        "frame": 2,
                        "progress": 1,
                        "t": 0.03333333333333333
                      }
                    ]
                  },
                  "reduceMotion": false,
                  "timing": "linear"
                }

                """)
        // Independently: frame k of rate r is at k / r s; a 0.03 s linear curve is at t / 0.03 there.
        #expect(1.0 / 60 == 0.016666666666666666 && (1.0 / 60) / 0.03 == 0.5555555555555556)
    }

    /// The same numbers the text table prints (to 4 places), and a preset's variant named as typed.
    @Test func aPresetsVariantAsDataMatchesTheTable() throws {
        let studio = try PresetCommandTests.Studio()
        _ = studio.run("new fader from fade")
        let line = "compare fader --reduce-motion --fps 120,60"
        let (status, out, err) = studio.run(line + " --format json")
        #expect(status == 0 && err == "", "\(err)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
        #expect(object["reference"] as? String == "fader@1")
        #expect(object["reduceMotion"] as? Bool == true)
        #expect(object["timing"] as? String == "ease-in-out")
        #expect(object["duration"] as? Double == 0.2)
        #expect(object["fps"] as? [Int] == [120, 60])
        let frames = try #require(object["frames"] as? [String: [[String: Double]]])
        #expect(frames["60"]?.count == 13 && frames["120"]?.count == 25)
        // Each 60 Hz frame is every other 120 Hz frame, at the same time with the same progress.
        for (index, frame) in (frames["60"] ?? []).enumerated() {
            #expect(frame["frame"] == Double(index))
            // (Foundation's JSON reader on Linux may miss the last bit; the text printed is exact above.)
            #expect(abs((frame["t"] ?? .nan) - Double(index) / 60) < 1e-15)
            #expect(frames["120"]?[index * 2]["progress"] == frame["progress"])
        }
        let jumps = try #require(object["frameJumps"] as? [String: [String: Any]])
        #expect(jumps["60"]?["skips"] as? Bool == false)
        #expect(jumps["120"]?["skips"] as? Bool == false)
        // The text's table: each row's progress and the largest jumps, rounded as it rounds them.
        let text = studio.run(line).1
        for frame in frames["60"] ?? [] {
            let t = NumberFormat.fixed(frame["t"] ?? .nan, 4)
            let progress = NumberFormat.fixed(frame["progress"] ?? .nan, 4)
            #expect(text.contains("\n\(t) ") && text.contains(" \(progress)"), "\(t) \(progress)")
        }
        let shares = ["120", "60"].map { NumberFormat.fixed(((jumps[$0]?["share"] as? Double) ?? .nan) * 100, 1) }
        #expect(text.contains("largest jump") && text.contains("\(shares[0]) %") && text.contains("\(shares[1]) %"))
        #expect(text.hasSuffix("curve: fader@1 (reduce motion)\n"))
    }

    @Test func jsonIsForTheFramesOnly() throws {
        let studio = try PresetCommandTests.Studio()
        #expect(
            studio.run("compare linear ease-in --format json").2
                == "error: --format json applies to compare --fps (one curve's frames at several rates); the overlay and its metrics table are text\n  compare linear ease-in --format json\n                                  ^^^^\n"
        )
        #expect(studio.run("compare linear ease-in --format text").0 == 0)
        #expect(
            studio.run("compare linear --fps 60,120 --format yaml").2.hasPrefix(
                "error: --format must be one of text, json, got “yaml”\n"))
    }
}

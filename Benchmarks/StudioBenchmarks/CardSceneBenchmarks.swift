// swift-format-ignore-file: NeverForceUnwrap

// A benchmark's set-up failing must stop the run (there is no test to record an issue in).
import AnimationCore
import Benchmark
import Simulation

/// A 10-minute gesture script of 1,000 gestures (taps, the close button, drags that complete, turn
/// back or are released still, swipes both ways, mid-flight taps) replayed on the card scene, then
/// every property evaluated at 120 frames per second (72,000 frames).
func cardSceneBenchmarks() {
    let cycle = [
        "tap", "wait 0.5", "close", "wait 0.5", "pan -150 over 0.25", "wait 0.35", "pan 100 over 0.2 release 0",
        "wait 0.4",
        "pan -30 over 0.1 release 300", "wait 0.4", "swipe -200 over 0.2", "wait 0.8", "swipe 200 over 0.2", "wait 0.8",
        "tap", "wait 0.1", "tap", "wait 0.5", "pan 60 over 0.2 release 500", "wait 0.5"
    ].joined(separator: ", ")  // 10 gestures over 6 s
    let text = Array(repeating: cycle, count: 100).joined(separator: ", ")
    let times = (0..<72_000).map { Double($0) / 120 }
    let parameters = TemplateCatalog.template(named: "card-expand")!.defaults
    let cities = (0..<20).map { (name: "City \($0)", description: "Description \($0)") }

    Benchmark(
        "card scene: 1,000 gestures over 10 min, every property at 120 fps",
        configuration: .init(metrics: [.wallClock, .peakMemoryResident], maxDuration: .seconds(30), maxIterations: 10)
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            let script = try GestureScript(parsing: text)
            let result = try CardScene(parameters: parameters, cities: cities, selected: 3).run(script)
            let frames = result.frames(at: times)
            blackHole(frames.count + result.events.count)
        }
    }
}

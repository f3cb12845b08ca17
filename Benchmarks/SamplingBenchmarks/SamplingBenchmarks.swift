// swift-format-ignore-file: NeverUseForceTry

// A benchmark's set-up failing must stop the run (there is no test to record an issue in).
import AnimationCore
import Benchmark
import CSampling

/// Spring and Bézier sampling throughput, each next to the same loop written in C.
/// Each iteration samples 10,000 points; compare the Swift and C rows (target: Swift ≤ 1.5× C).
let benchmarks: @Sendable () -> Void = {
    let count = 10_000
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .throughput, .mallocCountTotal], maxDuration: .seconds(2))
    let spring = SpringParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
    let springCurve = try! AnimationCurve(.spring(spring), duration: 1.4727003347)
    let bezierCurve = try! AnimationCurve(.named(.easeInOut), duration: 1)

    Benchmark("spring sampling, Swift (10k points)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            var sum = 0.0
            let duration = springCurve.duration
            for i in 0...count {
                let t = i == count ? duration : duration * Double(i) / Double(count)
                sum += springCurve.progress(at: t)
            }
            blackHole(sum)
        }
    }

    Benchmark("spring sampling, C (10k points)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(c_sample_spring(1, 100, 10, 0, 1.4727003347, Int32(count)))
        }
    }

    Benchmark("bezier sampling, Swift (10k points)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            var sum = 0.0
            for i in 0...count {
                sum += bezierCurve.progress(at: Double(i) / Double(count))
            }
            blackHole(sum)
        }
    }

    Benchmark("bezier sampling, C (10k points)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(c_sample_bezier(0.42, 0, 0.58, 1, Int32(count)))
        }
    }
}

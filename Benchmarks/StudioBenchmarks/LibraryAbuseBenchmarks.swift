import Benchmark
import Foundation
import StudioTestSupport

/// The long versions of the abuse probe's killed pulls (CI runs 4 trials, KilledPullTrialTests):
/// 130 pulls of 200 changed presets, each killed with its whole process group (the studio and its
/// git) at a random moment within one pull's time, then the next pull. Figures: trials, kills
/// that left a git lock (`index.lock`, `HEAD.lock`), recoveries by the next pull, failures (each one a bug).
func libraryAbuseBenchmarks() {
    let metric = { (name: String, polarity: BenchmarkMetric.Polarity) in
        BenchmarkMetric.custom(name, polarity: polarity, useScalingFactor: false)
    }
    let trialsMetric = metric("trials", .prefersLarger)
    let locks = metric("kills that left a git lock", .prefersLarger)
    let recoveries = metric("recovered by the next pull", .prefersLarger)
    let failures = metric("failures", .prefersSmaller)
    Benchmark(
        "library pull killed at random moments (130 trials × 200 presets), then the next pull",
        configuration: .init(
            metrics: [.wallClock, trialsMetric, locks, recoveries, failures], maxDuration: .seconds(1800),
            maxIterations: 1)
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            var trials = try KilledPullTrials(presets: 200)
            defer { trials.removeAll() }
            let patience = try trials.pullTime()
            let figures = try trials.run(130, patience: patience, seed: 35)
            benchmark.measurement(trialsMetric, figures.trials)
            benchmark.measurement(locks, figures.locksLeft)
            benchmark.measurement(recoveries, figures.recoveries)
            benchmark.measurement(failures, figures.failures.count)
            print(figures)
            for failure in figures.failures { print(failure) }
        }
    }
}

/// The long version of the committed-link probes (CI runs each shape once, LinkProbeTests): 50
/// rounds of every shape; each must be refused by the pull with nothing changed outside.
func libraryLinkProbeBenchmarks() {
    let probesMetric = BenchmarkMetric.custom("link probes", polarity: .prefersLarger, useScalingFactor: false)
    let refused = BenchmarkMetric.custom("refused", polarity: .prefersLarger, useScalingFactor: false)
    let outside = BenchmarkMetric.custom("wrote outside", polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark(
        "committed symbolic links, 50 rounds of every shape, each pulled by a studio",
        configuration: .init(
            metrics: [.wallClock, probesMetric, refused, outside], maxDuration: .seconds(1800), maxIterations: 1)
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            let probes = try LinkProbes()
            defer { probes.removeAll() }
            let figures = try probes.run(rounds: 50)
            benchmark.measurement(probesMetric, figures.probes)
            benchmark.measurement(refused, figures.refused)
            benchmark.measurement(outside, figures.writesOutside)
            print(figures)
            for failure in figures.failures { print(failure) }
        }
    }
}

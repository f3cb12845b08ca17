// swift-format-ignore-file: NeverUseForceTry, NeverForceUnwrap

// A benchmark's set-up failing must stop the run (there is no test to record an issue in).
import AnimationCore
import Benchmark
import Foundation
import StudioExchange
import StudioTestSupport

/// `library package` at scale: generating the Swift package of 500 presets (pure, in memory), and
/// writing it and building it with this machine's `swift build` (a fresh scratch folder per
/// iteration, so every build compiles all 500 preset files and their tests).
func swiftPackageBenchmarks(folder: String) {
    let template = TemplateCatalog.template(named: "move-up-bounce")!
    let timings = [
        "uikit-spring(damping: 0.5, velocity: 0.1)", "cubic(0.2, 0, 0.2, 1)", "ease-in-out",
        "spring(response: 0.5, damping-fraction: 0.7)", "spring(mass: 1, stiffness: 200, damping: 12, velocity: 0)"
    ]
    // Each kind of reduced-motion variant (nil: the template's default, as a file without one reads).
    let variants: [ReducedMotionVariant?] = [
        nil, .instant, .retimed(timing: .named(.easeInOut)), .crossFade(duration: 0.25, timing: .named(.easeOut))
    ]
    let presets: [SwiftPackageExport.Preset] = (0..<500).map { index in
        var text = template.defaults.text
        text["duration"] = NumberFormat.shortest(0.3 + Double(index % 50) / 100)
        text["timing"] = timings[index % timings.count]
        var parameters = try! PresetParameters(template, text: text).values
        parameters.reducedMotion = variants[index % variants.count]
        return SwiftPackageExport.Preset(
            request: CodeExportRequest(
                presetName: "preset-\(index)", versionLabel: "preset-\(index)@1", templateName: template.name,
                parameters: parameters, studioVersion: "benchmark"),
            version: 1)
    }
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock], warmupIterations: 0, maxDuration: .seconds(60), maxIterations: 10)
    // A full debug build of 500 presets and their tests takes minutes on a shared machine: two runs.
    let buildConfiguration = Benchmark.Configuration(
        metrics: [.wallClock], warmupIterations: 0, maxDuration: .seconds(300), maxIterations: 2)

    Benchmark("library package: generate 500 presets", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try! SwiftPackageExport.files(module: "TeamMotion", presets: presets))
        }
    }

    Benchmark("library package: generate, write and swift build 500 presets", configuration: buildConfiguration) {
        benchmark in
        for _ in benchmark.scaledIterations {
            let package = folder + "/package-\(UUID())"
            for (path, text) in try! SwiftPackageExport.files(module: "TeamMotion", presets: presets) {
                let url = URL(fileURLWithPath: package + "/" + path)
                try! FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try! Data(text.utf8).write(to: url)
            }
            let run = try! TimedProcess(
                "swift", ["build", "--build-tests", "--package-path", package, "--scratch-path", package + "/.build"],
                timeout: 1800)
            precondition(run.status == 0, run.stdout + run.stderr)
            try? FileManager.default.removeItem(atPath: package)
        }
    }
}

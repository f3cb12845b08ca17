import AnimationCore
import Foundation
import StudioTestSupport

@testable import StudioStore

/// A fixed, valid timestamp `seconds` after 2026-11-22T10:00:00.000Z, so
/// tests can say "later" without a clock.
func time(_ seconds: Int) -> String {
    String(format: "2026-11-22T10:%02d:%02d.000Z", seconds / 60, seconds % 60)
}

/// The bytes of a file, to prove a failed open did not modify it.
func bytes(at path: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: path))
}

/// A preset of `template` with `changes` (canonical texts) over its defaults. Tests pass constant,
/// valid values, so a failure here is a defect of the test itself.
func preset(_ template: String, _ changes: [String: String] = [:]) -> PresetParameters {
    guard let known = TemplateCatalog.template(named: template) else { preconditionFailure("no template \(template)") }
    var text = known.defaults.text
    text.merge(changes) { $1 }
    do { return try PresetParameters(known, text: text) } catch { preconditionFailure(error.message) }
}

/// Parameters of a spring preset (`move-up-bounce`), varied by `damping`.
func spring(damping: String) -> PresetParameters {
    preset("move-up-bounce", ["timing": "uikit-spring(damping: \(damping), velocity: 0.1)"])
}

/// A `fade` preset told apart by `step` (its duration is 1 + step/1000 s).
func stepped(_ step: Int) -> PresetParameters {
    preset("fade", ["duration": NumberFormat.shortest(1 + Double(step) / 1000)])
}

// swift-format-ignore-file: NeverForceUnwrap

// Requests built in static test arguments, which cannot throw, from the catalog's own template names.
import AnimationCore
import StudioExchange

/// Requests for the tests: a preset of each template at its defaults, or with another timing.
enum CodeExportFixtures {
    static func request(
        _ template: String, name: String? = nil, timing: TimingExpression? = nil,
        _ overrides: [String: Double] = [:], tolerance: Double = 0.001
    ) -> CodeExportRequest {
        var parameters = TemplateCatalog.template(named: template)!.defaults
        if let timing { parameters.values["timing"] = .timing(timing) }
        for (key, value) in overrides { parameters.values[key] = .number(value) }
        let preset = name ?? template
        return CodeExportRequest(
            presetName: preset, versionLabel: "\(preset)@3", templateName: template, parameters: parameters,
            studioVersion: "0.1.0", tolerance: tolerance)
    }

    /// Every template with its own timing and with each kind of timing the exporter distinguishes.
    static var all: [CodeExportRequest] {
        TemplateCatalog.all.flatMap { template in timings.map { request(template.name, timing: $0) } }
    }

    /// Each kind of timing the exporter distinguishes (nil: the template's own).
    static var timings: [TimingExpression?] {
        [
            nil, .named(.linear), .named(.caDefault), .cubic(CubicBezier(0.2, 1.4, 0.4, 1)),
            .uikitSpring(dampingRatio: 0.5, velocity: 0),
            .spring(SpringParameters(mass: 1, stiffness: 200, damping: 14, initialVelocity: 0)),
            .springDuration(duration: 0.5, bounce: 0.2)
        ]
    }
}

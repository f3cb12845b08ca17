// swift-format-ignore-file: NeverForceUnwrap, NeverUseForceTry

// Fixture values built from the catalog's own template names and constant timings: a typo should stop the suite at once.
import AnimationCore
import TunerView

/// Tuner states built from the real templates, as the tuner opens them.
enum TunerFixtures {
    static func state(
        _ templateName: String = "move-up-bounce", draft changes: [String: ParameterValue] = [:],
        columns: Int = 80, rows: Int = 24, colored: Bool = false, unicode: Bool = true
    ) -> TunerState {
        let template = TemplateCatalog.template(named: templateName)!
        var draft = template.defaults
        for (name, value) in changes { draft.values[name] = value }
        return TunerState(
            preset: "bounce", template: template, draft: draft, baseLabel: "bounce@1", base: template.defaults,
            latestLabel: "bounce@1", differs: draft != template.defaults, columns: columns, rows: rows,
            colored: colored,
            unicode: unicode)
    }

    static func timing(_ text: String) -> ParameterValue { .timing(try! TimingExpression(parsing: text)) }
}

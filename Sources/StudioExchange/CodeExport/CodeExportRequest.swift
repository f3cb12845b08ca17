public import AnimationCore

/// Everything an export needs about one preset version: names, template, parameters and options.
///
/// Numbers print as typed: a `ParameterSet` keeps the doubles the user typed, and their shortest
/// round-trip text (`NumberFormat.shortest`) is the typed text (0.2, never 0.19999999999999996).
public struct CodeExportRequest: Equatable, Sendable {
    /// The preset's name, e.g. `bounce`.
    public var presetName: String
    /// The version label printed in the header, e.g. `bounce@3`.
    public var versionLabel: String
    public var templateName: String
    /// The version's parameters; absent ones take the template's defaults.
    public var parameters: ParameterSet
    /// The studio's version string, e.g. `0.1.0`.
    public var studioVersion: String
    /// CSS `linear()` tolerance as a fraction of the distance (`--tolerance`, default 0.001).
    public var tolerance: Double
    /// The cell policy, when the caller overrides the template's.
    public var policy: CellPolicy?
    /// The preset a `preset(name:)` reduced-motion variant names, resolved by the caller; without it
    /// such a variant is exported as the template's default.
    public var reducedMotionPreset: PresetParameters?

    public init(
        presetName: String, versionLabel: String, templateName: String, parameters: ParameterSet,
        studioVersion: String, tolerance: Double = 0.001, policy: CellPolicy? = nil,
        reducedMotionPreset: PresetParameters? = nil
    ) {
        self.reducedMotionPreset = reducedMotionPreset
        self.presetName = presetName
        self.versionLabel = versionLabel
        self.templateName = templateName
        self.parameters = parameters
        self.studioVersion = studioVersion
        self.tolerance = tolerance
        self.policy = policy
    }
}

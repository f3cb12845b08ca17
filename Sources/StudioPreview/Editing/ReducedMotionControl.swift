import AnimationCore
import StudioEditing

/// The reduced-motion variant of a draft as the page of `preview --edit` edits it: its kind and,
/// by kind, the cross-fade's duration and timing, a retimed variant's timing or the named preset,
/// each as `set` prints it. The page writes the variant back as the text `set reduced-motion` takes
/// (`cross-fade(duration: 0.15, timing: ease-out)`), through the same change as every other control,
/// and removes an authored one as `unset reduced-motion` does (``authored`` says whether there is one).
public struct ReducedMotionControl: Codable, Equatable, Sendable {
    /// The parameter name a change sets.
    public var parameter = ParameterAssignment.reducedMotionName
    /// `instant`, `cross-fade`, `retimed` or `preset`.
    public var kind: String
    /// Every kind, in the order the switch offers them.
    public var kinds = ReducedMotionVariant.kinds
    /// A cross-fade's duration in seconds (what the field shows for any kind: 0.2 until one is typed).
    public var duration: String
    /// A cross-fade's or a retimed variant's timing (`ease-in-out` for the other kinds).
    public var timing: String
    /// A preset variant's preset name ("" for the other kinds).
    public var preset: String
    /// The variant in the studio's text, `(template default)` added until one is authored.
    public var text: String
    public var authored: Bool

    /// What the fields start from when a kind has no value of its own: the templates' default fade.
    static let defaultDuration = 0.2
    static let defaultTiming = TimingExpression.named(.easeInOut)

    init(_ parameters: PresetParameters) {
        let variant = parameters.reducedMotion
        kind = variant.kind
        authored = parameters.reducedMotionIsAuthored
        text = variant.description + (authored ? "" : " (template default)")
        switch variant {
        case .crossFade(let duration, _): self.duration = NumberFormat.shortest(duration)
        default: duration = NumberFormat.shortest(Self.defaultDuration)
        }
        timing = (variant.timing ?? Self.defaultTiming).description
        if case .preset(let name) = variant { preset = name } else { preset = "" }
    }
}

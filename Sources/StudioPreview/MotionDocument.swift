public import AnimationCore

/// Everything the preview page plays, as JSON: the stage, one clock for every version, and per
/// version its elements with their keyframes, its timing curve for the chart and its metrics.
///
/// The page draws each version's elements on its own phone frame and plays every keyframe list
/// with the Web Animations API and `easing: "linear"`, all on one timeline of ``duration``
/// seconds, so versions run in lockstep.
public struct MotionDocument: Codable, Equatable, Sendable {
    /// The phone frame in points: 390 × 844 (iPhone 14).
    public var stage: Stage
    /// Seconds the scene runs, the same for every version.
    public var duration: Double
    /// The dataset whose rows fill the table.
    public var dataset: String
    public var versions: [Version]
    /// The `compare` metrics table, one column per version.
    public var metrics: MetricsComparison
    /// Increases whenever the server sends a changed document.
    public var revision: Int
    /// Each version's reduced-motion variant as it plays, in the order of ``versions``: the page
    /// shows it beside its version when its switch is on. Its ``Version/variant`` says which variant.
    public var reducedMotion: [Version] = []

    public init(
        stage: Stage, duration: Double, dataset: String, versions: [Version], metrics: MetricsComparison, revision: Int
    ) {
        self.stage = stage
        self.duration = duration
        self.dataset = dataset
        self.versions = versions
        self.metrics = metrics
        self.revision = revision
    }

    /// A stage size in points.
    public struct Stage: Codable, Equatable, Sendable {
        public var width: Double, height: Double
        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
        /// iPhone 14's screen.
        public static let phone = Stage(width: 390, height: 844)
    }

    /// One previewed version: what it is called (`bounce@2`, `bounce@draft`), what plays, and its curve.
    public struct Version: Codable, Equatable, Sendable {
        public var label: String
        public var template: String
        /// The timing in the studio's canonical text.
        public var timing: String
        public var elements: [MotionElement]
        /// (t, progress) pairs for the chart only (the motion is in the keyframes): the timing curve
        /// of a table entrance; for a scene, how far it is along over the scene's time (the card's
        /// height from collapsed 0 to full screen 1; the tool bar's rise from hidden 0 to shown 1).
        public var curve: [[Double]]
        /// The scene's screen when it is not the document's stage (the bars on a 375 pt screen).
        public var screen: Stage?
        /// What the scene replays (`gesture “tap, wait 0.6, close” on card 0 of demo-cities`); nil for a table.
        public var script: String?
        /// With `preview --edit`, on a draft: what the page edits it with (absent otherwise).
        public var draft: DraftControls?
        /// On a reduced-motion variant: the variant (`cross-fade(duration: 0.2, timing: ease-in-out)`,
        /// marked `(template default)` until one is authored), or why it cannot be shown.
        public var variant: String?
        public init(
            label: String, template: String, timing: String, elements: [MotionElement], curve: [[Double]],
            screen: Stage? = nil, script: String? = nil, variant: String? = nil
        ) {
            self.label = label
            self.template = template
            self.timing = timing
            self.elements = elements
            self.curve = curve
            self.screen = screen
            self.script = script
            self.variant = variant
        }
    }
}

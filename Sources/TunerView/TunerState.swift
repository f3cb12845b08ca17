public import AnimationCore
public import StudioEditing

/// Everything the tuner's screen shows, as plain values: the view draws it and nothing else.
public struct TunerState: Sendable {
    /// What the tuner is doing with the keyboard.
    public enum Mode: Sendable {
        case browsing
        /// The `?` overlay.
        case help
        /// A line typed in place: an exact value, a commit message or a base reference.
        case prompt(TunerPrompt)
        /// The motion playing: the current frame's lines, drawn over the body.
        case playing([String])
    }

    /// A line under the panes: what the last action did, or why it was refused.
    public struct Message: Equatable, Sendable {
        public var text: String
        public var isError: Bool

        public init(_ text: String, isError: Bool = false) {
            self.text = text
            self.isError = isError
        }
    }

    /// The preset's name (its draft is tuned).
    public var preset: String
    public var template: Template
    public var draft: ParameterSet
    /// The version compared with (`bounce@2`) and its parameters.
    public var baseLabel: String
    public var base: ParameterSet
    /// The latest version's label, and whether the draft differs from it.
    public var latestLabel: String
    public var differs: Bool
    public var canUndo: Bool
    public var canRedo: Bool
    /// The selected line of ``parameters``.
    public var selection: Int
    public var columns: Int
    public var rows: Int
    public var colored: Bool
    public var unicode: Bool
    public var mode: Mode
    public var message: Message?
    /// The engine's warnings for the draft (a UIKit clamp, a spring that ignores its duration).
    public var warnings: [String]
    /// The control point being dragged (1 or 2), with the y range kept still while it moves.
    public var dragging: (point: Int, yRange: ClosedRange<Double>)?

    public init(
        preset: String, template: Template, draft: ParameterSet, baseLabel: String, base: ParameterSet,
        latestLabel: String, differs: Bool, columns: Int, rows: Int, colored: Bool, unicode: Bool
    ) {
        self.preset = preset
        self.template = template
        self.draft = draft
        self.baseLabel = baseLabel
        self.base = base
        self.latestLabel = latestLabel
        self.differs = differs
        canUndo = false
        canRedo = false
        selection = 0
        self.columns = columns
        self.rows = rows
        self.colored = colored
        self.unicode = unicode
        mode = .browsing
        message = nil
        warnings = []
        dragging = nil
    }

    /// The lines of the parameter list for the draft.
    public var parameters: [TunableParameter] { TunableParameter.all(template: template, parameters: draft) }

    /// The selected parameter (the selection kept inside the list).
    public var selected: TunableParameter? {
        let list = parameters
        return list.isEmpty ? nil : list[min(max(0, selection), list.count - 1)]
    }
}

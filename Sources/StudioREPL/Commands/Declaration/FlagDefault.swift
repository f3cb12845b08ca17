import AnimationCore

/// What a flag does when left out, as `help`, the reference and the manual page show it:
/// `(default 100)`, `(default auto: a terminal without NO_COLOR)` or `(default: the terminal's)`.
/// Declared once, with the flag; a ``DefaultedFlag`` also hands the value itself to its handler.
public struct FlagDefault: Sendable, Equatable {
    /// The default as a value (`100`, `json`, `“tap, wait 0.6, close”`), if it is one.
    public let shown: String?
    /// What it depends on or means (`any free port`, `the terminal's`).
    public let note: String?

    public init(shown: String?, note: String? = nil) {
        self.shown = shown
        self.note = note
    }

    /// A default that depends on the terminal, the preset or the other values: described, not a value.
    public static func described(_ note: String) -> FlagDefault { FlagDefault(shown: nil, note: note) }

    /// `(default …)`, appended to the flag's summary wherever it is shown.
    public var text: String {
        switch (shown, note) {
        case (let shown?, let note?): return "(default \(shown): \(note))"
        case (let shown?, nil): return "(default \(shown))"
        case (nil, let note?): return "(default: \(note))"
        case (nil, nil): return ""
        }
    }

    static func number(_ value: Double, note: String? = nil) -> FlagDefault {
        FlagDefault(shown: NumberFormat.shortest(value), note: note)
    }

    static func quoted(_ text: String, note: String? = nil) -> FlagDefault {
        FlagDefault(shown: "“\(text)”", note: note)
    }
}

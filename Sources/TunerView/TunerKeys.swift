/// Every key of the tuner with what it does, declared once: the `?` overlay, `help tune` and the
/// reference page list exactly these.
public enum TunerKeys {
    public static let all: [(keys: String, action: String)] = [
        ("↑ ↓", "select a parameter"),
        ("← →", "nudge it by its step (a run of nudges is one undo step)"),
        ("Shift-← → or < >", "nudge by ten steps"),
        ("Alt-← → or , .", "nudge by a tenth of a step"),
        ("Enter", "type an exact value (or a timing expression) in place"),
        ("k K", "next, previous timing kind, converting the curve"),
        ("k K", "on the reduced-motion lines: the variant's kind or timing"),
        ("b", "pick the base version or tag to compare with"),
        ("c", "commit the draft with a message typed in place"),
        ("u r", "undo, redo"),
        ("p", "play the motion: table entrance, card scene or bars"),
        ("v", "toggle the plot to the reduced-motion variant; p plays it"),
        ("?", "list the keys"),
        ("q Esc Ctrl-C", "return to the prompt"),
        ("mouse", "click selects, wheel nudges, drag a cubic's control points")
    ]
}

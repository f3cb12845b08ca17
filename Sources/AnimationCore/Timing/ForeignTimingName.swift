/// Another API's name for a timing the studio writes its own way: UIKit's `.curveEaseInOut`, Core
/// Animation's `easeInEaseOut` or `kCAMediaTimingFunctionDefault`, SwiftUI's `easeInOut`, CSS's `ease`,
/// `usingSpringWithDamping`. The studio takes one spelling per curve; this only names it in the error
/// that refuses the other, so a person who knows the platform finds the studio's word at once.
public struct ForeignTimingName: Equatable, Sendable {
    /// What the studio writes: a name, or a form with its labels (`uikit-spring(damping: …, velocity: …)`).
    public let studio: String
    /// The API the typed word names, as its documentation writes it.
    public let api: String

    /// The studio's word for `word`, or nil when `word` is not a name this table knows (or is already
    /// the studio's own). Matches the word as written in Swift, Objective-C or CSS: a leading `.`, a
    /// type before the last `.` (`UIView.AnimationOptions.curveEaseInOut`) and the Objective-C
    /// prefixes (`kCAMediaTimingFunction…`, `UIViewAnimationCurve…`) are read past, case is ignored
    /// for the Bézier names.
    public init?(_ word: String) {
        guard !TimingExpression.names.contains(word), word != "cubic-bezier" else { return nil }
        let last = word.split(separator: ".").last.map(String.init) ?? word
        if let spring = Self.forms[last] {
            self = spring
            return
        }
        var name = Substring(last)
        for prefix in ["kCAMediaTimingFunction", "UIViewAnimationOptionCurve", "UIViewAnimationCurve", "curve"]
        where name.hasPrefix(prefix) {
            name = name.dropFirst(prefix.count)
            break
        }
        let key = name.lowercased().filter { $0 != "-" && $0 != "_" }
        guard let named = Self.curves[key] else { return nil }
        self = named
    }

    private init(_ studio: String, _ api: String) {
        self.studio = studio
        self.api = api
    }

    /// `; did you mean “ease-in-out” (UIView.AnimationOptions.curveEaseInOut)?`
    public var suggestion: String { "; did you mean “\(studio)” (\(api))?" }

    /// The studio's label for another API's argument label, when `allowed` has it: the label in
    /// kebab-case (`dampingFraction` → `damping-fraction`) or UIKit's for the same number
    /// (`dampingRatio` → `damping`, `initialSpringVelocity` → `velocity`). `; did you mean “velocity”?`
    /// or nothing.
    public static func labelSuggestion(_ label: String, among allowed: [String]) -> String {
        let kebab = label.reduce(into: "") { $0 += $1.isUppercase ? "-" + $1.lowercased() : String($1) }
        let uikit = ["dampingRatio": "damping", "initialVelocity": "velocity", "initialSpringVelocity": "velocity"]
        guard let studio = [kebab, uikit[label]].compactMap({ $0 }).first(where: allowed.contains) else { return "" }
        return "; did you mean “\(studio)”?"
    }

    /// The four Bézier curves and Core Animation's default, by their names lowercased without the
    /// platform's prefix. UIKit, Core Animation, SwiftUI, CSS and Flutter use the same control points
    /// for these names (``NamedCurve/bezier``); CSS `ease` is Core Animation's default curve.
    private static let curves: [String: ForeignTimingName] = [
        "easeinout": ForeignTimingName(
            "ease-in-out", "UIView.AnimationOptions.curveEaseInOut, SwiftUI's Animation.easeInOut"),
        "easeineaseout": ForeignTimingName("ease-in-out", "CAMediaTimingFunctionName.easeInEaseOut"),
        "easein": ForeignTimingName("ease-in", "UIView.AnimationOptions.curveEaseIn, SwiftUI's Animation.easeIn"),
        "easeout": ForeignTimingName(
            "ease-out", "UIView.AnimationOptions.curveEaseOut, SwiftUI's Animation.easeOut"),
        "linear": ForeignTimingName("linear", "UIView.AnimationOptions.curveLinear"),
        "default": ForeignTimingName("ca-default", "CAMediaTimingFunctionName.default"),
        "ease": ForeignTimingName("ca-default", "CSS ease, cubic-bezier(0.25, 0.1, 0.25, 1)")
    ]

    /// The spring and Bézier calls, by their Swift names: the studio's form with its labels.
    private static let forms: [String: ForeignTimingName] = [
        "usingSpringWithDamping": ForeignTimingName(
            "uikit-spring(damping: …, velocity: …)",
            "UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)"),
        "CASpringAnimation": ForeignTimingName(
            "spring(mass: …, stiffness: …, damping: …, velocity: …)", "CASpringAnimation"),
        "interpolatingSpring": ForeignTimingName(
            "spring(mass: …, stiffness: …, damping: …, velocity: …)",
            "SwiftUI's Animation.interpolatingSpring(mass:stiffness:damping:initialVelocity:)"),
        "timingCurve": ForeignTimingName("cubic(x1, y1, x2, y2)", "SwiftUI's Animation.timingCurve"),
        "UICubicTimingParameters": ForeignTimingName("cubic(x1, y1, x2, y2)", "UICubicTimingParameters")
    ]
}

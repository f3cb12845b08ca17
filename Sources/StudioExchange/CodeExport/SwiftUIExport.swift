import AnimationCore

/// The SwiftUI target: the `Animation` (`.timingCurve`, `.interpolatingSpring(mass:stiffness:damping:initialVelocity:)`)
/// with `.delay` for the stagger, and a view modifier applying the entrance.
///
/// SwiftUI springs run until they settle and never snap: a spring the studio cuts off at its
/// duration (a `uikit-spring`) has no exact form, and the header gives the measured difference.
enum SwiftUIExport {
    static func export(_ context: ExportContext) -> (text: String, difference: CurveDifference) {
        let type = context.typeName
        let (animation, difference, exactness) = self.animation(context)
        let reduced = context.reduced
        var lines = context.headerLines(difference: difference, exactness: exactness).map { "// " + $0 }
        lines += context.unexpressedNotes { place($0, context) }.map { "// " + $0 }
        lines += [
            "", "import SwiftUI", "",
            "extension Animation {",
            "    /// \(context.commentLabel)",
            "    static let \(context.memberName): Animation = \(animation)"
        ]
        if !reduced.isInstant {
            lines += [
                "    /// \(context.commentLabel) with Reduce Motion: \(CommentText.line(reduced.reducedMotion.description))",
                "    static let \(context.memberName)ReducedMotion: Animation = \(self.animation(reduced).animation)"
            ]
        }
        let delay = ".delay(Double(row) * \(context.text(.delayFactor, 0)))"
        let chosen =
            reduced.isInstant
            ? "reduceMotion ? nil : Animation.\(context.memberName)\(delay)"
            : "(reduceMotion ? Animation.\(context.memberName)ReducedMotion : .\(context.memberName))\(delay)"
        lines += [
            "}", "",
            "/// Applies \(context.commentLabel) when the view appears; `row` staggers it. With Reduce Motion",
            "/// on, the preset's authored alternative plays: \(CommentText.line(reduced.reducedMotion.description)).",
            "struct \(type)Entrance: ViewModifier {",
            "    let row: Int",
            "    @Environment(\\.accessibilityReduceMotion) private var reduceMotion",
            "    @State private var progress: Double = 0", "",
            "    func body(content: Content) -> some View {",
            "        content"
        ]
        lines += modifierLines(context).map { "            " + $0 }
        lines += [
            "            .onAppear {",
            "                withAnimation(\(chosen)) {",
            "                    progress = 1", "                }", "            }", "    }", "}", "",
            "extension View {",
            "    func \(context.memberName)Entrance(row: Int) -> some View { modifier(\(type)Entrance(row: row)) }",
            "}"
        ]
        return (lines.joined(separator: "\n") + "\n", difference)
    }

    /// The `Animation` that plays the timing (`.timingCurve(…)`, `.spring(…)`, `.interpolatingSpring(…)`),
    /// its measured difference from the studio's curve, and why it is (or is not) exact. `iOS15`
    /// spells SwiftUI's `spring(duration:bounce:)` (iOS 17) by its response and damping fraction, the
    /// same spring, for code that must build for iOS 15 (the generated package).
    static func animation(_ context: ExportContext, iOS15: Bool = false) -> (
        animation: String, difference: CurveDifference, exactness: String
    ) {
        if let stepped = steppedAnimation(context.timing, iOS15: iOS15) {
            // SwiftUI's own .spring runs the studio's stepped curve: the same runtime, exact.
            return (
                stepped, .exact,
                "SwiftUI steps this spring at 300 Hz exactly as the studio does; it ends by its own rule in the property's units, within 0.001 of the travel once the studio's curve rests"
            )
        }
        if context.timing.bezier == nil, let spring = context.printedSpring(.double, snapsAtSettling: false) {
            let t = spring.texts
            let difference = spring.difference.largest <= 1e-6 ? .exact : spring.difference
            return (
                ".interpolatingSpring(mass: \(t[0]), stiffness: \(t[1]), damping: \(t[2]), initialVelocity: \(t[3]))",
                difference,
                difference.largest == 0
                    ? "interpolatingSpring is the studio's spring"
                    : "interpolatingSpring runs free where the studio's spring stops at \(NumberFormat.derived(context.duration)) s"
            )
        }
        let bezier = context.printedBezier(.double)
        return (
            ".timingCurve(\(bezier.texts.joined(separator: ", ")), duration: \(NumberFormat.derived(context.duration)))",
            bezier.difference, "Animation.timingCurve is Core Animation's cubic"
        )
    }

    /// SwiftUI's stepped `Animation` for `.spring(response:dampingFraction:)` and `.spring(duration:bounce:)`.
    private static func steppedAnimation(_ timing: TimingExpression, iOS15: Bool) -> String? {
        let f = NumberFormat.shortest
        switch timing {
        case .springResponse(let response, let fraction):
            return ".spring(response: \(f(response)), dampingFraction: \(f(fraction)))"
        case .swiftUISpring(let duration, let bounce) where iOS15:
            let fraction = SpringConversions.dampingRatio(bounce: bounce)
            return ".spring(response: \(f(duration)), dampingFraction: \(f(fraction)))"
        case .swiftUISpring(let duration, let bounce):
            return ".spring(duration: \(f(duration)), bounce: \(f(bounce)))"
        default:
            return nil
        }
    }

    /// One modifier per property; where the reduced-motion variant moves it differently, the
    /// value is `reduceMotion ? variant : full motion` (a property it holds still sits at its end).
    private static func modifierLines(_ context: ExportContext) -> [String] {
        let reduced = context.reduced
        var lines: [String] = []
        var names = context.animation.tracks.map(\.name)
        for track in reduced.animation.tracks where !names.contains(track.name) { names.append(track.name) }
        for name in names {
            let full = context.animation.tracks.first { $0.name == name }
            let variant = reduced.animation.tracks.first { $0.name == name }
            guard let shape = full ?? variant else { continue }
            if case .transform = shape.kind {
                let (angle, x, y) = (
                    context.text(.angle, -15), context.text(.offsetX, -20), context.text(.offsetY, -20)
                )
                let moves =
                    variant.map { if case .transform(let from, let to, _) = $0.kind { from != to } else { false } }
                    ?? false
                func held(_ moving: String) -> String { moves ? moving : "reduceMotion ? 0 : \(moving)" }
                lines.append(".rotationEffect(.degrees(\(held("\(angle) * (1 - progress)"))))")
                lines.append(".offset(x: \(held("\(x) * (1 - progress)")), y: \(held("\(y) * (1 - progress)")))")
                continue
            }
            let fullValue = full.map(expression) ?? variant.map(endValue) ?? "0"
            let variantValue = variant.map(expression) ?? full.map(endValue) ?? "0"
            let value = fullValue == variantValue ? fullValue : "reduceMotion ? \(variantValue) : \(fullValue)"
            if let modifier = modifiers[name] {
                lines.append(modifier.open + value + modifier.close)
            } else {
                lines.append(unappliedComment(name) + value)
            }
        }
        return lines
    }

    /// The modifier that applies a scalar track, by the track's name: the text before and after the value.
    private static let modifiers: [String: (open: String, close: String)] = [
        "opacity": (".opacity(", ")"), "tab-bar.opacity": (".opacity(", ")"), "tool-bar.opacity": (".opacity(", ")"),
        "translation.x": (".offset(x: ", ")"), "frame.x": (".offset(x: ", ")"), "translation.y": (".offset(y: ", ")"),
        "tool-bar.y": (".offset(y: ", ")"), "frame.y": (".offset(y: ", ")"), "frame.width": (".frame(width: ", ")"),
        "frame.height": (".frame(height: ", ")"), "corner-radius": (".clipShape(RoundedRectangle(cornerRadius: ", "))")
    ]

    /// The tracks of other views than the one the modifier is applied to (the card's labels and its
    /// neighbours): shown in a comment with their values, for the app to apply to those views.
    private static let otherViews: Set<String> = [
        "description.opacity", "close.opacity", "left-neighbour.center-x", "right-neighbour.center-x"
    ]

    private static func unappliedComment(_ name: String) -> String {
        "// \(name), another view's property, is not applied by this modifier: "
    }

    /// Where the SwiftUI target writes each template parameter.
    static func place(_ parameter: TemplateParameter, _ context: ExportContext) -> ParameterPlace? {
        switch parameter.key {
        case .duration, .timing: return .code(["static let \(context.memberName): Animation = "])
        case .delayFactor: return .code([".delay(Double(row) * "])
        case .completionGuard: return context.unguardedCompletion
        default:
            return context.trackPlace(parameter.key) { track in
                if case .transform = track.kind { return ([".rotationEffect(", ".offset(x: "], true) }
                if let modifier = modifiers[track.name] { return ([modifier.open], true) }
                return otherViews.contains(track.name) ? ([unappliedComment(track.name)], false) : nil
            }
        }
    }

    /// `from + (to − from) * progress`, or the number itself for a property held still.
    private static func expression(_ track: PropertyTrack) -> String {
        guard case .scalar(let from, let to) = track.kind else { return "0" }
        if from == to { return NumberFormat.shortest(to) }
        return "\(NumberFormat.shortest(from)) + \(NumberFormat.derived(to - from)) * progress"
    }

    private static func endValue(_ track: PropertyTrack) -> String {
        guard case .scalar(_, let to) = track.kind else { return "0" }
        return NumberFormat.shortest(to)
    }
}

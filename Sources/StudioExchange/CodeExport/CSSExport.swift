import AnimationCore
import RealModule

/// The CSS target: `@keyframes` per animated element, `cubic-bezier()` or a `linear()` spring,
/// the row stagger, a `cubic-bezier` fallback and a reduced-motion rule.
enum CSSExport {
    /// One element's keyframe declarations at the start and at the end.
    struct Element {
        let suffix: String
        var from: [String]
        var to: [String]
        var transformFrom: [String] = []
        var transformTo: [String] = []
    }

    static func export(_ context: ExportContext) -> (text: String, difference: CurveDifference) {
        let name = context.cssName
        let curve = context.curve
        let fallback = context.printedBezier(.double)
        let (timingText, difference, notes) = timingFunction(context)
        let exactness =
            context.timing.bezier != nil
            ? "cubic-bezier() is Core Animation's curve"
            : "linear() within \(NumberFormat.shortest(context.request.tolerance)) of the distance"
        var lines = [
            "/* "
                + context.headerLines(difference: difference, exactness: exactness, escape: CommentText.block).joined(
                    separator: "\n   ")
        ]
        for note in notes + context.unexpressedNotes({ place($0, context) }).map(CommentText.block) {
            lines.append("   " + note)
        }
        lines[lines.count - 1] += " */"
        let elements = self.elements(context)
        let duration = ExportContext.milliseconds(curve.duration) + "ms"
        let stagger = context.staggersRows && context.delayFactor > 0
        for element in elements {
            let selector = element.suffix.isEmpty ? name : "\(name)-\(element.suffix)"
            lines += [
                "", "@keyframes \(selector) {",
                "  from { \(declarations(element.from, element.transformFrom)) }",
                "  to { \(declarations(element.to, element.transformTo)) }", "}", "",
                ".\(selector) {",
                "  animation-name: \(selector);",
                "  animation-duration: \(duration);",
                "  animation-timing-function: \(timingText);"
            ]
            if stagger {
                lines.append(
                    "  animation-delay: calc(var(--row, 0) * \(ExportContext.milliseconds(context.delayFactor))ms);")
            }
            lines += ["  animation-fill-mode: both;", "}"]
        }
        let selectors = elements.map { "." + ($0.suffix.isEmpty ? name : "\(name)-\($0.suffix)") }.joined(
            separator: ", ")
        if context.timing.bezier == nil {
            lines += [
                "", "/* Browsers without linear(): the best-fit cubic Bézier, \(fallback.difference.summary). */",
                "@supports not (animation-timing-function: linear(0, 1)) {",
                "  \(selectors) { animation-timing-function: cubic-bezier(\(fallback.texts.joined(separator: ", "))); }",
                "}"
            ]
        }
        lines += [""] + reducedMotionRule(context, fullElements: elements)
        return (lines.joined(separator: "\n") + "\n", difference)
    }

    /// `@media (prefers-reduced-motion: reduce)` with the preset's authored alternative: its own
    /// keyframes, duration and timing for each element it animates (the row delay stays);
    /// `animation: none` only where it moves nothing (`instant`, or an element it leaves out),
    /// which shows the element's final state.
    static func reducedMotionRule(_ context: ExportContext, fullElements: [Element]) -> [String] {
        let reduced = context.reduced
        let name = context.cssName
        var lines = [
            "/* Reduce Motion: \(CommentText.block(reduced.reducedMotion.description)), the preset's authored alternative. */",
            "@media (prefers-reduced-motion: reduce) {"
        ]
        let elements = reduced.isInstant ? [] : self.elements(reduced)
        let timingText = reduced.isInstant ? "" : timingFunction(reduced).text
        let duration = ExportContext.milliseconds(reduced.duration) + "ms"
        for element in elements {
            let selector = element.suffix.isEmpty ? name : "\(name)-\(element.suffix)"
            lines += [
                "  @keyframes \(selector)-reduced {",
                "    from { \(declarations(element.from, element.transformFrom)) }",
                "    to { \(declarations(element.to, element.transformTo)) }", "  }",
                "  .\(selector) {",
                "    animation-name: \(selector)-reduced;",
                "    animation-duration: \(duration);",
                "    animation-timing-function: \(timingText);",
                "    animation-fill-mode: both;",
                "  }"
            ]
        }
        let still = fullElements.filter { full in !elements.contains { $0.suffix == full.suffix } }
        if !still.isEmpty {
            let selectors = still.map { "." + ($0.suffix.isEmpty ? name : "\(name)-\($0.suffix)") }
            lines.append("  \(selectors.joined(separator: ", ")) { animation: none; }")
        }
        lines.append("}")
        return lines
    }

    /// The timing function: `cubic-bezier(…)` for a Bézier, else a `linear()` within the request's
    /// tolerance; its measured difference and what to know about it.
    static func timingFunction(_ context: ExportContext) -> (text: String, difference: CurveDifference, notes: [String])
    {
        let curve = context.curve
        if context.timing.bezier != nil {
            let bezier = context.printedBezier(.double)
            return ("cubic-bezier(\(bezier.texts.joined(separator: ", ")))", bezier.difference, [])
        }
        let easing = LinearEasing(
            curve: { u in curve.progress(at: u * curve.duration) }, valueBeforeEnd: curve.valueBeforeEnd,
            tolerance: context.request.tolerance)
        var notes = ["linear() follows time, not velocity: an interrupted animation restarts from rest."]
        if curve.endJump != 0 {
            notes.append(
                "The spring is cut off at its duration and jumps by \(NumberFormat.fixed(curve.endJump, 6)) there, as on the device."
            )
        }
        return (
            easing.text,
            CurveDifference(largest: easing.largestDifference, time: easing.differencePosition * curve.duration), notes
        )
    }

    private static func declarations(_ plain: [String], _ transforms: [String]) -> String {
        var all = transforms.isEmpty ? [] : ["transform: " + transforms.joined(separator: " ") + ";"]
        all += plain.map { $0 + ";" }
        return all.joined(separator: " ")
    }

    /// Maps the template's tracks to elements and CSS properties (the preset's element has no suffix).
    static func elements(_ context: ExportContext) -> [Element] {
        var elements: [Element] = []
        func update(_ suffix: String, _ change: (inout Element) -> Void) {
            if let index = elements.firstIndex(where: { $0.suffix == suffix }) {
                change(&elements[index])
            } else {
                var element = Element(suffix: suffix, from: [], to: [])
                change(&element)
                elements.append(element)
            }
        }
        for track in context.animation.tracks {
            if case .transform(let from, let to, _) = track.kind, from == to {
                // Held at its end (a reduced-motion variant): the identity the full motion ends at.
                update("") {
                    $0.transformFrom += ["translate(0px, 0px)", "rotate(0deg)"]
                    $0.transformTo += ["translate(0px, 0px)", "rotate(0deg)"]
                }
                continue
            }
            guard case .scalar(let from, let to) = track.kind else {
                // tip-in: Core Animation interpolates the decomposed matrix, so translation moves in a
                // straight line while the angle turns: translate() before rotate() does the same.
                let angle = context.number(.angle, -15) * Double.pi / 180
                let x = context.number(.offsetX, -20)
                let y = context.number(.offsetY, -20)
                let cosine = Double.cos(angle)
                let sine = Double.sin(angle)
                let tx = cosine * x - sine * y
                let ty = sine * x + cosine * y
                update("") {
                    $0.transformFrom += [
                        "translate(\(CSSTrackProperty.px(tx)), \(CSSTrackProperty.px(ty)))",
                        "rotate(\(context.text(.angle, -15))deg)"
                    ]
                    $0.transformTo += ["translate(0px, 0px)", "rotate(0deg)"]
                }
                continue
            }
            let property = CSSTrackProperty(track: track.name)
            update(property.suffix) { property.write(from: from, to: to, into: &$0) }
        }
        return elements
    }
}

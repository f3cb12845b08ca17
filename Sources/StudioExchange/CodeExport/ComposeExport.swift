import AnimationCore

/// The Jetpack Compose target: a `spring(dampingRatio, stiffness)` or `tween(…, CubicBezierEasing(…))`
/// spec with Float literals, and the entrance as an `animateFloatAsState` snippet (an `Animatable`
/// when the spring starts with a velocity, which `animate*AsState` cannot pass).
enum ComposeExport {
    static func export(_ context: ExportContext) -> (text: String, difference: CurveDifference) {
        let type = context.typeName
        var spec: String
        var difference: CurveDifference
        var velocity: String?
        var exactness: String
        let rowDelay = (context.delayFactor * 1000).rounded()
        if context.curve.spring != nil {
            (spec, difference, velocity) = springSpec(context)
            exactness = "Compose's spring(dampingRatio, stiffness) with mass 1 and Float numbers"
            if context.timing.isSteppedBySwiftUI {
                exactness += "; Compose solves it exactly where SwiftUI steps it at 300 Hz"
            } else if context.curve.endJump != 0 {
                exactness +=
                    "; it runs free where the studio's spring is cut off at \(NumberFormat.derived(context.duration)) s"
            }
        } else {
            let bezier = context.printedBezier(.float)
            let millis = Int((context.duration * 1000).rounded())
            let b = bezier.bezier
            let emitted = CubicBezier(b.x1, b.y1, b.x2, b.y2)
            difference = CurveDifference.measure(
                span: context.duration * 1.2, studio: context.progress,
                exported: { emitted.progress(at: $0 / (Double(millis) / 1000)) })
            if difference.largest <= 1e-6 { difference = .exact }
            spec =
                "tween(durationMillis = \(millis), easing = CubicBezierEasing(\(bezier.texts.map { $0 + "f" }.joined(separator: ", "))))"
            exactness = "tween with CubicBezierEasing (Float control points, whole milliseconds)"
        }
        var lines = context.headerLines(difference: difference, exactness: exactness).map { "// " + $0 }
        if rowDelay != context.delayFactor * 1000 {
            lines.append("// The row delay is rounded to whole milliseconds.")
        }
        lines += [
            "", "import androidx.compose.animation.core.*", "import androidx.compose.runtime.*",
            "import androidx.compose.ui.Modifier", "import androidx.compose.ui.graphics.graphicsLayer",
            "import kotlinx.coroutines.delay", "",
            "val \(type)Spec: AnimationSpec<Float> = \(spec)", "",
            "const val \(type)RowDelayMillis = \(Int(rowDelay))", "",
            "/** Progress 0 → 1 of the entrance for `row`; apply it with [\(context.memberName)Layer]. */",
            "@Composable", "fun \(context.memberName)Progress(row: Int): Float {"
        ]
        if let velocity {
            lines += [
                "    val progress = remember { Animatable(0f) }",
                "    LaunchedEffect(row) {",
                "        delay(row * \(type)RowDelayMillis.toLong())",
                "        progress.animateTo(1f, \(type)Spec, initialVelocity = \(velocity)f)",
                "    }", "    return progress.value", "}"
            ]
        } else {
            lines += [
                "    var visible by remember { mutableStateOf(false) }",
                "    LaunchedEffect(row) {",
                "        delay(row * \(type)RowDelayMillis.toLong())",
                "        visible = true", "    }",
                "    val progress by animateFloatAsState(if (visible) 1f else 0f, \(type)Spec, label = \"\(context.cssName)\")",
                "    return progress", "}"
            ]
        }
        lines += [
            "", "/** The template's properties at `progress` (values in px; scale dp with LocalDensity). */",
            "fun Modifier.\(context.memberName)Layer(progress: Float): Modifier = graphicsLayer {"
        ]
        lines += layerLines(context)
        lines.append("}")
        return (lines.joined(separator: "\n") + "\n", difference)
    }

    private static func springSpec(_ context: ExportContext) -> (String, CurveDifference, String?) {
        let spring = context.curve.spring!
        func make(_ v: [Double]) -> SpringParameters {
            SpringParameters(mass: 1, stiffness: v[1], damping: 2 * v[0] * v[1].squareRoot(), initialVelocity: v[2])
        }
        func free(_ p: SpringParameters) -> (Double) -> Double {
            let oscillator = SpringOscillator(p)
            return { t in t <= 0 ? 0 : oscillator.position(at: t) }
        }
        let exact = [spring.dampingRatio, spring.stiffness / spring.mass, spring.initialVelocity]
        let reference = free(make(exact))
        let printed = DecimalDigits.fewest(exact, precision: .float) { c in
            CurveDifference.measure(
                span: context.comparisonSpan, samples: 1500, studio: reference, exported: free(make(c))
            ).largest
        }
        var difference = CurveDifference.measure(
            span: context.comparisonSpan, studio: context.progress, exported: free(make(printed.values)),
            studioEnd: context.duration)
        if difference.largest <= 1e-6 { difference = .exact }
        let spec = "spring(dampingRatio = \(printed.texts[0])f, stiffness = \(printed.texts[1])f)"
        return (spec, difference, spring.initialVelocity == 0 ? nil : printed.texts[2])
    }

    private static func layerLines(_ context: ExportContext) -> [String] {
        var lines: [String] = []
        for track in context.animation.tracks {
            guard case .scalar(let from, let to) = track.kind else {
                lines.append("    rotationZ = \(context.text("angle", -15))f * (1f - progress)")
                lines.append("    translationX = \(context.text("offset-x", -20))f * (1f - progress)")
                lines.append("    translationY = \(context.text("offset-y", -20))f * (1f - progress)")
                continue
            }
            let expression =
                "\(DecimalDigits.text(from, .float))f + (\(DecimalDigits.text(to - from, .float))f) * progress"
            switch track.name {
            case "opacity": lines.append("    alpha = \(expression)")
            case "translation.x": lines.append("    translationX = \(expression)")
            case "translation.y": lines.append("    translationY = \(expression)")
            default: lines.append("    // \(track.name): \(expression)")
            }
        }
        return lines
    }
}

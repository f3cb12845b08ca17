import AnimationCore

/// The Jetpack Compose target: a `spring(dampingRatio, stiffness)` or `tween(…, CubicBezierEasing(…))`
/// spec with Float literals, and the entrance as an `animateFloatAsState` snippet (an `Animatable`
/// when the spring starts with a velocity, which `animate*AsState` cannot pass).
enum ComposeExport {
    static func export(_ context: ExportContext) -> (text: String, difference: CurveDifference) {
        let type = context.typeName
        let (spec, difference, velocity, exactness) = self.spec(context)
        let rowDelay = (context.delayFactor * 1000).rounded()
        var lines = context.headerLines(difference: difference, exactness: exactness).map { "// " + $0 }
        lines += context.unexpressedNotes { place($0, context) }.map { "// " + $0 }
        if rowDelay != context.delayFactor * 1000 {
            lines.append("// The row delay is rounded to whole milliseconds.")
        }
        lines += [
            "", "import androidx.compose.animation.core.*", "import androidx.compose.runtime.*",
            "import androidx.compose.ui.Modifier", "import androidx.compose.ui.graphics.graphicsLayer",
            "import android.provider.Settings", "import androidx.compose.ui.platform.LocalContext",
            "import androidx.compose.ui.MotionDurationScale", "import kotlinx.coroutines.withContext",
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
        lines += reducedMotionLines(context)
        return (lines.joined(separator: "\n") + "\n", difference)
    }

    /// The reduced-motion variant: Android has no Reduce Motion setting, so the code reads what it
    /// has (the animator duration scale "Remove animations" sets to 0) and plays the authored
    /// alternative under a duration scale of its own, since at 0 Compose would end it at once.
    static func reducedMotionLines(_ context: ExportContext) -> [String] {
        let reduced = context.reduced
        let type = context.typeName
        let member = context.memberName
        let spec = reduced.isInstant ? "snap()" : self.spec(reduced).spec
        var lines = [
            "",
            "/**",
            " * Reduce Motion: \(CommentText.line(reduced.reducedMotion.description)).",
            " * Android has no Reduce Motion switch. \"Remove animations\" (Settings › Accessibility) sets the",
            " * animator duration scale to 0, and Compose then ends every animation at once; other devices",
            " * scale durations (0.5×, 2×). The scale is read here to choose the authored alternative.",
            " */",
            "@Composable",
            "fun \(member)ReduceMotion(): Boolean =",
            "    Settings.Global.getFloat(LocalContext.current.contentResolver, Settings.Global.ANIMATOR_DURATION_SCALE, 1f) == 0f",
            "",
            "val \(type)ReducedMotionSpec: AnimationSpec<Float> = \(spec)", "",
            "/** The authored alternative's progress for `row`, at its own pace even when the system scale is 0. */",
            "@Composable", "fun \(member)ReducedMotionProgress(row: Int): Float {",
            "    val progress = remember { Animatable(0f) }",
            "    LaunchedEffect(row) {",
            "        delay(row * \(type)RowDelayMillis.toLong())",
            "        withContext(object : MotionDurationScale { override val scaleFactor = 1f }) {",
            "            progress.animateTo(1f, \(type)ReducedMotionSpec)", "        }", "    }",
            "    return progress.value", "}", "",
            "/** The alternative's properties at `progress`. Use it as",
            " * `if (\(member)ReduceMotion()) Modifier.\(member)ReducedMotionLayer(\(member)ReducedMotionProgress(row))`",
            " * `else Modifier.\(member)Layer(\(member)Progress(row))`. */",
            "fun Modifier.\(member)ReducedMotionLayer(progress: Float): Modifier = graphicsLayer {"
        ]
        lines += layerLines(reduced)
        lines.append("}")
        return lines
    }

    /// The `AnimationSpec` of the context's curve, its difference, a spring's initial velocity (when
    /// it has one) and why it is (or is not) exact.
    static func spec(_ context: ExportContext) -> (
        spec: String, difference: CurveDifference, velocity: String?, exactness: String
    ) {
        var spec: String
        var difference: CurveDifference
        var velocity: String?
        var exactness: String
        if let spring = context.curve.spring {
            let stop: Double
            let rule: String
            (spec, difference, velocity, stop, rule) = springSpec(context, spring)
            exactness = "Compose's spring(dampingRatio, stiffness) with mass 1 and Float numbers"
            if context.timing.isSteppedBySwiftUI {
                exactness += "; Compose solves it exactly where SwiftUI steps it at 300 Hz"
            }
            if stop.isFinite {
                exactness +=
                    "; where it stops: \(rule) (\(NumberFormat.derived(stop)) s here)"
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
        return (spec, difference, velocity, exactness)
    }

    /// The spec of `spring`, its difference measured on the curve Compose runs (the closed form of the
    /// Float numbers until Compose's estimated duration, then the target: `TargetBasedAnimation`), the
    /// velocity, and that duration (infinite when Compose has no estimate) with its rule.
    private static func springSpec(_ context: ExportContext, _ spring: SpringParameters)
        -> (String, CurveDifference, String?, Double, String)
    {
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
        let compose = PeerSpring.compose(
            ComposeSpring(dampingRatio: printed.values[0], stiffness: printed.values[1], velocity: printed.values[2]))
        let stop = compose.stopTime
        let running = free(make(printed.values))
        var difference = CurveDifference.measure(
            span: max(context.comparisonSpan, stop.isFinite ? stop * 1.2 : 0), studio: context.progress,
            exported: { t in t >= stop ? 1 : running(t) }, studioEnd: context.duration)
        if difference.largest <= 1e-6 { difference = .exact }
        let spec = "spring(dampingRatio = \(printed.texts[0])f, stiffness = \(printed.texts[1])f)"
        return (spec, difference, spring.initialVelocity == 0 ? nil : printed.texts[2], stop, compose.stopRule)
    }

    private static func layerLines(_ context: ExportContext) -> [String] {
        var lines: [String] = []
        for track in context.animation.tracks {
            if case .transform(let from, let to, _) = track.kind, from == to {
                lines += ["    rotationZ = 0f", "    translationX = 0f", "    translationY = 0f"]
                continue
            }
            guard case .scalar(let from, let to) = track.kind else {
                lines.append("    rotationZ = \(context.text(.angle, -15))f * (1f - progress)")
                lines.append("    translationX = \(context.text(.offsetX, -20))f * (1f - progress)")
                lines.append("    translationY = \(context.text(.offsetY, -20))f * (1f - progress)")
                continue
            }
            let expression =
                "\(DecimalDigits.text(from, .float))f + (\(DecimalDigits.text(to - from, .float))f) * progress"
            if let property = layerProperties[track.name] {
                lines.append("    \(property) = \(expression)")
            } else {
                lines.append("    " + unappliedComment(track.name) + expression)
            }
        }
        return lines
    }

    /// The `graphicsLayer` property that applies a scalar track, by the track's name.
    private static let layerProperties = [
        "opacity": "alpha", "translation.x": "translationX", "translation.y": "translationY"
    ]

    /// The tracks `graphicsLayer` cannot apply (a frame, a corner, another element's property): shown
    /// in a comment with their values, for the app to apply with a layout modifier or on that element.
    private static let unappliedTracks: Set<String> = [
        "frame.x", "frame.y", "frame.width", "frame.height", "corner-radius", "description.opacity", "close.opacity",
        "left-neighbour.center-x", "right-neighbour.center-x", "tab-bar.opacity", "tool-bar.y", "tool-bar.opacity"
    ]

    private static func unappliedComment(_ name: String) -> String {
        "// \(name) is not applied by this graphicsLayer: "
    }

    /// Where the Compose target writes each template parameter.
    static func place(_ parameter: TemplateParameter, _ context: ExportContext) -> ParameterPlace? {
        switch parameter.key {
        case .duration, .timing: return .code(["val \(context.typeName)Spec: AnimationSpec<Float> = "])
        case .delayFactor: return .code(["const val \(context.typeName)RowDelayMillis = "])
        case .completionGuard: return context.unguardedCompletion
        default:
            return context.trackPlace(parameter.key) { track in
                if case .transform = track.kind {
                    return (["rotationZ = ", "translationX = ", "translationY = "], true)
                }
                if let property = layerProperties[track.name] { return ([property + " = "], true) }
                return unappliedTracks.contains(track.name) ? ([unappliedComment(track.name)], false) : nil
            }
        }
    }
}

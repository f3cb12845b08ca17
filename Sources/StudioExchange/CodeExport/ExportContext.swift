import AnimationCore

/// One preset version resolved for export: its template, full parameters, the studio's curve and
/// the names each target spells it with.
struct ExportContext: Sendable {
    let request: CodeExportRequest
    let template: Template
    let animation: TemplateAnimation
    /// What the preset shows with Reduce Motion (every target emits both, switched the platform's way).
    let reducedMotion: ReducedMotionVariant
    /// The animation of ``reducedMotion``.
    let reducedAnimation: TemplateAnimation

    init(_ request: CodeExportRequest) throws(CodeExportError) {
        guard let template = TemplateCatalog.template(named: request.templateName) else {
            let names = TemplateCatalog.all.map(\.name).joined(separator: ", ")
            throw CodeExportError("unknown template “\(request.templateName)”; templates: \(names)")
        }
        guard request.tolerance.isFinite, request.tolerance >= 1e-6, request.tolerance <= 0.1 else {
            throw CodeExportError(
                "tolerance must be between 0.000001 and 0.1 of the distance, got \(NumberFormat.shortest(request.tolerance))"
            )
        }
        do {
            animation = try TemplateAnimation(template: template, parameters: request.parameters)
            var preset = try PresetParameters(template, animation.parameters)
            if case .preset = preset.reducedMotion, request.reducedMotionPreset == nil {
                // A named preset the caller could not give (a library file checked alone): the
                // template's default stands in, and the code says which variant it emits.
                preset = try preset.setting(reducedMotion: nil)
            }
            reducedMotion = preset.reducedMotion
            reducedAnimation = try preset.reducedMotionAnimation(referenced: request.reducedMotionPreset)
        } catch {
            throw CodeExportError("\(request.versionLabel) cannot be exported: \(error.message)")
        }
        self.request = request
        self.template = template
    }

    private init(reducing context: ExportContext) {
        request = context.request
        template = context.reducedAnimation.template
        animation = context.reducedAnimation
        reducedMotion = context.reducedMotion
        reducedAnimation = context.reducedAnimation
    }

    /// The same export as the reduced-motion variant plays it: its template, tracks, curve and duration.
    var reduced: ExportContext { ExportContext(reducing: self) }

    /// Whether the variant moves nothing over time (`instant`): its properties are set, not animated.
    var isInstant: Bool { curve.duration == 0 }

    var curve: AnimationCurve { animation.curve }
    /// The timing the exported curve runs (a reduced-motion variant's own when it has one).
    var timing: TimingExpression { curve.expression }
    /// The studio's progress at t seconds.
    func progress(_ t: Double) -> Double { curve.progress(at: t) }

    /// The parameter under `key`, or `fallback` when the template played (a reduced-motion
    /// variant's may be another preset's) does not have it.
    func number(_ key: ParameterKey, _ fallback: Double) -> Double {
        animation.number(key) ?? fallback
    }

    /// The parameter as the user typed it (shortest round-trip text).
    func text(_ key: ParameterKey, _ fallback: Double) -> String { NumberFormat.shortest(number(key, fallback)) }

    var duration: Double { curve.duration }
    var delayFactor: Double { animation.delayFactor }
    var policy: CellPolicy { request.policy ?? template.entrance?.policy ?? .always }
    var isEntrance: Bool { template.entrance != nil }

    /// The preset's names in code: `MoveUpBounce`, `moveUpBounce`, `move-up-bounce` (see ``ExportNames``).
    var names: ExportNames { ExportNames(presetName: request.presetName) }
    var typeName: String { names.typeName }
    var memberName: String { names.memberName }
    var cssName: String { names.cssName }
    /// The version label for a `//` comment.
    var commentLabel: String { CommentText.line(request.versionLabel) }
    /// The version label for a JavaScript comment (`//` or JSDoc's `/** … */`).
    var javaScriptCommentLabel: String { CommentText.javaScript(request.versionLabel) }

    /// The header lines every file opens with (without comment markers).
    /// `escape` makes the version label (it holds the preset's name) safe in the target's comments.
    func headerLines(
        difference: CurveDifference, exactness: String, escape: (String) -> String = CommentText.line
    ) -> [String] {
        var lines = [
            "\(escape(request.versionLabel)) (template \(template.name), timing \(timing)) exported by animstudio \(request.studioVersion).",
            "Curve: \(timing) over \(NumberFormat.derived(duration)) s; rows start \(text(.delayFactor, 0)) s apart."
        ]
        if difference.largest == 0 {
            lines.append("Exact: \(exactness).")
        } else {
            lines.append("Approximate: \(exactness); \(difference.summary) (sampled against the studio's curve).")
        }
        return lines
    }
}

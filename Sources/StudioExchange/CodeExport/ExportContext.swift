import AnimationCore

/// One preset version resolved for export: its template, full parameters, the studio's curve and
/// the names each target spells it with.
struct ExportContext: Sendable {
    let request: CodeExportRequest
    let template: Template
    let animation: TemplateAnimation

    init(_ request: CodeExportRequest) throws(CodeExportError) {
        guard let template = TemplateCatalog.template(named: request.templateName) else {
            let names = TemplateCatalog.all.map(\.name).joined(separator: ", ")
            throw CodeExportError("unknown template “\(request.templateName)”; templates: \(names)")
        }
        guard request.tolerance.isFinite, request.tolerance >= 1e-6, request.tolerance <= 0.1 else {
            throw CodeExportError(
                "tolerance must be between 0.000001 and 0.1 of the distance, got \(NumberFormat.shortest(request.tolerance))")
        }
        do {
            animation = try TemplateAnimation(template: template, parameters: request.parameters)
        } catch {
            throw CodeExportError("\(request.versionLabel) cannot be exported: \(error.message)")
        }
        self.request = request
        self.template = template
    }

    var curve: AnimationCurve { animation.curve }
    var timing: TimingExpression { animation.parameters.timing }
    /// The studio's progress at t seconds.
    func progress(_ t: Double) -> Double { curve.progress(at: t) }

    /// The parameter `name`, or `fallback` when the preset's template does not have it.
    func number(_ name: String, _ fallback: Double) -> Double {
        animation.parameters.values[name]?.number ?? fallback
    }

    /// The parameter as the user typed it (shortest round-trip text).
    func text(_ name: String, _ fallback: Double) -> String { NumberFormat.shortest(number(name, fallback)) }

    var duration: Double { curve.duration }
    var delayFactor: Double { number("delay-factor", 0) }
    var policy: CellPolicy { request.policy ?? template.entrance?.policy ?? .always }
    var isEntrance: Bool { template.entrance != nil }

    /// The words of the preset's name: `move-up bounce_2` → [move, up, bounce, 2].
    private var words: [String] {
        var result: [String] = []
        var current = ""
        for character in request.presetName {
            if character.isASCII && (character.isLetter || character.isNumber) {
                current.append(character)
            } else if !current.isEmpty {
                result.append(current)
                current = ""
            }
        }
        if !current.isEmpty { result.append(current) }
        return result.isEmpty ? ["preset"] : result
    }

    /// `MoveUpBounce`: a type name (prefixed when it would start with a digit).
    var typeName: String {
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return joined.first!.isNumber ? "Preset" + joined : joined
    }

    /// `moveUpBounce`: a member name.
    var memberName: String {
        let type = typeName
        return type.prefix(1).lowercased() + type.dropFirst()
    }

    /// `move-up-bounce`: a CSS identifier.
    var cssName: String {
        let joined = words.map { $0.lowercased() }.joined(separator: "-")
        return joined.first!.isNumber ? "preset-" + joined : joined
    }

    /// The header lines every file opens with (without comment markers).
    func headerLines(difference: CurveDifference, exactness: String) -> [String] {
        var lines = [
            "\(request.versionLabel) (template \(template.name), timing \(timing)) exported by animstudio \(request.studioVersion).",
            "Curve: \(timing) over \(NumberFormat.shortest(duration)) s; rows start \(text("delay-factor", 0)) s apart.",
        ]
        if difference.largest == 0 {
            lines.append("Exact: \(exactness).")
        } else {
            lines.append("Approximate: \(exactness); \(difference.summary) (sampled against the studio's curve).")
        }
        return lines
    }
}

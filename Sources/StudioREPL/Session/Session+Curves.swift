import AnimationCore

extension Session {
    static let durationRange = TimingError.Range.positiveUpTo(AnimationCurve.maximumDuration)

    func sample(_ verb: Token, _ arguments: [Token]) throws(CommandError) -> Outcome {
        let args = try ArgumentReader(
            verb: verb, tokens: arguments, valued: ["--duration", "--samples", "--format", "--row"])
        try args.expectPositionals(1...1, usage: VerbCatalog.verb(named: "sample")!.syntax)
        let target = args.positionals[0]
        let samples = try args.integer("--samples", 1...100_000) ?? 100
        let format = try args.choice("--format", ["csv", "json"], default: "csv")
        if let template = TemplateCatalog.template(named: target.text) {
            if args.has("--duration") {
                let flag = args.flags["--duration"]!
                throw CommandError.syntax(
                    "--duration does not apply to a template; its duration is a parameter", offset: flag.offset,
                    length: flag.length)
            }
            let row = try args.integer("--row", 0...100_000) ?? 0
            let animation: TemplateAnimation
            do {
                animation = try TemplateAnimation(template: template)
            } catch {
                throw CommandError.timing(error)
            }
            return Outcome(TableFormatter.templateSamples(animation, row: row, samples: samples, format: format))
        }
        if let row = args.flags["--row"] {
            throw CommandError.syntax("--row applies to templates only", offset: row.offset, length: row.length)
        }
        let duration = try args.number("--duration", Session.durationRange)
        let curve = try curve(try timing(target), duration: duration)
        return Outcome(TableFormatter.curveSamples(curve, samples: samples, format: format))
    }

    func convert(_ verb: Token, _ arguments: [Token]) throws(CommandError) -> Outcome {
        let (curve, format) = try curveCommand(verb, arguments, name: "convert")
        let forms = EquivalentForms(curve)
        if format == "json" { return Outcome(forms.json.pretty) }
        let width = forms.forms.map(\.label.count).max() ?? 0
        let lines = forms.forms.map { form in
            form.label.padding(width) + "  " + form.value + "\n" + String(repeating: " ", count: width + 2)
                + "↳ " + form.api
        }
        return Outcome(lines.joined(separator: "\n"))
    }

    func metrics(_ verb: Token, _ arguments: [Token]) throws(CommandError) -> Outcome {
        let (curve, format) = try curveCommand(verb, arguments, name: "metrics")
        let metrics = CurveMetrics(curve)
        if format == "json" {
            var object: [String: JSONValue] = ["timing": .string(curve.expression.description)]
            for field in CurveMetrics.fields {
                object[field.key] = .number(metrics.value(of: field.key))
            }
            return Outcome(JSONValue.object(object).pretty)
        }
        return Outcome(TableFormatter.metricsText(metrics, title: curve.expression.description))
    }

    private func curveCommand(
        _ verb: Token, _ arguments: [Token], name: String
    ) throws(CommandError) -> (AnimationCurve, String) {
        let args = try ArgumentReader(verb: verb, tokens: arguments, valued: ["--duration", "--format"])
        try args.expectPositionals(1...1, usage: VerbCatalog.verb(named: name)!.syntax)
        let format = try args.choice("--format", ["text", "json"], default: "text")
        let duration = try args.number("--duration", Session.durationRange)
        return (try curve(try timing(args.positionals[0]), duration: duration), format)
    }
}

extension String {
    /// Pads with spaces to `width` characters (never truncates).
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}

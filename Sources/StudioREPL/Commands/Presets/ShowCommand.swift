import AnimationCore
import StudioStore
import TerminalText

/// `show [REF]`: every parameter of a version or the draft, with units.
enum ShowCommand {
    static let command = Command(
        CommandSpec(
            "show", group: .presets,
            summary: "every parameter of a version or the draft, with units (the current draft without REF)",
            positionals: [reference], flags: [format],
            example: "show bounce@calm", store: .reads),
        run: run)

    static let reference = OptionalArgument("REF", .reference)
    static let format = Flags.format(default: ReportFormat.text)

    static func run(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let preset: ResolvedPreset
        if let value = arguments[Self.reference] {
            preset = try session.resolve(value)
        } else {
            preset = try session.currentDraft()
        }
        if arguments[Self.format] == .json {
            return Outcome(
                JSONValue.object([
                    "reference": .string(preset.label), "template": .string(preset.template.name),
                    "time": .string(preset.time),
                    "message": preset.message.map(JSONValue.string) ?? .null,
                    "parameters": .object(
                        preset.parameters.values.values.mapValues {
                            $0.number.map(JSONValue.number) ?? .string($0.description)
                        }),
                    "reduced-motion": .object([
                        "variant": .string(preset.parameters.reducedMotion.description),
                        "authored": .bool(preset.parameters.reducedMotionIsAuthored)
                    ])
                ]).pretty)
        }
        var lines = [
            "\(TerminalText.sanitized(preset.label))  \(preset.template.name)  \(preset.time)"
                + (preset.message.map { "  \(TerminalText.sanitized($0))" } ?? "")
        ]
        lines += ParameterListing.lines(preset.parameters.values, template: preset.template).map { "  " + $0 }
        return Outcome(lines.joined(separator: "\n"))
    }
}

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
        return try session.rendered(arguments[Self.format]) {
            var lines = [
                "\(TerminalText.sanitized(preset.label))  \(preset.template.name)  \(preset.time)"
                    + (preset.message.map { "  \(TerminalText.sanitized($0))" } ?? "")
            ]
            lines += ParameterListing.lines(preset.parameters.values, template: preset.template).map { "  " + $0 }
            if let completion = Self.swiftUICompletion(of: preset) {
                lines.append("  " + completion.text)
            }
            return lines.joined(separator: "\n")
        } json: {
            var object: [String: JSONValue] = [
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
            ]
            if let completion = Self.swiftUICompletion(of: preset) {
                object["swiftUICompletion"] = .number(completion.time)
            }
            return .object(object)
        }
    }

    /// SwiftUI's completion of a stepped spring timing (its own rule, reported beside the curve that is
    /// drawn on until the spring rests), nil for every other timing.
    static func swiftUICompletion(of preset: ResolvedPreset) -> (time: Double, text: String)? {
        let curve = preset.parameters.animation.curve
        guard case .stepped(let stepped) = curve.shape, let done = stepped.completionTime, done <= curve.duration
        else { return nil }
        let f = { (x: Double) in NumberFormat.fixed(x, 3) }
        return (
            done,
            "completion".padding(14) + "\(f(done)) s by SwiftUI's rule; drawn until at rest at \(f(curve.duration)) s"
        )
    }
}

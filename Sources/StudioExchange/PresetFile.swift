public import AnimationCore

/// The versioned JSON file a preset is exported to and imported from (`docs/preset.schema.json`).
///
/// Output is deterministic: sorted keys, two-space indentation, numbers in shortest round-trip form,
/// so exporting the same data twice gives identical bytes.
public struct PresetFile: Equatable, Sendable {
    /// One version of the preset.
    public struct Version: Equatable, Sendable {
        public var number: Int
        public var time: String
        public var message: String?
        public var parameters: PresetParameters

        public init(number: Int, time: String, message: String?, parameters: PresetParameters) {
            self.number = number
            self.time = time
            self.message = message
            self.parameters = parameters
        }
    }

    public static let schemaVersion = 1
    /// A version's authored reduced-motion variant, as its canonical text.
    public static let reducedMotionKey = "reduced-motion"

    public var name: String
    public var template: String
    public var versions: [Version]
    public var tags: [String: Int]

    public init(name: String, template: String, versions: [Version], tags: [String: Int]) {
        self.name = name
        self.template = template
        self.versions = versions
        self.tags = tags
    }

    /// The file's text, ending with a newline.
    public var text: String {
        let versionObjects = versions.map { version -> JSONValue in
            var fields: [String: JSONValue] = [
                "number": .number(Double(version.number)),
                "time": .string(version.time),
                "message": version.message.map(JSONValue.string) ?? .null,
                "parameters": .object(
                    version.parameters.values.values.mapValues { value in
                        switch value {
                        case .number(let number): return .number(number)
                        case .timing(let timing): return .string(timing.description)
                        }
                    })
            ]
            // Only an authored variant is written: a file without one reads as the template's default.
            if let variant = version.parameters.values.reducedMotion {
                fields[PresetFile.reducedMotionKey] = .string(variant.description)
            }
            return .object(fields)
        }
        return JSONValue.object([
            "schemaVersion": .number(Double(PresetFile.schemaVersion)),
            "name": .string(name),
            "template": .string(template),
            "tags": .object(tags.mapValues { .number(Double($0)) }),
            "versions": .array(versionObjects)
        ]).pretty + "\n"
    }
}

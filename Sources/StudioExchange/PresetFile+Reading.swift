import AnimationCore

extension PresetFile {
    /// The largest preset file read: 16 MiB.
    public static let fileLimit = 16 * 1024 * 1024

    /// Reads and validates a preset file: known keys only, every field typed and in range, the
    /// template known and every version's parameters valid for it.
    public init(bytes: [UInt8]) throws(ExchangeError) {
        guard bytes.count <= Self.fileLimit else {
            throw ExchangeError("the file is \(bytes.count) bytes; a preset file may be at most 16 MiB")
        }
        let root = try JSONReader.parse(bytes)
        let object = try PresetFile.object(
            root, "the file", keys: ["schemaVersion", "name", "template", "tags", "versions"])
        let schema = try PresetFile.integer(object["schemaVersion"], "schemaVersion")
        guard schema == PresetFile.schemaVersion else {
            throw ExchangeError(
                "schemaVersion \(schema) is not supported; this animstudio reads version \(PresetFile.schemaVersion)")
        }
        name = try PresetFile.string(object["name"], "name")
        template = try PresetFile.string(object["template"], "template")
        guard let known = TemplateCatalog.template(named: template) else {
            throw ExchangeError(
                "template “\(template)” is unknown; expected one of \(TemplateCatalog.all.map(\.name).joined(separator: ", "))"
            )
        }
        let tagObject = try PresetFile.object(object["tags"] ?? .object([:]), "tags", keys: nil)
        var tags: [String: Int] = [:]
        for (tag, value) in tagObject { tags[tag] = try PresetFile.integer(value, "tags.\(tag)") }
        self.tags = tags
        guard case .array(let items)? = object["versions"], !items.isEmpty else {
            throw ExchangeError("“versions” must be a non-empty array")
        }
        var versions: [Version] = []
        for (index, item) in items.enumerated() {
            let place = "versions[\(index)]"
            let fields = try PresetFile.object(
                item, place, keys: ["number", "time", "message", "parameters", PresetFile.reducedMotionKey])
            let number = try PresetFile.integer(fields["number"], "\(place).number")
            guard number >= 1 else { throw ExchangeError("\(place).number must be 1 or more, got \(number)") }
            let time = try PresetFile.string(fields["time"], "\(place).time")
            var message: String?
            if let value = fields["message"], value != .null {
                message = try PresetFile.string(value, "\(place).message")
            }
            let parameterObject = try PresetFile.object(fields["parameters"], "\(place).parameters", keys: nil)
            var text: [String: String] = [:]
            for (key, value) in parameterObject {
                switch value {
                case .number(let number): text[key] = NumberFormat.shortest(number)
                // The schema types each parameter: a number given as a string ("1") is refused, not coerced.
                case .string(let string)
                where known.parameter(named: key)?.kind != .timing && known.parameter(named: key) != nil:
                    throw ExchangeError(
                        "\(place).parameters.\(key) must be a number, got the string “\(PresetFile.shortened(string))”")
                case .string(let string): text[key] = string
                default: throw ExchangeError("\(place).parameters.\(key) must be a number or a timing string")
                }
            }
            var parameters: PresetParameters
            do { parameters = try PresetParameters(known, text: text) } catch {
                throw ExchangeError("\(place).parameters: \(error.message)")
            }
            if let value = fields[PresetFile.reducedMotionKey] {
                let variantPlace = "\(place).\(PresetFile.reducedMotionKey)"
                let variantText = try PresetFile.string(value, variantPlace)
                do {
                    parameters = try parameters.setting(reducedMotion: try ReducedMotionVariant(parsing: variantText))
                } catch { throw ExchangeError("\(variantPlace): \(error.message)") }
            }
            versions.append(Version(number: number, time: time, message: message, parameters: parameters))
        }
        self.versions = versions
    }

    /// A value quoted in an error, cut to 40 characters.
    private static func shortened(_ text: String) -> String {
        text.count <= 40 ? text : String(text.prefix(40)) + "…"
    }

    private static func object(_ value: JSONValue?, _ place: String, keys: [String]?) throws(ExchangeError) -> [String:
        JSONValue]
    {
        guard case .object(let members)? = value else { throw ExchangeError("\(place) must be an object") }
        if let keys {
            for key in members.keys.sorted() where !keys.contains(key) {
                throw ExchangeError("unknown key “\(key)” in \(place); expected \(keys.joined(separator: ", "))")
            }
        }
        return members
    }

    private static func string(_ value: JSONValue?, _ place: String) throws(ExchangeError) -> String {
        guard case .string(let text)? = value else { throw ExchangeError("\(place) must be a string") }
        return text
    }

    private static func integer(_ value: JSONValue?, _ place: String) throws(ExchangeError) -> Int {
        guard case .number(let number)? = value, number == number.rounded(), abs(number) < 1e9 else {
            throw ExchangeError("\(place) must be a whole number")
        }
        return Int(number)
    }
}

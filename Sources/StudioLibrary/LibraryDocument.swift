import AnimationCore
import StudioExchange
import StudioStore

/// The canonical file of one shared preset: a W3C design-token (DTCG) document whose tokens are
/// what other tools read (`duration`, `row-delay`, and a `cubicBezier` `easing` with a
/// `transition` where the timing is a Bézier; DTCG has no spring type), carrying the studio's
/// exact preset under `$extensions` (`docs/reference/library-file.schema.json`).
///
/// Canonical: sorted keys, two-space indentation, shortest round-trip numbers, one trailing
/// newline. The same preset always gives the same bytes, so a push rewrites only what changed.
public enum LibraryDocument {
    public static let extensionKey = "dev.animstudio.preset"
    public static let format = 1
    /// Larger files are refused before parsing.
    public static let sizeLimit = 1024 * 1024

    /// The file's text.
    public static func text(of preset: SharedPreset) -> String {
        let parameters = preset.content.parameters
        var exact: [String: JSONValue] = [
            "format": .number(Double(format)),
            "id": .string(preset.id),
            "name": .string(preset.name),
            "template": .string(preset.content.template.name),
            "parameters": .object(
                parameters.values.mapValues { value in
                    switch value {
                    case .number(let number): return .number(number)
                    case .timing(let timing): return .string(timing.description)
                    }
                }),
            "version": .number(Double(preset.version)),
            "author": .string(preset.author),
            "time": .string(preset.time)
        ]
        exact["message"] = preset.message.map(JSONValue.string) ?? .null
        // Added with reduced-motion variants, only when one is authored: a file without it reads as
        // the template's default, so every file written before keeps its bytes.
        if let variant = parameters.reducedMotion { exact[reducedMotionKey] = .string(variant.description) }
        var root: [String: JSONValue] = [
            "$description": .string(
                "animstudio preset “\(preset.name)” (\(preset.content.template.name)), shared version \(preset.version)"
            ),
            "$extensions": .object([extensionKey: .object(exact)])
        ]
        if let duration = parameters.number(.duration) {
            root["duration"] = .object(["$type": .string("duration"), "$value": milliseconds(duration)])
        }
        if let delay = parameters.number(.delayFactor) {
            root["row-delay"] = .object(["$type": .string("duration"), "$value": milliseconds(delay)])
        }
        if let bezier = parameters.timing.bezier {
            root["easing"] = .object([
                "$type": .string("cubicBezier"),
                "$value": .array([bezier.x1, bezier.y1, bezier.x2, bezier.y2].map(JSONValue.number))
            ])
            root["transition"] = .object([
                "$type": .string("transition"),
                "$value": .object([
                    "duration": .string("{duration}"), "delay": milliseconds(0), "timingFunction": .string("{easing}")
                ])
            ])
        }
        return JSONValue.object(root).pretty + "\n"
    }

    /// Reads a file, checking every field of the exact preset; the tokens are derived and not read.
    public static func read(_ bytes: [UInt8]) throws(LibraryError) -> SharedPreset {
        guard bytes.count <= sizeLimit else {
            throw LibraryError("the file is \(bytes.count) bytes; a preset file may be at most \(sizeLimit) bytes")
        }
        let root: JSONValue
        do { root = try JSONReader.parse(bytes) } catch { throw LibraryError(error.message) }
        guard case .object(let members) = root else { throw LibraryError("the file must hold a JSON object") }
        guard case .object(let extensions)? = members["$extensions"],
            case .object(let exact)? = extensions[extensionKey]
        else {
            throw LibraryError("“$extensions.\(extensionKey)” is missing: the file holds no animstudio preset")
        }
        let place = "$extensions.\(extensionKey)"
        let known: Set = [
            "format", "id", "name", "template", "parameters", "version", "author", "time", "message", reducedMotionKey
        ]
        if let unknown = exact.keys.sorted().first(where: { !known.contains($0) }) {
            throw LibraryError(
                "“\(place).\(unknown)” is not a field of a preset; expected \(known.sorted().joined(separator: ", "))")
        }
        let formatNumber = try integer(exact["format"], "\(place).format")
        guard formatNumber == format else {
            throw LibraryError("“\(place).format” is \(formatNumber); this animstudio reads format \(format)")
        }
        let id = try string(exact["id"], "\(place).id")
        guard (1...64).contains(id.utf8.count),
            id.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
        else {
            throw LibraryError("“\(place).id” must be 1 to 64 lowercase hexadecimal digits, got \(quoted(id))")
        }
        let name = try string(exact["name"], "\(place).name")
        if let problem = StudioStore.presetNameError(name) { throw LibraryError("“\(place).name”: \(problem.message)") }
        let template = try StoreSeam.template(named: try string(exact["template"], "\(place).template"))
        guard case .object(let parameterValues)? = exact["parameters"] else {
            throw LibraryError("“\(place).parameters” must be an object")
        }
        var text: [String: String] = [:]
        for (key, value) in parameterValues {
            switch value {
            case .number(let number): text[key] = NumberFormat.shortest(number)
            case .string(let string): text[key] = string
            default: throw LibraryError("“\(place).parameters.\(key)” must be a number or a timing text")
            }
        }
        // Checked as every preset value is when built: each number within its rule, the timing solvable.
        var parameters: ParameterSet
        do { parameters = try PresetParameters(template, text: text).values } catch {
            throw LibraryError("“\(place).parameters”: \(error.message)")
        }
        if let value = exact[reducedMotionKey] {
            let variantText = try string(value, "\(place).\(reducedMotionKey)")
            parameters.reducedMotion = try variant(variantText, place: "\(place).\(reducedMotionKey)")
            do { parameters = try PresetParameters(template, parameters).values } catch {
                throw LibraryError("“\(place).\(reducedMotionKey)”: \(error.message)")
            }
        }
        let version = try integer(exact["version"], "\(place).version")
        guard version >= 1 else { throw LibraryError("“\(place).version” must be 1 or more, got \(version)") }
        let author = try string(exact["author"], "\(place).author")
        guard (1...200).contains(author.unicodeScalars.count) else {
            throw LibraryError("“\(place).author” must have 1 to 200 characters, got \(author.unicodeScalars.count)")
        }
        let time = try string(exact["time"], "\(place).time")
        guard isTimestamp(time) else {
            throw LibraryError("“\(place).time” must be a UTC time like 2026-11-22T10:15:30.123Z, got \(quoted(time))")
        }
        var message: String?
        if let value = exact["message"], value != .null { message = try string(value, "\(place).message") }
        return SharedPreset(
            id: id, content: PresetContent(name: name, template: template, parameters: parameters),
            version: version, message: message, author: author, time: time)
    }

    /// The exact preset's key for an authored reduced-motion variant (its canonical text).
    public static let reducedMotionKey = "reduced-motion"

    private static func variant(_ text: String, place: String) throws(LibraryError)
        -> ReducedMotionVariant
    {
        do { return try ReducedMotionVariant(parsing: text) } catch {
            throw LibraryError("“\(place)”: \(error.message)")
        }
    }

    /// `2026-11-22T10:15:30.123Z`: the store's one time shape.
    static func isTimestamp(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 24 else { return false }
        let pattern = Array("dddd-dd-ddTdd:dd:dd.dddZ".utf8)
        return zip(bytes, pattern).allSatisfy { byte, expected in
            expected == UInt8(ascii: "d") ? (0x30...0x39).contains(byte) : byte == expected
        }
    }

    private static func milliseconds(_ seconds: Double) -> JSONValue {
        .object(["value": .number((seconds * 1000 * 1e6).rounded() / 1e6), "unit": .string("ms")])
    }

    private static func string(_ value: JSONValue?, _ place: String) throws(LibraryError) -> String {
        guard case .string(let text)? = value else { throw LibraryError("“\(place)” must be a string") }
        return text
    }

    private static func integer(_ value: JSONValue?, _ place: String) throws(LibraryError) -> Int {
        guard case .number(let number)? = value, number.rounded() == number, abs(number) < 1e15 else {
            throw LibraryError("“\(place)” must be a whole number")
        }
        return Int(number)
    }
}

/// A value from a file, quoted in the studio's style (“…”, invisible characters shown as escapes).
func quoted(_ value: String) -> String {
    var result = "“"
    for scalar in value.unicodeScalars {
        if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
            || scalar.properties.isBidiControl
        {
            result += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
            result.unicodeScalars.append(scalar)
        }
    }
    return result + "”"
}

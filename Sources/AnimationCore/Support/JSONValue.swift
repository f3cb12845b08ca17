/// A JSON value with deterministic output: object keys sorted, doubles in shortest round-trip form.
///
/// Pure serialization (no I/O), shared by every command that prints `--format json`.
public indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Compact text: `{"a":1,"b":[0.5,"x"]}`. Non-finite numbers become `null` (JSON has none).
    public var compact: String {
        var out = ""
        write(into: &out, indent: nil, level: 0)
        return out
    }

    /// Two-space indented text with sorted keys.
    public var pretty: String {
        var out = ""
        write(into: &out, indent: "  ", level: 0)
        return out
    }

    private func write(into out: inout String, indent: String?, level: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value): out += value.isFinite ? NumberFormat.shortest(value == 0 ? 0 : value) : "null"
        case .string(let value): JSONValue.writeString(value, into: &out)
        case .array(let items):
            if items.isEmpty {
                out += "[]"
                return
            }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                newline(&out, indent, level + 1)
                item.write(into: &out, indent: indent, level: level + 1)
            }
            newline(&out, indent, level)
            out += "]"
        case .object(let members):
            if members.isEmpty {
                out += "{}"
                return
            }
            out += "{"
            for (i, (key, member)) in members.sorted(by: { $0.key < $1.key }).enumerated() {
                if i > 0 { out += "," }
                newline(&out, indent, level + 1)
                JSONValue.writeString(key, into: &out)
                out += indent == nil ? ":" : ": "
                member.write(into: &out, indent: indent, level: level + 1)
            }
            newline(&out, indent, level)
            out += "}"
        }
    }

    private func newline(_ out: inout String, _ indent: String?, _ level: Int) {
        guard let indent else { return }
        out += "\n"
        for _ in 0..<level { out += indent }
    }

    private static func writeString(_ value: String, into out: inout String) {
        out += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            // `<` as `\u003c`: a name holding `</script>` cannot end the element the JSON is embedded in.
            case "<": out += "\\u003c"
            // C1 controls (U+009B is a terminal's CSI), bidirectional controls and the line
            // separators are escaped too: still valid JSON, read back exactly, never raw on a terminal.
            case let c
            where c.value < 0x20 || (0x7F...0x9F).contains(c.value) || c.value == 0x2028 || c.value == 0x2029
                || c.properties.isBidiControl:
                let hex = String(c.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}

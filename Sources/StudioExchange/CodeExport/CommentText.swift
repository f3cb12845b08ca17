/// Text from a preset (its name, in the version label) made safe inside a generated comment, so
/// that no name can end the comment early or the element a file is pasted into.
enum CommentText {
    /// Inside a Swift or Kotlin `//` comment: a line break would end it (names cannot hold one, but the
    /// exporter does not rely on that), so every line-breaking character is written as `\u{…}`.
    static func line(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: out += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Inside a `/* … */` or `/** … */` comment (CSS, JavaScript): `*/` would close it (and what
    /// follows would be live code) and `</` could close the `<style>` or `<script>` element the file
    /// is pasted into, so both get a backslash: `*\/`, `<\/`.
    static func block(_ text: String) -> String {
        var out = ""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if scalar == "/", previous == "*" || previous == "<" { out += "\\" }
            out.unicodeScalars.append(scalar)
            previous = scalar
        }
        return out
    }

    /// In JavaScript's `//` and `/** … */` comments alike: on one line, with no `*/` or `</`.
    static func javaScript(_ text: String) -> String { block(line(text)) }
}

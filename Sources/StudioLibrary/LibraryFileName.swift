public import StudioStore

/// Where a preset's file lives in the working copy: `presets/<name>.json`, the name
/// percent-encoded so that any preset name gives one plain file name (no `/`, no leading dot, no
/// two names sharing a file).
public enum LibraryFileName {
    public static let folder = "presets"

    /// Every folder the library's files live in: presets, saved gestures, saved events scripts.
    public static let folders = [folder] + ScriptKind.allCases.map(folder(for:))

    /// `presets/bounce.json`; `presets/my%20card.json` for `my card`.
    public static func path(for name: String) -> String { "\(folder)/\(encoded(name)).json" }

    /// `gestures` for saved gestures, `events` for saved events scripts.
    public static func folder(for kind: ScriptKind) -> String { kind == .gesture ? "gestures" : "events" }

    /// `gestures/flick.json`, encoded as a preset's name is.
    public static func path(for kind: ScriptKind, name: String) -> String {
        "\(folder(for: kind))/\(encoded(name)).json"
    }

    static func encoded(_ name: String) -> String {
        var result = ""
        for (index, byte) in name.utf8.enumerated() {
            let plain =
                (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x2D || byte == 0x5F || (byte == 0x2E && index > 0)
            if plain {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }
}

/// The names one preset is spelled with in exported code: a Swift/Kotlin type and member, a CSS
/// identifier (also the token group and the file name), each valid for its target and distinct for
/// every distinct preset name.
///
/// A plain name (`move-up-bounce`: lower-case ASCII words joined by `-`, each starting with a letter)
/// reads as itself: `MoveUpBounce`, `moveUpBounce`, `move-up-bounce`. Every other name is spelled
/// out exactly, so no two names meet:
/// - identifiers: `Preset_` / `preset_` and the name with each character other than an ASCII letter
///   or digit written as `_hex_` (`a b` → `Preset_a_20_b`, `class` → `Preset_class`);
/// - CSS: `_` and the name with each upper-case letter as `_` and its lower case and each character
///   other than `a-z`, `0-9` and `-` as `_0hex_` (`AB` → `__a_b`, `名字` → `__0540d__05b57_`). Lower-case ASCII
///   only, so two presets never share a file even on a case- or normalization-insensitive disk.
public struct ExportNames: Equatable, Sendable {
    /// `MoveUpBounce`, or `Preset_…` for a name that is not plain or is a reserved word.
    public let typeName: String
    /// `moveUpBounce`, or `preset_…`.
    public let memberName: String
    /// `move-up-bounce`, or `_…`: the CSS class and keyframes, the token group and the file name.
    public let cssName: String

    public init(presetName name: String) {
        let words = Self.plainWords(name)
        let camel = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        let lowerCamel = camel.prefix(1).lowercased() + camel.dropFirst()
        if !words.isEmpty, !ReservedWords.contains(camel), !ReservedWords.contains(lowerCamel) {
            typeName = camel
            memberName = lowerCamel
        } else {
            let spelled = Self.identifierSpelling(name)
            typeName = "Preset_" + spelled
            memberName = "preset_" + spelled
        }
        cssName = Self.isPlainCSS(name) ? name : "_" + Self.cssSpelling(name)
    }

    /// The words of a plain name (`move-up-bounce` → move, up, bounce); empty when the name is not plain.
    static func plainWords(_ name: String) -> [String] {
        let words = name.split(separator: "-", omittingEmptySubsequences: false)
        let plain = words.allSatisfy { word in
            guard let first = word.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
            return word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        }
        return plain ? words.map(String.init) : []
    }

    /// A CSS identifier that is the name itself: lower-case ASCII letters, digits and `-`, starting with a letter.
    static func isPlainCSS(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    /// ASCII letters and digits as they are, anything else as `_hex_`.
    static func identifierSpelling(_ name: String) -> String {
        var out = ""
        for scalar in name.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                out.unicodeScalars.append(scalar)
            } else {
                out += "_" + String(scalar.value, radix: 16) + "_"
            }
        }
        return out
    }

    /// `a-z`, `0-9` and `-` as they are, `A-Z` as `_` and the lower case, anything else as `_0hex_`.
    static func cssSpelling(_ name: String) -> String {
        var out = ""
        for scalar in name.unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-" {
                out.unicodeScalars.append(scalar)
            } else if ("A"..."Z").contains(scalar) {
                out += "_" + String(scalar).lowercased()
            } else {
                out += "_0" + String(scalar.value, radix: 16) + "_"
            }
        }
        return out
    }
}

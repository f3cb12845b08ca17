import AnimationCore
import StudioExchange
import StudioREPL
import StudioStore

/// The studio's resources: every preset's draft and versions as the studio's canonical JSON (what
/// `export REF` writes), and the reference pages generated from the verbs' declarations.
struct ResourceCatalog {
    let session: Session

    static let scheme = "animstudio://"
    static let referencePages: [(path: String, mime: String, title: String)] = [
        ("reference/commands.md", "text/markdown", "the command reference"),
        ("reference/animstudio.1", "text/troff", "the manual page")
    ]

    /// `resources/list`: the reference pages, then each preset's draft and versions.
    func list() -> JSONValue {
        var items: [JSONValue] = Self.referencePages.map { page in
            .object([
                "uri": .string(Self.scheme + page.path), "name": .string(page.path),
                "description": .string(page.title), "mimeType": .string(page.mime)
            ])
        }
        for (name, latest) in presets() {
            let versions = ["draft"] + (latest > 0 ? (1...latest).reversed().map(String.init) : [])
            for version in versions {
                let reference = name + "@" + version
                items.append(
                    .object([
                        "uri": .string(Self.uri(preset: name, version: version)), "name": .string(reference),
                        "description": .string(
                            version == "draft"
                                ? "the working draft, as show --format json gives it" : "version \(version)"),
                        "mimeType": .string("application/json")
                    ]))
            }
        }
        return .object(["resources": .array(items)])
    }

    /// `resources/templates/list`.
    static var templates: JSONValue {
        .object([
            "resourceTemplates": .array([
                .object([
                    "uriTemplate": .string(scheme + "presets/{name}@{version}"),
                    "name": .string("preset"),
                    "description": .string("a preset's version (a number, a tag or draft) as the studio's JSON"),
                    "mimeType": .string("application/json")
                ])
            ])
        ])
    }

    /// `resources/read` of `uri`.
    func read(_ uri: String) -> Result<JSONValue, RPCError> {
        guard uri.hasPrefix(Self.scheme) else { return .failure(.resourceNotFound(uri)) }
        let path = String(uri.dropFirst(Self.scheme.count))
        let text: String
        let mime: String
        if path == "reference/commands.md" {
            (text, mime) = (CommandReference.markdown(), "text/markdown")
        } else if path == "reference/animstudio.1" {
            (text, mime) = (ManPage.text(), "text/troff")
        } else if path.hasPrefix("presets/"), let reference = Self.decode(String(path.dropFirst(8))) {
            switch preset(reference) {
            case .success(let json): (text, mime) = (json, "application/json")
            case .failure(let error): return .failure(.resourceNotFound(uri, because: error.message))
            }
        } else {
            return .failure(.resourceNotFound(uri))
        }
        return .success(
            .object([
                "contents": .array([.object(["uri": .string(uri), "mimeType": .string(mime), "text": .string(text)])])
            ]))
    }

    /// A preset's version as the file `export` writes; its draft, which no file holds until it is
    /// committed, as `show --format json` gives it.
    private func preset(_ reference: String) -> Result<String, CommandError> {
        let isDraft = PresetReference(reference).selector == .draft
        let arguments = NamedArguments(["ref": .text(reference)])
        return session.execute(verb: isDraft ? "show" : "export", named: arguments).map { outcome in
            isDraft ? (outcome.data?.pretty ?? outcome.text) : outcome.text
        }
    }

    /// Every preset's name and latest version number.
    private func presets() -> [(String, Int)] {
        ((try? session.presetVersions()) ?? []).map { ($0.name, $0.latestVersion) }
    }

    /// `animstudio://presets/NAME@VERSION`, the name percent-encoded (all but RFC 3986's unreserved).
    static func uri(preset name: String, version: String) -> String {
        scheme + "presets/" + encode(name) + "@" + encode(version)
    }

    static func encode(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            let scalar = Unicode.Scalar(byte)
            let unreserved =
                ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || "-._~".unicodeScalars.contains(scalar)
            if unreserved {
                out.unicodeScalars.append(scalar)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }

    /// The text of a percent-encoded reference, or nil when it is not valid UTF-8 once decoded.
    static func decode(_ text: String) -> String? {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next(), let low = iterator.next(),
                let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
            else { return nil }
            bytes.append(value)
        }
        return String(validating: bytes, as: UTF8.self)
    }
}

/// What a person names when they mean a preset's version: `NAME` (its latest version), `NAME@N`,
/// `NAME@draft`, `NAME@TAG` (`NAME@latest` is `NAME`). Parsed once from the typed word; the command
/// language and the preview hand it to ``StudioStore/resolve(_:)``, the one resolver, and the
/// preview keeps it, so a reference without a version follows the preset's commits.
public struct PresetReference: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public enum Selector: Hashable, Sendable {
        case latest
        case version(Int)
        case draft
        case tag(String)
    }

    public let name: String
    public let selector: Selector

    public init(name: String, _ selector: Selector) {
        self.name = name
        self.selector = selector
    }

    /// Reads `bounce`, `bounce@3`, `bounce@draft`, `bounce@latest` or `bounce@calm` (the first `@`
    /// ends the name).
    public init(_ text: String) {
        guard let at = text.firstIndex(of: "@") else {
            self.init(name: text, .latest)
            return
        }
        let name = String(text[..<at])
        let rest = String(text[text.index(after: at)...])
        if rest == "draft" {
            self.init(name: name, .draft)
        } else if rest == "latest" || rest.isEmpty {
            self.init(name: name, .latest)
        } else if let number = Int(rest), number > 0 {
            self.init(name: name, .version(number))
        } else {
            self.init(name: name, .tag(rest))
        }
    }

    public init(stringLiteral text: String) { self.init(text) }

    /// The draft of the preset called `name`.
    public static func draft(of name: String) -> PresetReference { PresetReference(name: name, .draft) }

    /// The canonical text: `bounce`, `bounce@3`, `bounce@draft` or `bounce@calm`.
    public var description: String {
        switch selector {
        case .latest: name
        case .draft: name + "@draft"
        case .version(let number): "\(name)@\(number)"
        case .tag(let tag): "\(name)@\(tag)"
        }
    }
}

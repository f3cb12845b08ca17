/// `NAME`, `NAME@N`, `NAME@draft` or `NAME@TAG`, as typed.
public struct PresetReference: Equatable, Sendable {
    public enum Selector: Equatable, Sendable {
        case latest
        case version(Int)
        case draft
        case tag(String)
    }

    public let name: String
    public let selector: Selector

    public init(_ text: String) {
        guard let at = text.firstIndex(of: "@") else {
            name = text
            selector = .latest
            return
        }
        name = String(text[..<at])
        let rest = String(text[text.index(after: at)...])
        if rest == "draft" {
            selector = .draft
        } else if rest == "latest" || rest.isEmpty {
            selector = .latest
        } else if let number = Int(rest), number > 0 {
            selector = .version(number)
        } else {
            selector = .tag(rest)
        }
    }
}

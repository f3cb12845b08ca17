import AnimationCore

/// One preset as the library's file holds it: the content, its stable id, and who made the shared
/// version when.
public struct SharedPreset: Equatable, Sendable {
    /// Stable across renames; lowercase hexadecimal.
    public var id: String
    public var content: PresetContent
    /// The shared version: 1 when first pushed, one more on every push that changes it.
    public var version: Int
    public var message: String?
    public var author: String
    /// When the version was made, `2026-11-22T10:15:30.123Z`.
    public var time: String

    public init(id: String, content: PresetContent, version: Int, message: String?, author: String, time: String) {
        self.id = id
        self.content = content
        self.version = version
        self.message = message
        self.author = author
        self.time = time
    }

    public var name: String { content.name }

    /// A new random stable id: 16 random bytes as 32 hexadecimal digits.
    public static func newID() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            let word = UInt32.random(in: .min ... .max, using: &generator)
            let digits = String(word, radix: 16)
            return String(repeating: "0", count: 8 - digits.count) + digits
        }.joined()
    }
}

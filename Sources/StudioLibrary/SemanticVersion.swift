/// A release tag's version, `MAJOR.MINOR.PATCH` (SwiftPM resolves packages by such tags).
public struct SemanticVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    public var patch: Int

    public init(_ major: Int, _ minor: Int, _ patch: Int) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// `1.2.3`; nil for anything else (no `v` prefix, no pre-release, no leading zeros).
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.count <= 9, part.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
                part == "0" || !part.hasPrefix("0"), let number = Int(part)
            else { return nil }
            numbers.append(number)
        }
        self.init(numbers[0], numbers[1], numbers[2])
    }

    public var description: String { "\(major).\(minor).\(patch)" }

    public static func < (a: SemanticVersion, b: SemanticVersion) -> Bool {
        (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
    }

    /// How much a release changes, and the version after `self` for it.
    public enum Change: String, Sendable {
        case major, minor, patch
    }

    public func next(_ change: Change) -> SemanticVersion {
        switch change {
        case .major: return SemanticVersion(major + 1, 0, 0)
        case .minor: return SemanticVersion(major, minor + 1, 0)
        case .patch: return SemanticVersion(major, minor, patch + 1)
        }
    }
}

public import AnimationCore

/// Where an export target writes one template parameter, declared by the target itself (see
/// ``CodeExporter/place(of:in:as:)``), so that a parameter a target does not place fails
/// `ParameterReachTests` instead of silently missing from its code.
///
/// Anchors are text that marks the lines carrying the value (`rowHeight: CGFloat = `, `translateY(`):
/// changing the parameter changes those lines.
public enum ParameterPlace: Equatable, Sendable {
    /// In code, on the lines containing one of the anchors.
    case code([String])
    /// In a JSON file, the value at the path (member names from the root).
    case json([String])
    /// Not expressible by the target, for the reason given: the export says so in a comment
    /// (opening with ``noteAnchor(_:)``), and nothing else in it moves with the value.
    case unexpressed(reason: String)
    /// Written only as a comment showing the value the code does not apply (a property of another
    /// view than the one a modifier animates), on the lines containing one of the anchors.
    case comment([String])

    /// The opening of the comment that names a parameter a target cannot express.
    public static func noteAnchor(_ key: ParameterKey) -> String { "\(key.name) is not expressed here" }
}

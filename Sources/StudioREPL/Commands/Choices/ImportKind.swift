/// `import KIND FILE`: what the file holds.
enum ImportKind: String, CaseIterable, ArgumentChoice {
    /// A team members dataset (JSON or CSV).
    case members
    /// A cities dataset (JSON or CSV).
    case cities
    /// A preset file, or a folder of them (`export --all --as json`).
    case preset
    /// The easings of a Lottie file's layers.
    case lottie
    /// The easings of a Figma file's prototype transitions.
    case figma
}

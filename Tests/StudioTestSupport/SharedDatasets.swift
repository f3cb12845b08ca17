#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real tutorial data files in `../shared/datasets/` beside the repository, when present.
///
/// Tests that need them are skipped, with this reason shown, when the folder is not there.
public enum SharedDatasets {
    /// `<repo>/../shared/datasets`.
    public static let folder: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Tests/StudioTestSupport/SharedDatasets.swift
        return parts.joined(separator: "/") + "/../shared/datasets"
    }()

    /// Path of a file in the folder.
    public static func path(_ name: String) -> String { folder + "/" + name }

    /// True when the folder with the tutorial files exists.
    public static let available: Bool = access(path("members-dropin-cards.json"), R_OK) == 0

    public static let skipReason =
        "../shared/datasets is not beside the repository; the tests of the real tutorial files are skipped"
}

/// What a file or folder path typed by the user may hold, checked once where it is typed and again
/// by ``FileAccess`` and ``SafeFileWriter`` before they touch the file system: 1 to 4096 bytes of
/// UTF-8 (Linux's PATH_MAX) without NUL or other control characters. NUL would cut the path short
/// at the system call; a line break, tab or escape in a path is almost always a paste gone wrong,
/// and would reach the terminal and shell scripts as such.
public enum PathRule {
    /// The longest path, in UTF-8 bytes.
    public static let maximumBytes = 4096

    /// What is allowed, phrased once for every message.
    public static let allowed = "a path is 1 to \(maximumBytes) bytes without control characters"

    /// Why `path` is refused (`it contains the control character U+0009`), or nil when it is fine.
    public static func problem(in path: String) -> String? {
        if path.isEmpty { return "it is empty" }
        if let control = path.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            let hex = String(control.value, radix: 16, uppercase: true)
            return "it contains the control character U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        let bytes = path.utf8.count
        if bytes > maximumBytes { return "it is \(bytes) bytes long" }
        return nil
    }
}

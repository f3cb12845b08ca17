/// Where interactive history is kept, and how much of it.
public enum HistoryFile {
    /// Lines kept across runs; older ones are dropped.
    public static let maximumLines = 1000

    /// `$XDG_STATE_HOME/animstudio/history`, else `HOME/.local/state/animstudio/history`.
    public static func path(environment: [String: String]) -> String {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return state + "/animstudio/history"
        }
        return (environment["HOME"] ?? "/") + "/.local/state/animstudio/history"
    }
}

/// Serves the studio to an agent client (`animstudio mcp`). The protocol lives in `StudioMCP` and is
/// plugged in by the program, as the preview's web server is, so the command language links neither.
public protocol AgentService: Sendable {
    /// Serves requests read from standard input on `session` until the client closes it; answers
    /// only on standard output and logs only on standard error.
    /// - Parameter allowed: the destructive verbs the user named with `--allow`.
    /// - Returns: the exit code.
    func serve(session: Session, allowed: [String]) -> Int32
}

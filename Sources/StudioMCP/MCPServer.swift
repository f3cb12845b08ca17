import AnimationCore
public import StudioREPL
import TerminalText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `animstudio mcp`: the studio as a Model Context Protocol server on standard input and output
/// (newline-delimited JSON-RPC 2.0, the stdio transport). Standard output carries protocol messages
/// only; anything else goes to standard error.
public struct MCPServer: AgentService {
    /// The longest message read; a longer one is refused without being held whole.
    static let messageLimit = 1 << 20

    public init() {}

    public func serve(session: Session, allowed: [String]) -> Int32 {
        let catalog: ToolCatalog
        do { catalog = try ToolCatalog(allowing: allowed) } catch {
            Self.log("animstudio: " + error.message.replacingFirst("invalid params: ", with: ""))
            return 64
        }
        // A client that goes away closes the pipe: writing to it must not kill the studio.
        signal(SIGPIPE, SIG_IGN)
        var dispatcher = RequestDispatcher(session: session, catalog: catalog)
        var input = LineInput(descriptor: STDIN_FILENO, limit: Self.messageLimit)
        while let item = input.next() {
            let answer: JSONValue?
            switch item {
            case .tooLong:
                answer = RequestDispatcher.response(
                    .null, error: .invalidRequest("a message is at most 1 MB (1048576 bytes); it was not read"))
            case .line(let bytes): answer = dispatcher.answer(bytes)
            }
            if let answer, !Self.send(answer.compact + "\n") { return 0 }
        }
        return 0
    }

    /// Writes one whole message to standard output; false when the client is gone.
    private static func send(_ text: String) -> Bool { StudioProgram.writeWhole(text, to: STDOUT_FILENO) }

    static func log(_ line: String) {
        StudioProgram.writeWhole(TerminalText.sanitized(line) + "\n", to: STDERR_FILENO)
    }
}

extension String {
    fileprivate func replacingFirst(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}

import AnimationCore
import StudioREPL

/// A JSON-RPC 2.0 error answered to a request: the code the protocol defines and one line saying
/// what was wrong.
struct RPCError: Error, Equatable {
    let code: Int
    let message: String

    static func parse(_ detail: String) -> RPCError { RPCError(code: -32_700, message: "parse error: " + detail) }
    static func invalidRequest(_ detail: String) -> RPCError {
        RPCError(code: -32_600, message: "invalid request: " + detail)
    }
    static func methodNotFound(_ method: String) -> RPCError {
        RPCError(code: -32_601, message: "method not found: “\(method)”")
    }
    static func invalidParameters(_ detail: String) -> RPCError {
        RPCError(code: -32_602, message: "invalid params: " + detail)
    }
    /// MCP's code for a resource that does not exist.
    static func resourceNotFound(_ uri: String, because reason: String? = nil) -> RPCError {
        RPCError(code: -32_002, message: "resource not found: “\(uri)”" + (reason.map { ": " + $0 } ?? ""))
    }

    /// The error as sent: the message as every studio error shows its data (a hostile method, tool
    /// or address made visible and shortened, never raw terminal controls or 100 kB of it).
    var json: JSONValue { .object(["code": .number(Double(code)), "message": .string(ErrorRenderer.line(message))]) }
}

import AnimationCore
import StudioExchange

/// One JSON-RPC 2.0 message from the client, read from one line of the stdio transport.
enum RPCMessage: Equatable {
    /// A request: it is answered with the same id.
    case request(id: JSONValue, method: String, params: [String: JSONValue])
    /// A notification: never answered.
    case notification(method: String)
    /// The client's answer to something the server asked (the server asks nothing): ignored.
    case response

    /// A line that is no message this server can act on, with the id to answer it under (null when
    /// none could be read).
    struct Unreadable: Error, Equatable {
        let id: JSONValue
        let error: RPCError

        init(_ id: JSONValue, _ error: RPCError) {
            self.id = id
            self.error = error
        }
    }

    /// Reads one message.
    static func read(_ bytes: [UInt8]) -> Result<RPCMessage, Unreadable> {
        let value: JSONValue
        do { value = try JSONReader.parse(bytes) } catch {
            return .failure(Unreadable(.null, RPCError.parse(error.message)))
        }
        guard case .object(let members) = value else {
            if case .array = value {
                return .failure(
                    Unreadable(.null, RPCError.invalidRequest("batches are not supported; send one message per line")))
            }
            return .failure(Unreadable(.null, RPCError.invalidRequest("a message is a JSON object")))
        }
        let id = members["id"]
        let answerable = id.flatMap { id -> JSONValue? in
            switch id {
            case .string, .number: return id
            default: return nil
            }
        }
        guard members["jsonrpc"] == .string("2.0") else {
            return .failure(Unreadable(answerable ?? .null, RPCError.invalidRequest("“jsonrpc” must be “2.0”")))
        }
        guard let method = members["method"] else {
            if members["result"] != nil || members["error"] != nil { return .success(.response) }
            return .failure(Unreadable(answerable ?? .null, RPCError.invalidRequest("no “method”")))
        }
        guard case .string(let name) = method else {
            return .failure(Unreadable(answerable ?? .null, RPCError.invalidRequest("“method” must be a string")))
        }
        var params: [String: JSONValue] = [:]
        switch members["params"] {
        case nil, .null?: break
        case .object(let given)?: params = given
        default:
            return .failure(Unreadable(answerable ?? .null, RPCError.invalidParameters("“params” must be an object")))
        }
        guard id != nil else { return .success(.notification(method: name)) }
        guard let answerable else {
            return .failure(Unreadable(.null, RPCError.invalidRequest("“id” must be a string or a number")))
        }
        return .success(.request(id: answerable, method: name, params: params))
    }
}

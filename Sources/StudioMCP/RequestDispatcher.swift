import AnimationCore
import StudioREPL
import TerminalText

/// Answers each JSON-RPC request of the Model Context Protocol (the initialize handshake, tools and
/// resources); notifications and the client's own responses get no answer.
struct RequestDispatcher {
    /// The handshake versions this server speaks, oldest first; it answers a client asking for
    /// another with the newest (the client then decides whether to go on).
    static let protocolVersions = ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"]

    let catalog: ToolCatalog
    var runner: ToolRunner
    let resources: ResourceCatalog
    /// True once `initialize` is answered: the agent's name, which its versions and notices carry, is
    /// set once per session.
    private var initialized = false

    init(session: Session, catalog: ToolCatalog) {
        // Each call runs its verb once: the result comes back as text and, where the verb has a JSON
        // format, as data too.
        session.rendersData = true
        self.catalog = catalog
        self.runner = ToolRunner(session: session, catalog: catalog)
        self.resources = ResourceCatalog(session: session)
    }

    /// The answer to one line, or nil when there is none to send.
    mutating func answer(_ line: [UInt8]) -> JSONValue? {
        switch RPCMessage.read(line) {
        case .failure(let unreadable): return Self.response(unreadable.id, error: unreadable.error)
        case .success(.notification), .success(.response): return nil
        case .success(.request(let id, let method, let params)):
            switch handle(method, params) {
            case .success(let result): return .object(["jsonrpc": .string("2.0"), "id": id, "result": result])
            case .failure(let error): return Self.response(id, error: error)
            }
        }
    }

    static func response(_ id: JSONValue, error: RPCError) -> JSONValue {
        .object(["jsonrpc": .string("2.0"), "id": id, "error": error.json])
    }

    private mutating func handle(_ method: String, _ params: [String: JSONValue]) -> Result<JSONValue, RPCError> {
        switch method {
        case "initialize":
            guard !initialized else {
                return .failure(.invalidRequest("initialize was answered already; a session is initialized once"))
            }
            initialized = true
            return .success(initialize(params))
        case "ping": return .success(.object([:]))
        case "tools/list": return .success(.object(["tools": .array(catalog.tools.map(ToolCatalog.definition))]))
        case "tools/call": return runner.call(params)
        case "resources/list": return .success(resources.list())
        case "resources/templates/list": return .success(ResourceCatalog.templates)
        case "resources/read":
            guard case .string(let uri)? = params["uri"] else {
                return .failure(.invalidParameters("resources/read needs a “uri”"))
            }
            return resources.read(uri)
        default: return .failure(.methodNotFound(method))
        }
    }

    private mutating func initialize(_ params: [String: JSONValue]) -> JSONValue {
        if case .object(let client)? = params["clientInfo"], case .string(let given)? = client["name"],
            case let name = TerminalText.sanitized(String(given.prefix(100))), !name.isEmpty
        {
            // Made visible here: the name is written into history and notices as data.
            runner.agent = "agent " + name
            runner.session.author = runner.agent
        }
        var version = Self.protocolVersions[Self.protocolVersions.count - 1]
        if case .string(let asked)? = params["protocolVersion"], Self.protocolVersions.contains(asked) {
            version = asked
        }
        return .object([
            "protocolVersion": .string(version),
            "capabilities": .object([
                "tools": .object(["listChanged": .bool(false)]),
                "resources": .object(["listChanged": .bool(false), "subscribe": .bool(false)])
            ]),
            "serverInfo": .object(["name": .string("animstudio"), "version": .string(ProgramOptions.version)]),
            "instructions": .string(
                "animstudio tunes iOS animation presets. Read a preset with show (its result carries the draft's revision), change its draft with set/unset/undo/redo/revert passing that preset and revision, check the curve with metrics, sample or compare, commit when it is right, and export it as code. Every draft write is one undo step the designer can take back."
            )
        ])
    }
}

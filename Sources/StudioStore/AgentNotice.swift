/// A change an agent made through `animstudio mcp`, as the interactive studio says it.
public struct AgentNotice: Equatable, Sendable {
    /// Grows with every notice: the last one said is where the next look starts.
    public let id: Int64
    /// `agent claude`.
    public let agent: String
    /// What changed, as the verb said it (`bounce@draft  timing … → …`).
    public let text: String

    public init(id: Int64, agent: String, text: String) {
        self.id = id
        self.agent = agent
        self.text = text
    }
}

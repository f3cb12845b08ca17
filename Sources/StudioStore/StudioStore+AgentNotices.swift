import GRDB

/// The notices of changes agents make (`animstudio mcp`), written by the agent's process and read by
/// an interactive studio's ``StoreWatcher``.
extension StudioStore {
    /// How many notices are kept: enough for any studio that is looking, not a history.
    static let keptAgentNotices = 200

    /// Records that `agent` changed something, as `text` says.
    public func recordAgentNotice(_ text: String, by agent: String, at time: String) throws(StoreError) {
        let said = String(text.prefix(4000))
        guard !said.isEmpty else { return }
        try write { db in
            try db.execute(
                sql: "INSERT INTO agent_notices (made_at, agent, text) VALUES (?, ?, ?)",
                arguments: [time, String(agent.prefix(200)), said])
            try db.execute(
                sql: "DELETE FROM agent_notices WHERE id <= (SELECT max(id) FROM agent_notices) - ?",
                arguments: [Self.keptAgentNotices])
        }
    }
}

extension StoreWatcher {
    /// The notices recorded after `id`, oldest first.
    public func agentNotices(after id: Int64) throws(StoreError) -> [AgentNotice] {
        try read { db in
            try Row.fetchAll(
                db, sql: "SELECT id, agent, text FROM agent_notices WHERE id > ? ORDER BY id", arguments: [id]
            ).map { AgentNotice(id: $0["id"], agent: $0["agent"], text: $0["text"]) }
        }
    }

    /// The newest notice's id (0 when there is none): a studio starting now says only what comes after.
    public func latestAgentNoticeID() throws(StoreError) -> Int64 {
        try read { db in try Int64.fetchOne(db, sql: "SELECT coalesce(max(id), 0) FROM agent_notices") ?? 0 }
    }
}

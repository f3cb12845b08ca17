import StudioStore

extension Session {
    /// Runs `verb` with arguments given by name: an agent's tool call. The verb's own declaration
    /// converts every value and its own handler runs, so the call does exactly what the same command
    /// typed does.
    /// - Parameters:
    ///   - preset: the preset whose draft the verbs that edit "the current draft" work on (`set`,
    ///     `unset`, `undo`, `redo`, `commit`); nil keeps this session's current preset.
    ///   - revision: the draft revision the change is based on: a draft write is refused, with
    ///     nothing written, when the draft holds another (checked inside the store's transaction).
    public func execute(
        verb: String, named arguments: NamedArguments, onDraftOf preset: String? = nil,
        basedOn revision: String? = nil
    ) -> Result<Outcome, CommandError> {
        guard let entry = CommandRegistry.command(named: verb) else {
            return .failure(CommandError("unknown command “\(verb)”; type help for the list"))
        }
        let savedRevision = baseRevision
        defer { baseRevision = savedRevision }
        do {
            let parsed = try entry.spec.parse(named: arguments)
            if let preset {
                // Checked as the name of an existing preset, so a write never starts on a missing one.
                _ = try resolve(.draft(of: preset), at: nil)
                current = .some(preset)
            }
            baseRevision = revision
            return .success(try entry.run(parsed, self))
        } catch {
            return .failure(error)
        }
    }

    /// The revision of `preset`'s draft now: what a change based on it passes as its revision.
    public func draftRevision(of preset: String) throws(CommandError) -> String {
        let store = try requireStore()
        return try attempt { try store.draft(of: preset).revision }
    }

    /// Every preset's name and latest version number (0 before its first commit), as `presets` lists them.
    public func presetVersions() throws(CommandError) -> [(name: String, latestVersion: Int)] {
        let store = try requireStore()
        return try attempt { try store.presets().map { ($0.name, $0.latestVersion) } }
    }
}

extension Session {
    /// Records that `agent` changed the studio, as `text` says, for an interactive studio on the
    /// same database to say (``AgentNoticeWatcher``); a notice that cannot be written is only a notice.
    public func recordAgentNotice(_ text: String, by agent: String) {
        guard let store = try? requireStore() else { return }
        try? store.recordAgentNotice(text, by: agent, at: clock())
    }
}

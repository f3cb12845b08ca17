public import AnimationCore
import GRDB

/// The working draft of each preset and its persisted undo/redo history.
///
/// The history is an ordered list of draft states with a cursor on the
/// current one, stored in the database, so undo and redo survive a restart.
/// `updateDraft` pushes a state and drops the redo tail; `undo` and `redo`
/// move the cursor. At most ``StudioStore/draftHistoryLimit`` earlier states
/// are kept. Committing leaves the history alone: after a commit, undo
/// still walks back through the tweaks that led to it.
extension StudioStore {
    /// The current draft of a live preset.
    public func draft(of preset: String) throws(StoreError) -> Draft {
        try read { db in
            let record = try PresetRecord.live(preset, in: db)
            return try currentDraft(db, record: record)
        }
    }

    /// Saves new draft parameters at once, as a new undoable state, and returns the draft.
    ///
    /// The parameters must be of the preset's template (``StoreError/invalidParameters(reference:reason:)``
    /// otherwise); they were checked when built. Setting the parameters the draft already has changes
    /// nothing: no history entry, no new change time, and the redo tail is kept.
    @discardableResult
    public func updateDraft(of preset: String, parameters: PresetParameters, at time: String) throws(StoreError)
        -> Draft
    {
        try InputValidation.check(time: time)
        let json = ParameterCoding.encode(parameters)
        return try write { db in
            let record = try PresetRecord.live(preset, in: db)
            try requireTemplate(of: record, parameters, reference: "\(preset)@draft")
            return try pushState(db, record: record, parameters: parameters, json: json, at: time)
        }
    }

    /// The parameters must be of the preset's template; they were checked when built.
    func requireTemplate(of record: PresetRecord, _ parameters: PresetParameters, reference: String) throws(StoreError)
    {
        guard record.template == parameters.template.name else {
            throw StoreError.invalidParameters(
                reference: reference, reason: "it is a \(record.template) preset, not \(parameters.template.name)")
        }
    }

    /// Pushes a draft state (unless it equals the current one) inside a write.
    func pushState(
        _ db: Database, record: PresetRecord, parameters: PresetParameters, json: String, at time: String
    ) throws -> Draft {
        let presetID = record.rowID
        var draft = try DraftRecord.of(presetID, in: db)
        let current = try state(db, presetID: presetID, position: draft.cursor)
        // Equal parameters encode to the same text: compared without decoding.
        if current.parameters == json {
            return try currentDraft(db, record: record, parameters: parameters)
        }
        let history = DraftStateRecord.history(of: presetID)
        // A new change makes the undone states unreachable: drop them.
        try history.filter(DraftStateRecord.Columns.position > draft.cursor).deleteAll(db)
        draft.cursor += 1
        draft.changedAt = time
        try DraftStateRecord(presetId: presetID, position: draft.cursor, createdAt: time, parameters: json).insert(db)
        try draft.update(db)
        // Bound the history so a long session cannot grow the file forever.
        let oldestKept = draft.cursor - Self.draftHistoryLimit
        try history.filter(DraftStateRecord.Columns.position < oldestKept).deleteAll(db)
        return try currentDraft(db, record: record, parameters: parameters)
    }

    /// Restores the previous draft state; throws ``StoreError/nothingToUndo(preset:)``
    /// at the oldest kept state.
    /// With `revision`, refuses with ``StoreError/draftChanged(preset:basedOn:current:)`` when the
    /// draft holds another one.
    @discardableResult
    public func undo(of preset: String, at time: String, basedOn revision: String? = nil) throws(StoreError) -> Draft {
        try moveCursor(of: preset, forward: false, at: time, basedOn: revision).draft
    }

    /// ``undo(of:at:basedOn:)`` or ``redo(of:at:basedOn:)``, with the parameters the draft held
    /// just before the move (read in the same transaction).
    public func step(of preset: String, undo: Bool, at time: String, basedOn revision: String? = nil)
        throws(StoreError) -> DraftUpdate
    {
        try moveCursor(of: preset, forward: !undo, at: time, basedOn: revision)
    }

    /// Restores the state the last `undo` left; throws
    /// ``StoreError/nothingToRedo(preset:)`` when nothing was undone.
    @discardableResult
    public func redo(of preset: String, at time: String, basedOn revision: String? = nil) throws(StoreError) -> Draft {
        try moveCursor(of: preset, forward: true, at: time, basedOn: revision).draft
    }

    /// Commits the draft as the next version (latest + 1, numbered inside
    /// the write transaction so concurrent studios never collide).
    ///
    /// Refuses with ``StoreError/nothingToCommit(preset:version:)`` when the
    /// draft equals the latest version: empty commits would only add noise. With `revision`, refuses
    /// with ``StoreError/draftChanged(preset:basedOn:current:)`` when the draft holds another one.
    /// - Parameter agent: the agent that commits it (`agent claude`), recorded with the version in
    ///   the same transaction; nil for this studio's person.
    public func commit(
        of preset: String, message: String?, at time: String, basedOn revision: String? = nil, by agent: String? = nil
    ) throws(StoreError) -> PresetVersion {
        try InputValidation.check(time: time)
        let message = try InputValidation.normalized(message: message)
        return try write { db in
            let record = try PresetRecord.live(preset, in: db)
            let presetID = record.rowID
            let draft = try DraftRecord.of(presetID, in: db)
            let current = try state(db, presetID: presetID, position: draft.cursor)
            let latest = try PresetVersionRecord.latest(of: presetID, in: db)
            try Self.require(revision, of: preset, holdingRecord: current.parameters)
            if current.parameters == latest.parameters {
                throw StoreError.nothingToCommit(preset: preset, version: latest.number)
            }
            let version = PresetVersionRecord(
                presetId: presetID, number: latest.number + 1, createdAt: time, message: message,
                parameters: current.parameters)
            try version.insert(db)
            if let agent {
                try db.execute(
                    sql: "INSERT INTO agent_version_authors (preset_id, number, agent) VALUES (?, ?, ?)",
                    arguments: [presetID, version.number, String(agent.prefix(200))])
            }
            return try version.publicVersion(preset: preset, template: try record.knownTemplate())
        }
    }

    // MARK: Helpers

    private func moveCursor(of preset: String, forward: Bool, at time: String, basedOn revision: String?)
        throws(StoreError) -> DraftUpdate
    {
        try InputValidation.check(time: time)
        return try write { db in
            let record = try PresetRecord.live(preset, in: db)
            let presetID = record.rowID
            var draft = try DraftRecord.of(presetID, in: db)
            let current = try state(db, presetID: presetID, position: draft.cursor)
            try Self.require(revision, of: preset, holdingRecord: current.parameters)
            let position = DraftStateRecord.Columns.position
            let history = DraftStateRecord.history(of: presetID)
            let neighbour =
                forward
                ? try history.filter(position > draft.cursor).order(position).fetchOne(db)
                : try history.filter(position < draft.cursor).order(position.desc).fetchOne(db)
            guard let neighbour else {
                throw forward ? StoreError.nothingToRedo(preset: preset) : StoreError.nothingToUndo(preset: preset)
            }
            draft.cursor = neighbour.position
            draft.changedAt = time
            try draft.update(db)
            let before = try ParameterCoding.decode(
                current.parameters, template: try record.knownTemplate(), label: "\(preset)@draft")
            return DraftUpdate(before: before, draft: try currentDraft(db, record: record), burst: nil)
        }
    }

    /// Refuses a change based on `revision` when the draft, holding the parameter `record`, is at another one.
    static func require(_ revision: String?, of preset: String, holdingRecord record: String) throws(StoreError) {
        guard let revision else { return }
        let current = Draft.revision(ofRecord: record)
        if current != revision { throw StoreError.draftChanged(preset: preset, basedOn: revision, current: current) }
    }

    func state(_ db: Database, presetID: Int64, position: Int) throws -> DraftStateRecord {
        guard
            let state = try DraftStateRecord.fetchOne(
                db,
                key: [
                    DraftStateRecord.CodingKeys.presetId.rawValue: presetID,
                    DraftStateRecord.CodingKeys.position.rawValue: position
                ])
        else { throw StoreError.storage(reason: "a draft points at a missing history state") }
        return state
    }

    /// The preset's draft; `parameters` when the caller has just written them (nothing to decode).
    func currentDraft(_ db: Database, record: PresetRecord, parameters: PresetParameters? = nil) throws -> Draft {
        let presetID = record.rowID
        let draft = try DraftRecord.of(presetID, in: db)
        let position = DraftStateRecord.Columns.position
        let history = DraftStateRecord.history(of: presetID)
        let decoded: PresetParameters
        if let parameters {
            decoded = parameters
        } else {
            let current = try state(db, presetID: presetID, position: draft.cursor)
            decoded = try ParameterCoding.decode(
                current.parameters, template: try record.knownTemplate(), label: "\(record.name)@draft")
        }
        return Draft(
            preset: record.name,
            parameters: decoded,
            changedAt: draft.changedAt,
            canUndo: !(try history.filter(position < draft.cursor).isEmpty(db)),
            canRedo: !(try history.filter(position > draft.cursor).isEmpty(db)))
    }
}

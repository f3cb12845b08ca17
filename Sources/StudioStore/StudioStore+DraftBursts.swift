public import AnimationCore
import GRDB

/// Folding a run of changes into one undo step.
extension StudioStore {
    /// Saves new draft parameters at once, as part of `burst`: the whole set replaces the draft (a
    /// `revert`, an import). A change of some parameters goes through
    /// ``changeDraft(of:at:continuing:basedOn:_:)``, which applies it to the draft as it is inside the
    /// write.
    /// - Returns: the draft, and the burst to pass with the next change of the run.
    public func updateDraft(
        of preset: String, parameters: PresetParameters, at time: String, continuing burst: DraftBurst?,
        basedOn revision: String? = nil
    ) throws(StoreError) -> (draft: Draft, burst: DraftBurst?) {
        let result = try changeDraft(of: preset, at: time, continuing: burst, basedOn: revision) {
            _ -> Result<PresetParameters, StoreError> in
            .success(parameters)
        }
        switch result {
        case .success(let update): return (update.draft, update.burst)
        case .failure(let error): throw error
        }
    }

    /// Applies `change` to the draft of `preset` as it is inside one write transaction, and saves
    /// the result as a new undoable state (or, continuing `burst`, as part of the run's state).
    ///
    /// This is how every edit is written (`set`, `unset`, the tuner, the browser editor): a change
    /// names only what it changes, so a change another studio saved a moment earlier is kept, never
    /// replaced by a copy of the draft read before it. With `revision` (the draft the change was
    /// based on), the change is refused with ``StoreError/draftChanged(preset:basedOn:current:)``
    /// when the draft holds another revision.
    ///
    /// A burst goes on only while the draft still holds what it last wrote: an undo, a redo or a
    /// change by another studio since then starts a new step instead of writing over theirs. A run
    /// that comes back to where it started leaves no step at all. A change that makes no difference
    /// writes nothing.
    /// - Returns: the update, or the failure `change` gave (then nothing was written).
    public func changeDraft<Failure: Error>(
        of preset: String, at time: String, continuing burst: DraftBurst? = nil, basedOn revision: String? = nil,
        _ change: (PresetParameters) -> Result<PresetParameters, Failure>
    ) throws(StoreError) -> Result<DraftUpdate, Failure> {
        try InputValidation.check(time: time)
        return try write { db -> Result<DraftUpdate, Failure> in
            let record = try PresetRecord.live(preset, in: db)
            let presetID = record.rowID
            let cursor = try DraftRecord.of(presetID, in: db).cursor
            let current = try state(db, presetID: presetID, position: cursor)
            try Self.require(revision, of: preset, holdingRecord: current.parameters)
            let before = try ParameterCoding.decode(
                current.parameters, template: try record.knownTemplate(), label: "\(preset)@draft")
            let parameters: PresetParameters
            switch change(before) {
            case .success(let changed): parameters = changed
            case .failure(let failure): return .failure(failure)
            }
            try requireTemplate(of: record, parameters, reference: "\(preset)@draft")
            let saved = try save(
                db, record: record, current: current, parameters: parameters, at: time, continuing: burst)
            return .success(DraftUpdate(before: before, draft: saved.draft, burst: saved.burst))
        }
    }

    /// Saves `parameters` over the draft whose current state is `current`, inside a write.
    private func save(
        _ db: Database, record: PresetRecord, current: DraftStateRecord, parameters: PresetParameters,
        at time: String, continuing burst: DraftBurst?
    ) throws -> (draft: Draft, burst: DraftBurst?) {
        let json = ParameterCoding.encode(parameters)
        let presetID = record.rowID
        var draft = try DraftRecord.of(presetID, in: db)
        let preset = record.name
        // Records are canonical (equal parameters, equal text): compared without decoding.
        let position = DraftStateRecord.Columns.position
        let history = DraftStateRecord.history(of: presetID)
        guard let burst, burst.preset == preset, burst.position == draft.cursor,
            burst.record == current.parameters, try history.filter(position > draft.cursor).isEmpty(db)
        else {
            let before = draft.cursor
            let saved = try pushState(db, record: record, parameters: parameters, json: json, at: time)
            let after = try DraftRecord.of(presetID, in: db).cursor
            return (saved, after == before ? nil : DraftBurst(preset: preset, position: after, record: json))
        }
        if current.parameters == json {
            return (try currentDraft(db, record: record, parameters: parameters), burst)
        }
        let previous = try history.filter(position < draft.cursor).order(position.desc).fetchOne(db)
        draft.changedAt = time
        if let previous, previous.parameters == json {
            // Back where the run started: the run's state goes, the cursor first (it references it).
            draft.cursor = previous.position
            try draft.update(db)
            try current.delete(db)
            return (try currentDraft(db, record: record, parameters: parameters), nil)
        }
        var replaced = current
        replaced.parameters = json
        replaced.createdAt = time
        try replaced.update(db)
        try draft.update(db)
        return (
            try currentDraft(db, record: record, parameters: parameters),
            DraftBurst(preset: preset, position: draft.cursor, record: json)
        )
    }
}

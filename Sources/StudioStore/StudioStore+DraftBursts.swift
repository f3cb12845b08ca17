import AnimationCore
import GRDB

/// Folding a run of changes into one undo step.
extension StudioStore {
    /// Saves new draft parameters at once, as part of `burst`: the first change of a run pushes a
    /// state as ``updateDraft(of:parameters:at:)`` does, each further one replaces that state, so
    /// `undo` goes back to before the whole run in one step (at the prompt as well).
    ///
    /// A burst goes on only while the draft still holds what it last wrote: an undo, a redo or a
    /// change by another studio since then starts a new step instead of writing over theirs. A run
    /// that comes back to where it started leaves no step at all.
    ///
    /// With `revision` (the draft the change was based on), the change is refused with
    /// ``StoreError/draftChanged(preset:basedOn:current:)`` when the draft holds another revision.
    /// - Returns: the draft, and the burst to pass with the next change of the run (nil when the run
    ///   left no step of its own).
    public func updateDraft(
        of preset: String, parameters: PresetParameters, at time: String, continuing burst: DraftBurst?,
        basedOn revision: String? = nil
    ) throws(StoreError) -> (draft: Draft, burst: DraftBurst?) {
        try InputValidation.check(time: time)
        let json = ParameterCoding.encode(parameters)
        return try write { db in
            let record = try PresetRecord.live(preset, in: db)
            try requireTemplate(of: record, parameters, reference: "\(preset)@draft")
            let presetID = record.rowID
            var draft = try DraftRecord.of(presetID, in: db)
            let current = try state(db, presetID: presetID, position: draft.cursor)
            try Self.require(revision, of: preset, holdingRecord: current.parameters)
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
}

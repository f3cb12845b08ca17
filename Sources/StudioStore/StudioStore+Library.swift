import AnimationCore
import GRDB

/// The team library's side of the database: which Git working copy the studio is attached to, the
/// commit it last took in, each shared preset's stable id and merge base, pending conflicts, and
/// who made the versions that came from the library.
///
/// A pull or a push lands in one transaction (``applyLibraryChanges(_:lastCommit:at:)``): a killed
/// `library pull` leaves the database as it was, with the commit it last took in.
extension StudioStore {
    /// The attached library, or nil.
    public func libraryAttachment() throws(StoreError) -> LibraryAttachment? {
        try read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM library WHERE id = 1").map { row in
                LibraryAttachment(
                    workingCopy: row["working_copy"], remote: row["remote"], branch: row["branch"],
                    author: row["author"], lastCommit: row["last_commit"], attachedAt: row["attached_at"])
            }
        }
    }

    /// Attaches the studio to a library. Attaching to another working copy or remote forgets the
    /// old library's ids, bases and conflicts (that library keeps them in its own history).
    public func attachLibrary(_ attachment: LibraryAttachment) throws(StoreError) {
        try InputValidation.check(time: attachment.attachedAt)
        try write { db in
            let old = try Row.fetchOne(db, sql: "SELECT working_copy, remote FROM library WHERE id = 1")
            if let old,
                old["working_copy"] as String? != attachment.workingCopy
                    || old["remote"] as String? != attachment.remote
            {
                try db.execute(sql: "DELETE FROM library_conflicts")
                try db.execute(sql: "DELETE FROM library_presets")
                try db.execute(sql: "DELETE FROM library_scripts")
            }
            try db.execute(
                sql: """
                    INSERT OR REPLACE INTO library (id, working_copy, remote, branch, author, last_commit, attached_at)
                    VALUES (1, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    attachment.workingCopy, attachment.remote, attachment.branch, attachment.author,
                    attachment.lastCommit, attachment.attachedAt
                ])
        }
    }

    /// Every live preset, and every deleted one still shared, sorted by name.
    public func libraryEntries() throws(StoreError) -> [LibraryEntry] {
        try read { db in
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT p.name, p.template, p.deleted_at IS NOT NULL AS deleted,
                           v.number, v.created_at, v.message, v.parameters, s.parameters AS draft,
                           a.author, lp.library_id, lp.base_name, lp.base_parameters, lp.base_document,
                           c.preset_id IS NOT NULL AS conflicted, c.theirs_document, c.theirs_commit, c.fields
                    FROM presets p
                    JOIN preset_versions v ON v.preset_id = p.id
                        AND v.number = (SELECT MAX(number) FROM preset_versions WHERE preset_id = p.id)
                    JOIN drafts d ON d.preset_id = p.id
                    JOIN draft_states s ON s.preset_id = d.preset_id AND s.position = d.cursor
                    LEFT JOIN library_version_authors a ON a.preset_id = p.id AND a.number = v.number
                    LEFT JOIN library_presets lp ON lp.preset_id = p.id
                    LEFT JOIN library_conflicts c ON c.preset_id = p.id
                    WHERE p.deleted_at IS NULL OR lp.preset_id IS NOT NULL
                    ORDER BY p.name
                    """)
            var entries: [LibraryEntry] = []
            while let row = try rows.next() {
                let baseName: String? = row["base_name"]
                let conflicted: Bool = row["conflicted"]
                entries.append(
                    LibraryEntry(
                        name: row["name"], template: row["template"], isDeleted: row["deleted"],
                        latestNumber: row["number"], latestTime: row["created_at"], latestMessage: row["message"],
                        latestAuthor: row["author"],
                        draftDiffers: (row["draft"] as String) != (row["parameters"] as String),
                        libraryID: row["library_id"],
                        base: baseName.map {
                            LibraryBase(
                                name: $0, parametersText: row["base_parameters"], document: row["base_document"])
                        },
                        conflict: conflicted
                            ? LibraryConflict(
                                theirsDocument: row["theirs_document"], theirsCommit: row["theirs_commit"],
                                fields: try ParameterCoding.decodeList(row["fields"]))
                            : nil,
                        latestParametersText: row["parameters"], draftParametersText: row["draft"]))
            }
            return entries
        }
    }

    /// Who made each version of a preset that came from the library or from an agent (version number →
    /// author); a version without one is this studio's person's.
    public func versionAuthors(of preset: String) throws(StoreError) -> [Int: String] {
        try read { db in
            let record = try PresetRecord.live(preset, in: db)
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT number, author FROM library_version_authors WHERE preset_id = ?
                    UNION ALL SELECT number, agent FROM agent_version_authors WHERE preset_id = ?
                    """,
                arguments: [record.rowID, record.rowID])
            return Dictionary(uniqueKeysWithValues: rows.map { ($0["number"] as Int, $0["author"] as String) })
        }
    }

    /// Applies a pull's, push's or resolution's changes and records `lastCommit`, all or nothing.
    /// `beforeCommit` runs inside the transaction after every change (a test's place to kill it).
    public func applyLibraryChanges(
        _ changes: [LibraryChange], lastCommit: String?, at time: String, beforeCommit: () -> Void = {}
    ) throws(StoreError) {
        try InputValidation.check(time: time)
        try checkLibraryInput(changes)
        try write { db in
            guard try Row.fetchOne(db, sql: "SELECT 1 FROM library WHERE id = 1") != nil else {
                throw StoreError.libraryNotAttached
            }
            for change in changes { try apply(change, db, at: time) }
            if let lastCommit {
                try db.execute(sql: "UPDATE library SET last_commit = ? WHERE id = 1", arguments: [lastCommit])
            }
            beforeCommit()
        }
    }

    // MARK: Helpers

    /// Checks names, times, messages and parameters before the transaction starts.
    private func checkLibraryInput(_ changes: [LibraryChange]) throws(StoreError) {
        for change in changes {
            switch change {
            case .addPreset(_, let name, let template, let versions, _):
                try InputValidation.check(name: name, as: .preset)
                for (index, version) in versions.enumerated() {
                    try checkIncoming(version, template: template, reference: "\(name)@\(index + 1)")
                }
            case .appendVersions(_, let name, let versions, _):
                try InputValidation.check(name: name, as: .preset)
                for version in versions { try InputValidation.check(time: version.time) }
                _ = try versions.map { version throws(StoreError) in
                    try InputValidation.normalized(message: version.message)
                }
            default: try checkScriptInput(change)
            }
        }
    }

    private func checkIncoming(_ version: LibraryVersion, template: String, reference: String) throws(StoreError) {
        try InputValidation.check(time: version.time)
        _ = try InputValidation.normalized(message: version.message)
        try requireTemplate(template, version.parameters, reference: reference)
    }

    /// A version's parameters were checked when built; they must be of the preset's template.
    private func requireTemplate(_ template: String, _ parameters: PresetParameters, reference: String)
        throws(StoreError)
    {
        guard parameters.template.name == template else {
            throw .invalidParameters(
                reference: reference, reason: "it is a \(template) preset, not \(parameters.template.name)")
        }
    }

    private func apply(_ change: LibraryChange, _ db: Database, at time: String) throws {
        switch change {
        case .addPreset(let libraryID, let name, let template, let versions, let base):
            if let existing = try PresetRecord.named(name, in: db) {
                throw StoreError.presetExists(name, deleted: existing.deletedAt != nil)
            }
            var preset = PresetRecord(id: nil, name: name, template: template, createdAt: time, deletedAt: nil)
            try preset.insert(db)
            try db.execute(
                sql: "INSERT INTO library_presets (preset_id, library_id) VALUES (?, ?)",
                arguments: [preset.rowID, libraryID])
            try append(versions, to: preset, db, at: time, startDraft: true)
            try setBase(base, presetID: preset.rowID, db)
        case .appendVersions(let libraryID, let name, let versions, let base):
            var preset = try sharedPreset(libraryID, db)
            if preset.name != name { try rename(&preset, to: name, db) }
            try requireTemplateAll(versions, preset)
            try append(versions, to: preset, db, at: time, startDraft: false)
            try setBase(base, presetID: preset.rowID, db)
        case .setBase(let libraryID, let base):
            try setBase(base, presetID: try sharedPreset(libraryID, db).rowID, db)
        case .deletePreset(let libraryID):
            var preset = try sharedPreset(libraryID, db)
            if preset.deletedAt == nil {
                preset.deletedAt = time
                try preset.update(db)
                if try SettingRecord.fetchOne(db, key: SettingRecord.currentPresetKey)?.value == preset.name {
                    try SettingRecord.deleteOne(db, key: SettingRecord.currentPresetKey)
                }
            }
            // The id stays: if the library brings the preset back, it is this one, restored.
            try setBase(nil, presetID: preset.rowID, db)
        case .restorePreset(let libraryID):
            var preset = try sharedPreset(libraryID, db)
            preset.deletedAt = nil
            try preset.update(db)
        case .assignID(let presetName, let libraryID):
            let preset = try PresetRecord.live(presetName, in: db)
            try db.execute(
                sql: "INSERT INTO library_presets (preset_id, library_id) VALUES (?, ?)",
                arguments: [preset.rowID, libraryID])
        case .conflict(let libraryID, let conflict):
            let preset = try sharedPreset(libraryID, db)
            try db.execute(
                sql:
                    "INSERT OR REPLACE INTO library_conflicts (preset_id, theirs_document, theirs_commit, fields) VALUES (?, ?, ?, ?)",
                arguments: [
                    preset.rowID, conflict.theirsDocument, conflict.theirsCommit,
                    try ParameterCoding.encodeList(conflict.fields)
                ])
        case .forget(let libraryID):
            try forget(try sharedPreset(libraryID, db).rowID, db)
        case .saveScript, .deleteScript, .setScriptBase, .scriptConflict:
            try applyScript(change, db)
        }
    }

    private func requireTemplateAll(_ versions: [LibraryVersion], _ preset: PresetRecord) throws {
        for version in versions {
            try requireTemplate(preset.template, version.parameters, reference: "\(preset.name)@library")
        }
    }

    private func sharedPreset(_ libraryID: String, _ db: Database) throws -> PresetRecord {
        guard
            let id = try Int64.fetchOne(
                db, sql: "SELECT preset_id FROM library_presets WHERE library_id = ?", arguments: [libraryID]),
            let preset = try PresetRecord.fetchOne(db, key: id)
        else { throw StoreError.libraryPresetNotFound(id: libraryID) }
        return preset
    }

    private func rename(_ preset: inout PresetRecord, to name: String, _ db: Database) throws {
        if let existing = try PresetRecord.named(name, in: db) {
            throw StoreError.presetExists(name, deleted: existing.deletedAt != nil)
        }
        if try SettingRecord.fetchOne(db, key: SettingRecord.currentPresetKey)?.value == preset.name {
            try SettingRecord(key: SettingRecord.currentPresetKey, value: name).save(db)
        }
        preset.name = name
        try preset.update(db)
    }

    /// Appends versions; the draft follows the last one when it held no unsaved change.
    private func append(
        _ versions: [LibraryVersion], to preset: PresetRecord, _ db: Database, at time: String, startDraft: Bool
    ) throws {
        guard let last = versions.last else { return }
        let presetID = preset.rowID
        var number = startDraft ? 0 : try PresetVersionRecord.latest(of: presetID, in: db).number
        var draftFollows = startDraft
        if !startDraft {
            let draft = try DraftRecord.of(presetID, in: db)
            let latest = try PresetVersionRecord.latest(of: presetID, in: db)
            draftFollows = try state(db, presetID: presetID, position: draft.cursor).parameters == latest.parameters
        }
        for version in versions {
            number += 1
            try PresetVersionRecord(
                presetId: presetID, number: number, createdAt: version.time,
                message: try InputValidation.normalized(message: version.message),
                parameters: ParameterCoding.encode(version.parameters)
            ).insert(db)
            if let author = version.author {
                try db.execute(
                    sql:
                        "INSERT INTO library_version_authors (preset_id, number, author, commit_id) VALUES (?, ?, ?, ?)",
                    arguments: [presetID, number, author, version.commit])
            }
        }
        guard draftFollows else { return }
        let json = ParameterCoding.encode(last.parameters)
        if startDraft {
            try DraftStateRecord(presetId: presetID, position: 1, createdAt: time, parameters: json).insert(db)
            try DraftRecord(presetId: presetID, cursor: 1, changedAt: time).insert(db)
            return
        }
        // The new version becomes the draft as one undoable state, through the same path as `set`
        // (the redo tail dropped, the history limit kept).
        _ = try pushState(db, record: preset, parameters: last.parameters, json: json, at: time)
    }

    private func setBase(_ base: LibraryBase?, presetID: Int64, _ db: Database) throws {
        try db.execute(
            sql: "UPDATE library_presets SET base_name = ?, base_parameters = ?, base_document = ? WHERE preset_id = ?",
            arguments: [base?.name, base?.parametersText, base?.document, presetID])
        try db.execute(sql: "DELETE FROM library_conflicts WHERE preset_id = ?", arguments: [presetID])
    }

    private func forget(_ presetID: Int64, _ db: Database) throws {
        try db.execute(sql: "DELETE FROM library_conflicts WHERE preset_id = ?", arguments: [presetID])
        try db.execute(sql: "DELETE FROM library_presets WHERE preset_id = ?", arguments: [presetID])
    }
}

extension StudioStore {
    /// Why `name` cannot name a preset (the store's own rule), or nil; for files read without a database.
    public static func presetNameError(_ name: String) -> StoreError? {
        InputValidation.problem(in: name, as: .preset).map { .invalidName(kind: .preset, value: name, problem: $0) }
    }
}

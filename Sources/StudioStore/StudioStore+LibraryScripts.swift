import GRDB

/// The team library's side of saved gesture and events scripts: each shared script's merge base
/// and pending conflict, by kind and name. Changes land through
/// ``StudioStore/applyLibraryChanges(_:lastCommit:at:beforeCommit:)`` with the presets' changes,
/// in the same transaction.
extension StudioStore {
    /// Every saved script, and every one deleted here that the library still has, sorted by kind
    /// then name.
    public func libraryScripts() throws(StoreError) -> [LibraryScriptEntry] {
        try read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT s.kind, s.name, s.script, s.created_at, l.base_document, l.conflicted,
                           l.theirs_document, l.theirs_commit
                    FROM saved_scripts s LEFT JOIN library_scripts l ON l.kind = s.kind AND l.name = s.name
                    UNION ALL
                    SELECT l.kind, l.name, NULL, NULL, l.base_document, l.conflicted, l.theirs_document,
                           l.theirs_commit
                    FROM library_scripts l
                    WHERE NOT EXISTS (SELECT 1 FROM saved_scripts s WHERE s.kind = l.kind AND s.name = l.name)
                    ORDER BY 1, 2
                    """)
            return try rows.map { row in
                let kindText: String = row["kind"]
                guard let kind = ScriptKind(rawValue: kindText) else {
                    throw StoreError.storage(reason: "a library script has unknown kind \(quoted(kindText))")
                }
                let conflicted: Bool? = row["conflicted"]
                return LibraryScriptEntry(
                    kind: kind, name: row["name"], text: row["script"], savedAt: row["created_at"],
                    baseDocument: row["base_document"],
                    conflict: conflicted == true
                        ? LibraryScriptConflict(
                            theirsDocument: row["theirs_document"], theirsCommit: row["theirs_commit"])
                        : nil)
            }
        }
    }

    /// Why `name` cannot name a saved script (the store's own rule), or nil; for files read
    /// without a database.
    public static func scriptNameError(_ name: String) -> StoreError? {
        InputValidation.problem(in: name, as: .script).map { .invalidName(kind: .script, value: name, problem: $0) }
    }

    /// Checks a script change's name, text and time before the transaction starts.
    func checkScriptInput(_ change: LibraryChange) throws(StoreError) {
        switch change {
        case .saveScript(let kind, let name, let text, let savedAt, _):
            try InputValidation.check(name: name, as: .script)
            try InputValidation.check(time: savedAt)
            let length = text.unicodeScalars.count
            guard (1...Self.scriptLimit).contains(length) else { throw .invalidScript(kind: kind, length: length) }
        case .deleteScript(_, let name), .setScriptBase(_, let name, _), .scriptConflict(_, let name, _):
            try InputValidation.check(name: name, as: .script)
        default: break
        }
    }

    /// Applies one script change inside the library transaction.
    func applyScript(_ change: LibraryChange, _ db: Database) throws {
        switch change {
        case .saveScript(let kind, let name, let text, let savedAt, let base):
            if var existing = try SavedScriptRecord.named(name, kind: kind, in: db) {
                existing.script = text
                existing.createdAt = savedAt
                try existing.update(db)
            } else {
                var record = SavedScriptRecord(
                    id: nil, kind: kind.rawValue, name: name, script: text, createdAt: savedAt)
                try record.insert(db)
            }
            try setScriptBase(kind, name, base, db)
        case .deleteScript(let kind, let name):
            try SavedScriptRecord.named(name, kind: kind, in: db)?.delete(db)
            try setScriptBase(kind, name, nil, db)
        case .setScriptBase(let kind, let name, let base):
            try setScriptBase(kind, name, base, db)
        case .scriptConflict(let kind, let name, let conflict):
            try db.execute(
                sql: """
                    INSERT INTO library_scripts (kind, name, base_document, conflicted, theirs_document, theirs_commit)
                    VALUES (?, ?, NULL, 1, ?, ?)
                    ON CONFLICT (kind, name) DO UPDATE SET conflicted = 1, theirs_document = excluded.theirs_document,
                        theirs_commit = excluded.theirs_commit
                    """,
                arguments: [kind.rawValue, name, conflict.theirsDocument, conflict.theirsCommit])
        default: break
        }
    }

    /// Records the merge base and clears a conflict; a script the library does not have and this
    /// studio has no longer is forgotten.
    private func setScriptBase(_ kind: ScriptKind, _ name: String, _ base: String?, _ db: Database) throws {
        if base == nil, try SavedScriptRecord.named(name, kind: kind, in: db) == nil {
            try db.execute(
                sql: "DELETE FROM library_scripts WHERE kind = ? AND name = ?", arguments: [kind.rawValue, name])
            return
        }
        try db.execute(
            sql: """
                INSERT INTO library_scripts (kind, name, base_document, conflicted, theirs_document, theirs_commit)
                VALUES (?, ?, ?, 0, NULL, NULL)
                ON CONFLICT (kind, name) DO UPDATE SET base_document = excluded.base_document, conflicted = 0,
                    theirs_document = NULL, theirs_commit = NULL
                """,
            arguments: [kind.rawValue, name, base])
    }
}

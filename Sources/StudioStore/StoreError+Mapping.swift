import GRDB

extension StoreError {
    /// Turns whatever a database operation threw into a ``StoreError``.
    ///
    /// Only SQLite's own message is kept: GRDB's full description would
    /// include the SQL text, and never the arguments, but neither belongs
    /// in a user-facing line.
    init(wrapping error: any Error) {
        if let error = error as? StoreError {
            self = error
        } else if let error = error as? RowSourceFailure {
            self = .rowSource(error.message)
        } else if let error = error as? DatabaseError {
            switch error.resultCode {
            case .SQLITE_BUSY, .SQLITE_LOCKED:
                self = .busy
            case .SQLITE_FULL:
                self = .storage(reason: "the disk is full")
            default:
                self = .storage(reason: error.message ?? "sqlite error \(error.resultCode.rawValue)")
            }
        } else {
            self = .storage(reason: String(describing: error))
        }
    }

    /// Like ``init(wrapping:)``, for failures while opening the file at `path`,
    /// where "not a database" and "cannot open" deserve their own errors.
    init(opening path: String, wrapping error: any Error) {
        guard let databaseError = error as? DatabaseError else {
            self.init(wrapping: error)
            return
        }
        let reason = databaseError.message ?? "sqlite error \(databaseError.resultCode.rawValue)"
        switch databaseError.resultCode {
        case .SQLITE_NOTADB:
            self = .notADatabase(path: path, reason: reason)
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            self = .busy
        default:
            self = .cannotOpen(path: path, reason: reason)
        }
    }
}

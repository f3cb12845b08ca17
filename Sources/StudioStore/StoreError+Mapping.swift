import GRDB

extension StoreError {
    /// What every write says when SQLite finds no room.
    static let diskFull = StoreError.storage(reason: "the disk is full")

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
                self = .diskFull
            case .SQLITE_READONLY:
                self = .readOnly
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
        case .SQLITE_FULL:
            self = .cannotOpen(path: path, reason: "the disk is full")
        default:
            self = .cannotOpen(path: path, reason: reason)
        }
    }

    /// Like ``init(wrapping:)``, for failures while a new database at `path` is made.
    init(creating path: String, wrapping error: any Error) {
        switch StoreError(wrapping: error) {
        case .storage(let reason): self = .cannotCreate(path: path, reason: reason)
        case .readOnly: self = .cannotCreate(path: path, reason: "its folder or disk is read-only")
        case let other: self = other
        }
    }
}

import GRDB
import GRDBSQLite

/// A GRDB-prepared statement driven through SQLite's C API, for the
/// million-row paths of dataset import and export.
///
/// Why not GRDB's `setUncheckedArguments` + `execute()`: it builds a
/// `StatementArguments` array and runs its statement bookkeeping for every
/// row; a million-row member import took 5.8 s that way and 3.3 s this way
/// (release build). The statement is still made by GRDB on the current
/// connection, so the caller's GRDB transaction covers every row.
///
/// Text is bound and read with explicit byte lengths, so a value holding a
/// NUL character round-trips whole (GRDB's own String binding stops at it).
struct RawStatement {
    /// Tells SQLite to copy bound text at once, so a Swift string only has
    /// to stay alive during its bind call.
    private static let transient = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)

    private let statement: Statement
    private let connection: SQLiteConnection?

    init(_ db: Database, sql: String) throws {
        statement = try db.makeStatement(sql: sql)
        connection = db.sqliteConnection
    }

    private var handle: SQLiteStatement { statement.sqliteStatement }

    // MARK: Binding

    /// Binds an integer to the 1-based parameter `index`.
    func bind(_ value: Int64, at index: Int32) {
        sqlite3_bind_int64(handle, index, value)
    }

    /// Binds a real number, or NULL for nil, to the 1-based parameter `index`.
    func bind(_ value: Double?, at index: Int32) {
        if let value {
            sqlite3_bind_double(handle, index, value)
        } else {
            sqlite3_bind_null(handle, index)
        }
    }

    /// Binds text, or NULL for nil, to the 1-based parameter `index`.
    func bind(_ value: String?, at index: Int32) {
        guard let value else {
            sqlite3_bind_null(handle, index)
            return
        }
        let length = Int32(clamping: value.utf8.count)
        value.withCString { pointer in
            _ = sqlite3_bind_text(handle, index, pointer, length, Self.transient)
        }
    }

    /// Binds UTF-8 bytes as text, or NULL for nil, to the 1-based parameter `index`, without
    /// copying them: SQLite reads them when the statement steps, so they must stay alive and
    /// unchanged until then (a row's bytes are bound, stepped and reset within one call).
    /// The caller vouches that they are valid UTF-8.
    func bind(utf8 value: UnsafeBufferPointer<UInt8>?, at index: Int32) {
        guard let value else {
            sqlite3_bind_null(handle, index)
            return
        }
        // An empty buffer may have no address, and a null pointer would bind NULL, not "".
        guard let base = value.baseAddress, !value.isEmpty else {
            sqlite3_bind_text(handle, index, "", 0, Self.transient)
            return
        }
        let text = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
        // A nil destructor is SQLITE_STATIC: no copy, SQLite borrows the bytes.
        sqlite3_bind_text(handle, index, text, Int32(clamping: value.count), nil)
    }

    /// Unbinds every parameter, so no borrowed bytes stay referenced after an import.
    func clearBindings() {
        sqlite3_clear_bindings(handle)
    }

    // MARK: Stepping

    /// Runs the bound INSERT and resets the statement for the next row.
    func insert() throws {
        let code = sqlite3_step(handle)
        sqlite3_reset(handle)
        guard code == SQLITE_DONE else { throw error(code) }
    }

    /// Steps a query: true when a row is available, false at the end (and
    /// then the statement is reset).
    func next() throws -> Bool {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW:
            return true
        case SQLITE_DONE:
            sqlite3_reset(handle)
            return false
        default:
            sqlite3_reset(handle)
            throw error(code)
        }
    }

    /// The text of 0-based column `index` of the current row, nil for NULL.
    func text(at index: Int32) -> String? {
        guard sqlite3_column_type(handle, index) != SQLITE_NULL,
            let pointer = sqlite3_column_text(handle, index)
        else { return nil }
        let count = Int(sqlite3_column_bytes(handle, index))
        return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
    }

    /// The integer of 0-based column `index` of the current row, nil for NULL.
    func integer(at index: Int32) -> Int64? {
        sqlite3_column_type(handle, index) == SQLITE_NULL ? nil : sqlite3_column_int64(handle, index)
    }

    /// The integer of a NOT NULL column (0 for NULL, which its schema rules out).
    func requiredInteger(at index: Int32) -> Int64 {
        sqlite3_column_int64(handle, index)
    }

    /// The real number of 0-based column `index` of the current row, nil for NULL.
    func real(at index: Int32) -> Double? {
        sqlite3_column_type(handle, index) == SQLITE_NULL ? nil : sqlite3_column_double(handle, index)
    }

    /// Like ``text(at:)`` for a NOT NULL column.
    func requiredText(at index: Int32) throws -> String {
        guard let text = text(at: index) else {
            throw StoreError.storage(reason: "a required dataset column is null")
        }
        return text
    }

    /// SQLite's own message only (a constraint or trigger message): the bound
    /// values are never part of the error.
    private func error(_ code: Int32) -> DatabaseError {
        let message = connection.map { String(cString: sqlite3_errmsg($0)) }
        return DatabaseError(resultCode: ResultCode(rawValue: code), message: message)
    }
}

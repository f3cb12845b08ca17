import GRDB
import GRDBSQLite

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The room left on the disk that holds a database, which a long sliced write must never use up.
///
/// A slice, once committed, is in the database file for good: deleting its rows later frees pages
/// inside the file, and writing that deletion needs room in the log. So before each commit the
/// slice must leave room for its own log frames, for the file to grow when the log is copied in,
/// and for ``reserveBytes`` more: what the cleanup of a failed import and the next command need.
/// A slice that would leave less is refused as a full disk and rolled back whole, which gives its
/// log frames back at once, as a single-transaction write does.
enum DiskRoom {
    /// Kept free after every commit of a long write.
    static let reserveBytes = 256 * 1024

    /// The bytes this process may still write on the file system holding `path`, or nil when it
    /// cannot be told (an in-memory database).
    static func available(at path: String) -> Int? {
        guard !path.isEmpty else { return nil }
        var info = statvfs()
        guard statvfs(path, &info) == 0 else { return nil }
        return Int(info.f_bavail) * Int(info.f_frsize)
    }

    /// The file of `db`'s main database ("" in memory).
    static func path(of db: Database) -> String {
        sqlite3_db_filename(db.sqliteConnection, "main").map { String(cString: $0) } ?? ""
    }

    /// The bytes a slice that added `newPages` pages of `pageSize` needs from here on: its pages and
    /// the ones it changed, still to be written to the log (twice its new pages at most), the file's
    /// growth when the log is copied in, and the reserve.
    static func needed(newPages: Int, pageSize: Int) -> Int {
        3 * newPages * pageSize + reserveBytes
    }

    /// The error a slice that would fill the disk ends with: SQLite's own, so every caller treats it
    /// as the full disk it would otherwise have met half-way.
    static let fullDisk = DatabaseError(resultCode: .SQLITE_FULL, message: "database or disk is full")
}

import Foundation
import GRDB
import StudioMigrations

/// Applies the SQL files of ``MigrationCatalog`` with GRDB's migrator, which
/// records each applied id in `grdb_migrations`.
enum SchemaMigrator {
    /// One GRDB migration per SQL file, in catalogue order.
    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        for migration in MigrationCatalog.all {
            let sql = migration.sql
            // A migration whose rewrite needs Swift names the place with a marker line.
            let halves = sql.components(separatedBy: ParameterRecordUpgrade.marker)
            migrator.registerMigration(migration.id) { db in
                try db.execute(sql: halves[0])
                guard halves.count > 1 else { return }
                try ParameterRecordUpgrade.rewrite(db)
                try db.execute(sql: halves.dropFirst().joined())
            }
        }
        return migrator
    }()

    /// The id of the newest migration this build knows.
    static var latestID: String {
        MigrationCatalog.all.last?.id ?? ""
    }

    /// The ids of the migrations up to `target` (included), or of all when nil; empty for an unknown one.
    static func identifiers(upTo target: String?) -> Set<String> {
        let ids = MigrationCatalog.all.map(\.id)
        guard let target else { return Set(ids) }
        return ids.firstIndex(of: target).map { Set(ids[...$0]) } ?? []
    }

    /// Migrates `writer` up to `target` (included), or fully when nil.
    ///
    /// `path` only names the database in errors.
    static func migrate(_ writer: any DatabaseWriter, path: String, upTo target: String?) throws(StoreError) {
        let ids = migrator.migrations
        let target = target ?? latestID
        guard let targetIndex = ids.firstIndex(of: target) else {
            throw .storage(reason: "unknown migration \(quoted(target)); known are \(ids.joined(separator: ", "))")
        }
        do {
            // GRDB traps on migrating "down"; the step-by-step API must not.
            let applied = try writer.read { try migrator.appliedMigrations($0) }
            // An up-to-date file is only read: no write transaction, no fsync (a verb that reads
            // must not write).
            let identifiers = try writer.read { try migrator.appliedIdentifiers($0) }
            if identifiers == Set(ids[...targetIndex]) { return }
            if let beyond = applied.last(where: { (ids.firstIndex(of: $0) ?? 0) > targetIndex }) {
                throw StoreError.storage(reason: "the database is already migrated to \(beyond), past \(target)")
            }
            try migrator.migrate(writer, upTo: target)
            // The file was vetted before opening; this closes the small
            // window in which a newer studio could have migrated it since.
            let unknown = try writer.read { try migrator.appliedIdentifiers($0) }.subtracting(ids)
            if let newest = unknown.max() {
                throw StoreError.newerSchema(path: path, found: newest, known: latestID)
            }
        } catch {
            throw StoreError(wrapping: error)
        }
    }
}

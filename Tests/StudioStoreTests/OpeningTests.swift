import Foundation
import GRDB
import StudioTestSupport
import Testing

@testable import StudioStore

@Suite struct OpeningTests {
    @Test func openingCreatesMissingParentFoldersAndKeepsDataAcrossReopen() throws {
        try TemporaryStudio.withFolder { folder in
            // Given a path whose folders do not exist yet
            let path = folder.appendingPathComponent("a/b/c/studio.sqlite").path

            // When creating a preset, then reopening the file
            do {
                let store = try StudioStore(path: path)
                _ = try store.createPreset(
                    name: "bounce", parameters: spring(damping: "0.7"),
                    message: "first", at: time(1))
            }
            let reopened = try StudioStore(path: path)

            // Then the file exists and still holds the preset
            #expect(FileManager.default.fileExists(atPath: path))
            #expect(reopened.path == path)
            #expect(
                try reopened.latestVersion(of: "bounce")
                    == PresetVersion(
                        preset: "bounce", number: 1, createdAt: time(1), message: "first",
                        parameters: spring(damping: "0.7")))
        }
    }

    @Test func anEmptyExistingFileIsTreatedAsAFreshDatabase() throws {
        try TemporaryStudio.withFolder { folder in
            // Given an empty file (as `touch` makes)
            let path = folder.appendingPathComponent("empty.sqlite").path
            #expect(FileManager.default.createFile(atPath: path, contents: Data()))

            // When opening it
            let store = try StudioStore(path: path)

            // Then it is migrated and usable
            #expect(try store.presets() == [])
        }
    }

    @Test func aDatabaseFromANewerStudioIsRefusedAndLeftUntouched() throws {
        try TemporaryStudio.withFolder { folder in
            // Given a database on which a newer studio applied migration 0099
            let path = folder.appendingPathComponent("newer.sqlite").path
            do {
                let store = try StudioStore(path: path)
                _ = try store.createPreset(name: "bounce", parameters: preset("fade"), message: nil, at: time(0))
            }
            let queue = try DatabaseQueue(path: path)
            try queue.write { db in
                try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('0099_from_the_future')")
            }
            try queue.close()
            let before = try bytes(at: path)

            // When this studio opens it
            // Then it refuses with the newer schema named, and the bytes are unchanged
            let error = #expect(throws: StoreError.self) { try StudioStore(path: path) }
            #expect(
                error
                    == .newerSchema(
                        path: path, found: "0099_from_the_future", known: "0023_create_agent_records"))
            #expect(
                error?.message == "the database at “\(path)” was written by a newer animstudio "
                    + "(schema 0099_from_the_future); this version knows up to 0023_create_agent_records")
            #expect(try bytes(at: path) == before)
            #expect(error?.isOpeningFailure == true)
        }
    }

    @Test func aFileThatIsNotADatabaseIsRefusedAndLeftUntouched() throws {
        try TemporaryStudio.withFolder { folder in
            // Given a text file where the database should be
            let path = folder.appendingPathComponent("notes.txt").path
            let text = String(repeating: "these are my notes, not a database\n", count: 100)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let before = try bytes(at: path)

            // When opening it
            let error = #expect(throws: StoreError.self) { try StudioStore(path: path) }

            // Then it is refused as not a database, and the bytes are unchanged
            #expect(error == .notADatabase(path: path, reason: "file is not a database"))
            #expect(error?.message == "“\(path)” is not an animstudio database (file is not a database)")
            #expect(try bytes(at: path) == before)
        }
    }

    @Test func anotherApplicationsSQLiteDatabaseIsRefusedAndLeftUntouched() throws {
        try TemporaryStudio.withFolder { folder in
            // Given an SQLite file with someone else's tables
            let path = folder.appendingPathComponent("other.sqlite").path
            let queue = try DatabaseQueue(path: path)
            try queue.write { db in
                try db.execute(sql: "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('keep me')")
            }
            try queue.close()
            let before = try bytes(at: path)

            // When opening it
            let error = #expect(throws: StoreError.self) { try StudioStore(path: path) }

            // Then it is refused, and the bytes are unchanged
            #expect(
                error?.message
                    == "“\(path)” is not an animstudio database (it holds other tables and no animstudio schema)")
            #expect(try bytes(at: path) == before)
        }
    }

    @Test func aFolderAtThePathCannotBeOpened() throws {
        try TemporaryStudio.withFolder { folder in
            // Given a folder where the database file should be
            let path = folder.appendingPathComponent("studio.sqlite").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)

            // When opening it
            let error = #expect(throws: StoreError.self) { try StudioStore(path: path) }

            // Then the error says why
            #expect(error?.message == "cannot open database at “\(path)”: it is a folder")
        }
    }

    @Test func aFileBlockingTheParentFolderIsReportedAndLeftUntouched() throws {
        try TemporaryStudio.withFolder { folder in
            // Given a regular file where a parent folder would have to be
            let blocker = folder.appendingPathComponent("data").path
            try "not a folder".write(toFile: blocker, atomically: true, encoding: .utf8)
            let before = try bytes(at: blocker)
            let path = blocker + "/animstudio/studio.sqlite"

            // When opening a database below it
            let error = #expect(throws: StoreError.self) { try StudioStore(path: path) }

            // Then the error names the blocking file, which is unchanged
            #expect(error == .cannotOpen(path: path, reason: "\(blocker) is a file, not a folder"))
            #expect(error?.message == "cannot open database at “\(path)”: \(blocker) is a file, not a folder")
            #expect(try bytes(at: blocker) == before)
        }
    }

    @Test func anEmptyPathCannotBeOpened() {
        #expect(throws: StoreError.cannotOpen(path: "", reason: "the path is empty")) {
            try StudioStore(path: "")
        }
    }

    @Test func defaultPathPrefersAnimstudioDBThenXDGDataHomeThenHome() {
        // Given various environments, Then the documented precedence applies
        #expect(
            StudioStore.defaultPath(
                environment: ["ANIMSTUDIO_DB": "/tmp/x.sqlite", "XDG_DATA_HOME": "/data"], home: "/home/ann"
            ) == "/tmp/x.sqlite")
        #expect(
            StudioStore.defaultPath(environment: ["XDG_DATA_HOME": "/data/"], home: "/home/ann")
                == "/data/animstudio/studio.sqlite")
        #expect(
            StudioStore.defaultPath(environment: [:], home: "/home/ann")
                == "/home/ann/.local/share/animstudio/studio.sqlite")
        // Empty variables count as unset; a relative XDG_DATA_HOME is ignored (XDG spec)
        #expect(
            StudioStore.defaultPath(environment: ["ANIMSTUDIO_DB": "", "XDG_DATA_HOME": "rel"], home: "/home/ann/")
                == "/home/ann/.local/share/animstudio/studio.sqlite")
    }
}

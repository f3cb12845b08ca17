import Foundation
import GRDB
import StudioTestSupport
import Testing

@testable import StudioStore

/// An import commits in slices (``SlicedWrite``), and a committed slice cannot be rolled back: so an
/// import must stop while the disk still has room to remove what it staged and for the next write.
/// Rows come slowly here, so several slices commit before the disk runs out, on a real tmpfs.
@Suite(.enabled(if: SmallDisk.available, Comment(rawValue: SmallDisk.skipReason)))
struct FullDiskSliceTests {
    /// Members about 300 bytes each, 400 of them every 50 ms: slices of about 800 rows.
    static func slowRows(_ count: Int) -> some Sequence<MemberRow> {
        (0..<count).lazy.map { index in
            if index % 400 == 399 { Thread.sleep(forTimeInterval: 0.05) }
            return MemberRow(name: "Member \(index)", about: String(repeating: "a spring that settles ", count: 12))
        }
    }

    @Test func anImportWhoseSlicesFillTheDiskStopsWithRoomForTheNextWrites() throws {
        let disk = try #require(SmallDisk(size: "3m"))
        let store = try StudioStore(path: disk.path("studio.sqlite"))
        let sizeBefore = try #require(disk.size(of: "studio.sqlite"))

        #expect(throws: StoreError.storage(reason: "the disk is full")) {
            try store.importMembers(dataset: "big", rows: Self.slowRows(40_000), at: time(1))
        }

        // Nothing staged is left, hidden or not, the log is empty, and the room kept is free.
        #expect(try store.datasets() == [])
        #expect(try store.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM member_rows") } == 0)
        #expect(try store.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM datasets") } == 0)
        #expect(disk.size(of: "studio.sqlite-wal") == 0)
        // The pages the committed slices took went back to the disk (a new studio auto-vacuums).
        print("SIZES", sizeBefore, disk.size(of: "studio.sqlite") ?? -1)
        #expect(disk.size(of: "studio.sqlite") == sizeBefore)
        #expect(try #require(DiskRoom.available(at: disk.path("studio.sqlite"))) >= DiskRoom.reserveBytes)
        // The next writes have room: another import and a preset's commit.
        try store.importMembers(dataset: "small", rows: [MemberRow(name: "Ada")], at: time(2))
        #expect(try store.datasets().map(\.name) == ["small"])
        #expect(try store.read { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") } == "ok")
    }
}

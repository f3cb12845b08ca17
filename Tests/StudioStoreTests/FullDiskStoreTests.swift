import StudioTestSupport
import Testing

@testable import StudioStore

/// A write that fills the disk gives its room back at once: the store stays open (as the interactive
/// studio does), and without this the rolled-back pages would keep the disk full for everyone.
@Suite(.enabled(if: SmallDisk.available, Comment(rawValue: SmallDisk.skipReason)))
struct FullDiskStoreTests {
    @Test func aWriteThatFillsTheDiskLeavesAnEmptyLogAndTheNextWriteWorks() throws {
        let disk = try #require(SmallDisk(size: "1m"))
        let store = try StudioStore(path: disk.path("studio.sqlite"))
        let rows = (0..<50_000).lazy.map {
            MemberRow(name: "Member \($0)", about: String(repeating: "spring ", count: 20))
        }

        #expect(throws: StoreError.storage(reason: "the disk is full")) {
            try store.importMembers(dataset: "big", rows: rows, at: time(1))
        }

        #expect(disk.size(of: "studio.sqlite-wal") == 0)
        #expect(try store.datasets() == [])
        try store.importMembers(dataset: "small", rows: [MemberRow(name: "Ada")], at: time(2))
        #expect(try store.datasets().map(\.name) == ["small"])
    }
}

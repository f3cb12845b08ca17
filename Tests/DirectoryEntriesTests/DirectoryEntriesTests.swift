import DirectoryEntries
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `DirectoryEntries`: every name of a folder read exactly, and a name read without touching the
/// memory after its record (a copy of the entry's 256-byte `d_name` did, and crashed the release
/// binary when the record was the last in `readdir`'s buffer).
struct DirectoryEntriesTests {
    @Test func everyNameOfAFolderOf3000FilesIsReadExactly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("entries-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Lengths from 1 to 255 bytes (the longest a name may be), some of them not ASCII.
        var made: Set<String> = []
        for index in 0..<3000 {
            let stem = "\(index)-" + (index % 3 == 0 ? "é" : "x")
            let name = stem + String(repeating: "n", count: max(0, (index * 37) % 252 - stem.utf8.count))
            #expect(FileManager.default.createFile(atPath: folder + "/" + name, contents: nil))
            made.insert(name)
        }
        let names = try #require(DirectoryEntries.names(in: folder))
        #expect(names.count == 3000)
        #expect(Set(names) == made)
        #expect(names.map(\.utf8.count).max() == 251)
    }

    @Test func aFolderThatCannotBeOpenedIsNilWithTheSystemsReason() {
        #expect(DirectoryEntries.names(in: "/no/such/folder-\(UUID())") == nil)
        #expect(errno == ENOENT)
    }

    /// A record as `getdents` packs it, 8-byte aligned and only as long as its name, placed so its
    /// last byte is the last byte of a readable page, with an unreadable page after it.
    @Test func aNameIsReadWithoutTouchingTheMemoryAfterItsRecord() throws {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let memory = try #require(mmap(nil, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
        try #require(memory != MAP_FAILED)
        defer { munmap(memory, 2 * page) }
        #expect(mprotect(memory + page, page, PROT_NONE) == 0)
        let nameOffset = try #require(MemoryLayout<dirent>.offset(of: \dirent.d_name))
        let name = "studio.sqlite.creating-4242"
        // The record's length rounded up to 8 bytes, as the kernel pads it.
        let length = (nameOffset + name.utf8.count + 1 + 7) / 8 * 8
        let record = memory + page - length
        memset(record, 0, length)
        for (index, byte) in name.utf8.enumerated() {
            record.storeBytes(of: byte, toByteOffset: nameOffset + index, as: UInt8.self)
        }
        record.storeBytes(
            of: UInt16(length), toByteOffset: MemoryLayout<dirent>.offset(of: \dirent.d_reclen) ?? 0, as: UInt16.self)
        #expect(DirectoryEntries.name(of: record.assumingMemoryBound(to: dirent.self)) == name)
    }
}

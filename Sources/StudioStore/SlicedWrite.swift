import Foundation
import GRDB

/// A long write (an import, a dataset's deletion) as a run of short IMMEDIATE transactions, so that
/// other studios on the file wait a fraction of a second for their own writes, never the whole job.
///
/// Each slice commits once it has run ``sliceSeconds``, then the writer pauses ``pauseSeconds``
/// before the next: a studio waiting for the lock polls every ``StudioStore/busyPollSeconds`` and
/// gets in during the pause. What the user sees stays all or nothing: the job works on a hidden
/// dataset (``DatasetStaging``) and one last short transaction shows or removes it.
///
/// Every commit first checks the disk (``DiskRoom``): a committed slice cannot be given back by
/// rolling back, so no slice may commit unless the room to clean it up stays free.
struct SlicedWrite {
    /// The longest a slice holds the write lock.
    static let sliceSeconds = 0.1
    /// The gap between slices, in which a waiting studio takes the lock.
    static let pauseSeconds = 0.01

    let db: Database
    /// Where a test may hold the job between two slices (``PausePoint``).
    private let pausePoint: PausePoint?
    private var sliceStart = 0.0
    private var pagesAtStart = 0
    private let path: String
    private var pageSize = 0

    init(_ db: Database, pausingAt pausePoint: PausePoint? = nil) {
        self.db = db
        self.pausePoint = pausePoint
        path = DiskRoom.path(of: db)
    }

    /// Opens the first slice.
    mutating func begin() throws {
        try db.beginTransaction(.immediate)
        sliceStart = ProcessInfo.processInfo.systemUptime
        if pageSize == 0 { pageSize = try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 4096 }
        pagesAtStart = try pageCount()
    }

    /// Commits the slice and opens the next once this one has run its time.
    mutating func yieldIfDue() throws {
        guard ProcessInfo.processInfo.systemUptime - sliceStart >= Self.sliceSeconds else { return }
        try commitLeavingRoom()
        // Copies the slice into the database file, so the log holds at most one slice: a disk the job
        // fills then leaves a log the failure can truncate (committed frames could not be dropped).
        // PASSIVE never waits for other studios; what it cannot copy now the next slice's copies.
        _ = try? db.checkpoint(.passive)
        pausePoint?.reached()
        Thread.sleep(forTimeInterval: Self.pauseSeconds)
        try begin()
    }

    /// For loops of their own short transactions: pauses ``pauseSeconds`` once ``sliceSeconds`` went
    /// by since `last` (the last pause), so other studios waiting for the lock get in.
    static func pauseIfDue(since last: inout Double) {
        guard ProcessInfo.processInfo.systemUptime - last >= sliceSeconds else { return }
        Thread.sleep(forTimeInterval: pauseSeconds)
        last = ProcessInfo.processInfo.systemUptime
    }

    /// Commits the last slice.
    func finish() throws { try commitLeavingRoom() }

    /// Commits the open slice if the disk keeps room to undo it afterwards, else throws SQLite's
    /// full-disk error with the slice still open (the caller rolls it back).
    private func commitLeavingRoom() throws {
        // A slice that only deletes (a dataset's removal) never grows the file: it always commits.
        let newPages = try pageCount() - pagesAtStart
        if newPages > 0, let available = DiskRoom.available(at: path),
            available < DiskRoom.needed(newPages: newPages, pageSize: pageSize)
        {
            throw DiskRoom.fullDisk
        }
        try db.commit()
    }

    private func pageCount() throws -> Int {
        try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
    }

    /// Gives up the open slice, if any (what it wrote is undone; earlier slices stay for the caller
    /// to remove).
    func abandon() {
        if db.isInsideTransaction { try? db.rollback() }
    }
}

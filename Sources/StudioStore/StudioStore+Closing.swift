import GRDB

extension StudioStore {
    /// Closes the file's connection now, as the last thing a process does with it. (SQLite runs its
    /// closing steps then: a writer's log is copied back into the file and emptied; a reader's close
    /// writes nothing.) The store must not be used afterwards; a store in memory is left open.
    public func close() {
        guard path != nil, let queue = writer as? DatabaseQueue else { return }
        try? queue.close()
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value behind a lock with a condition to wait on: the server's count of running threads,
/// which `stop()` waits to fall to zero.
final class Monitor<Value>: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var value: Value

    init(_ value: Value) {
        self.value = value
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        condition.deallocate()
    }

    /// Changes the value, wakes every waiter, and returns what `body` returns.
    func update<Result>(_ body: (inout Value) -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer {
            pthread_cond_broadcast(condition)
            pthread_mutex_unlock(mutex)
        }
        return body(&value)
    }

    /// Waits until `done` holds or `seconds` pass; returns whether it holds.
    func wait(until done: (Value) -> Bool, seconds: Int) -> Bool {
        var deadline = timespec()
        #if canImport(Glibc)
            clock_gettime(CLOCK_REALTIME, &deadline)
        #else
            var now = timeval()
            gettimeofday(&now, nil)
            deadline = timespec(tv_sec: now.tv_sec, tv_nsec: Int(now.tv_usec) * 1000)
        #endif
        deadline.tv_sec += seconds
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while !done(value) {
            if pthread_cond_timedwait(condition, mutex, &deadline) == ETIMEDOUT { return done(value) }
        }
        return true
    }
}

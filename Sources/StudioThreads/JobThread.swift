import Foundation

/// A task executor that runs its jobs, in the order they came, on one thread of its own.
///
/// Code that must keep running while the caller blocks Swift's shared cooperative threads uses
/// it: the preview server answers while the REPL (or a test) waits in a synchronous `start()`.
public final class JobThread: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var finished = false

    /// Starts the thread, named `name` (as debuggers and `top -H` show it).
    public init(name: String) {
        let thread = Thread { [self] in run() }
        thread.name = name
        thread.start()
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Lets the thread end once the jobs queued so far have run; later jobs are not run.
    public func shutdown() {
        condition.lock()
        finished = true
        condition.signal()
        condition.unlock()
    }

    /// Runs `body` on the thread, waits for its result, then shuts the thread down. The result is
    /// nil only if the body never ran (the thread stopped before it).
    public func wait<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T? {
        let done = DispatchSemaphore(value: 0)
        let box = Box<T>()
        Task(executorPreference: self) {
            box.value = await body()
            done.signal()
        }
        done.wait()
        shutdown()
        return box.value
    }

    private func run() {
        while true {
            condition.lock()
            while jobs.isEmpty && !finished { condition.wait() }
            if jobs.isEmpty {
                condition.unlock()
                return
            }
            let batch = jobs
            jobs.removeAll()
            condition.unlock()
            for job in batch { job.runSynchronously(on: asUnownedTaskExecutor()) }
        }
    }

    /// The result handed from the thread to the waiting caller (written before the semaphore is
    /// signalled, read after it is waited for).
    private final class Box<T>: @unchecked Sendable {
        var value: T?
    }
}

import Foundation

/// Runs the library's `git` tasks on one thread of its own, so a synchronous verb can wait for
/// them without blocking Swift's shared cooperative threads (a test or the REPL may hold those).
final class GitThread: TaskExecutor, @unchecked Sendable {
    static let shared = GitThread()

    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    private init() {
        let thread = Thread { [self] in run() }
        thread.name = "animstudio git"
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func run() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let batch = jobs
            jobs.removeAll()
            condition.unlock()
            for job in batch { job.runSynchronously(on: asUnownedTaskExecutor()) }
        }
    }

    /// Runs `body` on the thread and waits for its result.
    func wait<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T {
        let done = DispatchSemaphore(value: 0)
        let box = Box<T>()
        Task(executorPreference: self) {
            box.value = await body()
            done.signal()
        }
        done.wait()
        return box.value!
    }

    private final class Box<T>: @unchecked Sendable {
        var value: T?
    }
}

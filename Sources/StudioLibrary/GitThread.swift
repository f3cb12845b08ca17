import Foundation

/// Runs one `git` call's tasks on a thread of its own, so a synchronous verb can wait for them
/// without needing Swift's shared cooperative threads (a test or the REPL may hold those), and no
/// call waits behind another's.
final class GitThread: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var finished = false

    init() {
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

    /// Runs `body` on the thread and waits for its result.
    func wait<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T {
        let done = DispatchSemaphore(value: 0)
        let box = Box<T>()
        Task(executorPreference: self) {
            box.value = await body()
            done.signal()
        }
        done.wait()
        condition.lock()
        finished = true
        condition.signal()
        condition.unlock()
        return box.value!
    }

    private final class Box<T>: @unchecked Sendable {
        var value: T?
    }
}

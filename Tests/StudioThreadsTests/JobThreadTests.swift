import Foundation
import Testing

@testable import StudioThreads

@Suite struct JobThreadTests {
    @Test func waitRunsEveryStepOfTheBodyOnOneThreadThatIsNotTheCallersAndReturnsItsResult() throws {
        let caller = currentThread()
        let thread = JobThread(name: "animstudio test jobs")
        let result = thread.wait { () async -> ([String], Int) in
            var threads: [String] = []
            var total = 0
            for value in 1...10 {
                threads.append(currentThread())
                // Each yield is a new job; the cooperative pool would be free to resume it elsewhere.
                await Task.yield()
                total += value
            }
            return (threads, total)
        }
        let (threads, sum) = try #require(result)
        #expect(sum == 55)
        #expect(Set(threads).count == 1)
        #expect(threads.first != caller)
    }

    @Test func childTasksPreferringItRunInOrderOnTheSameThread() throws {
        let thread = JobThread(name: "animstudio ordered jobs")
        let outcome = thread.wait { () async -> ([Int], Set<String>) in
            var results: [Int] = []
            var threads: Set<String> = [currentThread()]
            for value in 0..<5 {
                let child = Task(executorPreference: thread) { (value * value, currentThread()) }
                let (square, ran) = await child.value
                results.append(square)
                threads.insert(ran)
            }
            return (results, threads)
        }
        let (results, threads) = try #require(outcome)
        #expect(results == [0, 1, 4, 9, 16])
        #expect(threads.count == 1)
    }
}

/// The running thread's identity (`Thread.current.name` is not reliable on Linux, and not offered
/// to async code).
private func currentThread() -> String { "\(pthread_self())" }

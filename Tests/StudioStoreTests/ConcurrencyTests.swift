import Foundation
import StudioTestSupport
import Testing

@testable import StudioStore

@Suite struct ConcurrencyTests {
    @Test func twoStoresOnOneFileCommittingInTurnGetContiguousNumbers() throws {
        try TemporaryStudio.withFolder { folder in
            // Given two studios on the same file
            let path = folder.appendingPathComponent("shared.sqlite").path
            let first = try StudioStore(path: path)
            let second = try StudioStore(path: path)
            _ = try first.createPreset(
                name: "bounce", parameters: stepped(0),
                message: nil, at: time(0))

            // When they take turns changing and committing the same preset
            var numbers: [Int] = []
            for step in 1...10 {
                let store = step.isMultiple(of: 2) ? second : first
                try store.updateDraft(of: "bounce", parameters: stepped(step), at: time(step))
                numbers.append(try store.commit(of: "bounce", message: nil, at: time(step)).number)
            }

            // Then each sees the other's versions and numbers continue without gaps
            #expect(numbers == Array(2...11))
            #expect(try first.versions(of: "bounce").map(\.number) == Array(1...11))
            #expect(try second.versions(of: "bounce").map(\.parameters) == (0...10).map { stepped($0) })
        }
    }

    @Test func twoStoresCommittingAtOnceNeverProduceGapsOrDuplicates() async throws {
        let studio = try TemporaryStudio("concurrency")
        // Given two studios on the same file
        let path = studio.path("shared.sqlite")
        let stores = [try StudioStore(path: path), try StudioStore(path: path)]
        _ = try stores[0].createPreset(
            name: "bounce", parameters: stepped(0),
            message: nil, at: time(0))

        // When both change and commit the same preset at the same time
        let outcomes = await withTaskGroup(of: (commits: Int, failures: [String]).self) { group in
            for (index, store) in stores.enumerated() {
                group.addTask {
                    var commits = 0
                    var failures: [String] = []
                    for step in 1...25 {
                        do throws(StoreError) {
                            try store.updateDraft(of: "bounce", parameters: stepped(index * 100 + step), at: time(step))
                            _ = try store.commit(of: "bounce", message: nil, at: time(step))
                            commits += 1
                        } catch .nothingToCommit {
                            // The other studio committed our draft first: a fair race.
                        } catch {
                            failures.append(error.message)
                        }
                    }
                    return (commits, failures)
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }

        // Then no call failed, and versions are exactly 1...1+commits
        #expect(outcomes.flatMap(\.failures) == [])
        let commits = outcomes.map(\.commits).reduce(0, +)
        #expect(try stores[1].versions(of: "bounce").map(\.number) == Array(1...(1 + commits)))
    }
}

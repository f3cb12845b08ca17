import AnimationCore
import Foundation
import Simulation
import StudioTestSupport
import Testing

/// The tutorials' table behaviours: 44 pt rows on an 844 pt screen show rows 0–19 (row 19 is
/// partly visible: 836–880), so 30 rows scroll by at most 30 × 44 − 844 = 476 pt.
@Suite struct TableSimulatorTests {
    let layout = TableLayout(rowHeight: 44, visibleHeight: 844)

    func simulator(_ policy: CellPolicy, _ stagger: StaggerMode = .row, duration: Double = 0.5) -> TableSimulator {
        TableSimulator(layout: layout, policy: policy, stagger: stagger, delayFactor: 0.05, animationDuration: duration)
    }

    func run(
        _ policy: CellPolicy, _ script: String, rows: Int = 30, stagger: StaggerMode = .row, memory: CellMemory? = nil
    ) throws -> SimulationResult {
        let parsed = script.isEmpty ? ScrollScript(steps: []) : try ScrollScript(parsing: script)
        return try simulator(policy, stagger).run(
            itemCount: rows, script: parsed, memory: memory ?? .fresh(itemCount: rows))
    }

    /// The time a decelerating scroll from `from` to `to` starting at `start` over `seconds`
    /// reaches `offset`, solved independently from x(t) = (1 − 0.998^(1000t)) / (1 − 0.998^(1000T)).
    func crossing(_ offset: Double, from: Double, to: Double, start: Double, seconds: Double) -> Double {
        let q = (offset - from) / (to - from)
        return start + log(1 - q * (1 - pow(0.998, 1000 * seconds))) / (1000 * log(0.998))
    }

    @Test func visibleRowsExcludeRowsThatOnlyTouchAnEdge() {
        #expect(layout.visibleRows(offset: 0, rowCount: 30) == 0...19)
        #expect(layout.visibleRows(offset: 44, rowCount: 30) == 1...20)
        #expect(layout.visibleRows(offset: 36, rowCount: 30) == 0...19)  // row 20's top touches the bottom
        #expect(layout.visibleRows(offset: 36.5, rowCount: 30) == 0...20)
        #expect(layout.visibleRows(offset: 0, rowCount: 9) == 0...8)
        #expect(layout.visibleRows(offset: 0, rowCount: 0) == nil)
        #expect(layout.maximumOffset(rowCount: 30) == 476 && layout.maximumOffset(rowCount: 9) == 0)
        #expect(layout.offset(toTopOf: 29, rowCount: 30) == 476)
    }

    @Test func initialScreenAnimatesEveryVisibleRowWithRowStagger() throws {
        let result = try run(.firstScreen, "")
        #expect(result.events.map(\.row) == Array(0...19))
        #expect(result.events.allSatisfy { $0.time == 0 && $0.reason == .firstScreen })
        #expect(result.events.map(\.delay) == (0...19).map { 0.05 * Double($0) })
        #expect(result.events[19].end == 0.05 * 19 + 0.5)
        #expect(result.memory.firstScreenDone)
    }

    @Test func firstScreenNeverAnimatesRowsScrolledIn() throws {
        let result = try run(.firstScreen, "to 29 over 1")
        let scrolled = result.events.dropFirst(20)
        #expect(scrolled.map(\.row) == Array(20...29))
        #expect(scrolled.allSatisfy { $0.reason == .firstScreenDone && $0.delay == nil && $0.end == nil })
        // Row r enters when the offset passes r·44 − 844, at the exact moment of the crossing.
        for event in scrolled {
            let expected = crossing(Double(event.row) * 44 - 844, from: 0, to: 476, start: 0, seconds: 1)
            #expect(isClose(event.time, expected, absolute: 1e-12), "row \(event.row)")
            #expect(isClose(result.timeline.offset(at: event.time), Double(event.row) * 44 - 844, absolute: 1e-9))
        }
        #expect(result.scriptEnd == 1)
    }

    @Test func firstScreenIsTheLastInitiallyVisibleCell() throws {
        // With 9 rows the whole table fits: the flag is set by row 8.
        let result = try run(.firstScreen, "refresh", rows: 9)
        #expect(
            result.events.map(\.reason) == Array(repeating: .firstScreen, count: 9)
                + Array(repeating: .firstScreenDone, count: 9))
    }

    @Test func scrollDownAndBackUpUnderEachPolicy() throws {
        let script = "to 29 over 1, to 0 over 1"
        // Down: rows 20–29 enter at the bottom; up: rows 9…0 enter at the top, in that order.
        let always = try run(.always, script)
        #expect(always.events.map(\.row) == Array(0...19) + Array(20...29) + Array((0...9).reversed()))
        #expect(always.events.allSatisfy { $0.animated })
        let back = always.events.suffix(10)
        for event in back {
            let expected = crossing(Double(event.row + 1) * 44, from: 476, to: 0, start: 1, seconds: 1)
            #expect(isClose(event.time, expected, absolute: 1e-12), "row \(event.row)")
        }
        #expect(zip(back, back.dropFirst()).allSatisfy { $0.time < $1.time })

        let oncePerRow = try run(.oncePerRow, script)
        #expect(oncePerRow.events.prefix(30).allSatisfy { $0.reason == .newRow })
        #expect(oncePerRow.events.suffix(10).allSatisfy { $0.reason == .rowAnimated })
        let cell0 = oncePerRow.cells.first { $0.row == 0 }
        #expect(cell0 == CellTotals(row: 0, item: 0, firstTime: 0, displayCount: 2, animatedTime: 0, animationCount: 1))

        let firstScreen = try run(.firstScreen, script)
        #expect(firstScreen.events.dropFirst(20).allSatisfy { $0.reason == .firstScreenDone })
    }

    @Test func rowStaggerMakesLateRowsWait() throws {
        // The tutorials' delayFactor × indexPath.row: row 40 waits 2 s after it scrolls in.
        let result = try run(.always, "to 41 over 1", rows: 60)
        let row40 = try #require(result.events.first { $0.row == 40 })
        #expect(row40.delay == 2)
        #expect(row40.end == row40.time + 2 + 0.5)
    }

    @Test func visibleStaggerCountsPositionsInTheLayoutPass() throws {
        let result = try run(.always, "to 25, to 29 over 1", stagger: .visible)
        // The jump to row 25 shows rows 25–29 and the rest of that screen at once: rows 20–29 are new.
        let jump = result.events.dropFirst(20)
        #expect(jump.map(\.row) == Array(20...29))
        #expect(jump.map(\.delay) == (0...9).map { 0.05 * Double($0) })
        #expect(result.events.prefix(20).map(\.delay) == (0...19).map { 0.05 * Double($0) })
        let none = try run(.always, "", stagger: .none)
        #expect(none.events.allSatisfy { $0.delay == 0 })
    }

    @Test func refreshRedeliversTheVisibleRows() throws {
        let always = try run(.always, "wait 1, refresh")
        #expect(always.events.count == 40)
        #expect(always.events.suffix(20).allSatisfy { $0.time == 1 && $0.reason == .always })
        let once = try run(.oncePerRow, "wait 1, refresh")
        #expect(once.events.suffix(20).allSatisfy { $0.reason == .rowAnimated })
        #expect(once.cells.count == 20 && once.cells.allSatisfy { $0.displayCount == 2 && $0.animationCount == 1 })
    }

    @Test func reorderKeepsItemIdentity() throws {
        // Reversed, rows 0–19 show items 29…10: items 29–20 are new, items 19–10 animated already.
        let perItem = try run(.oncePerItem, "reverse")
        let reloaded = perItem.events.suffix(20)
        #expect(reloaded.map(\.item) == Array((10...29).reversed()))
        #expect(
            reloaded.map(\.reason) == Array(repeating: .newItem, count: 10) + Array(repeating: .itemAnimated, count: 10)
        )
        // The index-path dictionary thinks every row animated, though rows 0–9 show new data.
        let perRow = try run(.oncePerRow, "reverse")
        #expect(perRow.events.suffix(20).allSatisfy { $0.reason == .rowAnimated })
    }

    @Test func insertedRowsGetNewIdentities() throws {
        let perRow = try run(.oncePerRow, "insert 2 at 0")
        let inserted = perRow.events.suffix(2)
        #expect(inserted.map(\.row) == [0, 1] && inserted.map(\.item) == [30, 31])
        #expect(inserted.allSatisfy { $0.reason == .rowAnimated })  // the index-path bug
        let perItem = try run(.oncePerItem, "insert 2 at 0")
        #expect(perItem.events.suffix(2).allSatisfy { $0.reason == .newItem })
        #expect(perItem.memory.nextItem == 32)
        #expect(Array(perItem.timeline.items(at: 0).prefix(3)) == [30, 31, 0])
        // Inserted below the screen: no willDisplay.
        #expect(try run(.always, "insert 3 at 25").events.count == 20)
    }

    @Test func memoryCarriesOverToTheNextRun() throws {
        let first = try run(.oncePerRow, "")
        let second = try run(.oncePerRow, "to 29 over 1", memory: first.memory)
        #expect(second.events.prefix(20).allSatisfy { $0.reason == .rowAnimated })
        #expect(second.events.suffix(10).allSatisfy { $0.reason == .newRow })
        let firstScreen = try run(.firstScreen, "")
        #expect(
            try run(.firstScreen, "", memory: firstScreen.memory).events.allSatisfy { $0.reason == .firstScreenDone })
    }

    @Test func stepsNamingMissingRowsFail() {
        #expect(throws: ScriptError("scroll step “to 30”: row 30 does not exist; rows are 0 to 29", span: 0..<5)) {
            try run(.always, "to 30")
        }
        #expect(throws: ScriptError("scroll step “insert 1 at 31”: rows can be inserted at 0 to 30", span: 8..<22)) {
            try run(.always, "wait 1, insert 1 at 31")
        }
        #expect(throws: ScriptError("scroll step “to 0”: row 0 does not exist; the table has no rows", span: 0..<4)) {
            try run(.always, "to 0", rows: 0)
        }
    }

    @Test func emptyAndTinyTables() throws {
        #expect(try run(.always, "by 100 over 1, refresh", rows: 0).events.isEmpty)
        let one = try run(.always, "by 500 over 1, refresh", rows: 1)
        #expect(one.events.map(\.row) == [0, 0])
    }

    @Test func aScrollWithoutMovementStillTakesItsTime() throws {
        let result = try run(.always, "to 0 over 2, wait 0.5")
        #expect(result.scriptEnd == 2.5 && result.events.count == 20)
    }

    @Test func deliveryIsInTimeOrderAcrossALongScroll() throws {
        let result = try run(.oncePerRow, "to 9990 over 5, by -3000 over 1", rows: 10_000)
        #expect(zip(result.events, result.events.dropFirst()).allSatisfy { $0.time <= $1.time })
        #expect(Set(result.events.map(\.row)).count == 10_000)
        // The bottom stop is 10,000 × 44 − 844 = 439,156 (row 9980 on top); 3,000 pt up puts row 9912 on top.
        #expect(result.events.count == 10_000 + (9979 - 9912 + 1))
    }
}

@Suite struct IndexBitSetTests {
    @Test func behavesAsASetOfIndices() {
        var rng = SplitMix64(seed: 7)
        var bits = IndexBitSet()
        var reference = Set<Int>()
        for _ in 0..<5000 {
            let value = Int.random(in: 0..<3000, using: &rng)
            #expect(bits.insert(value) == reference.insert(value).inserted)
        }
        #expect(bits.count == reference.count && Array(bits) == reference.sorted())
        #expect((0..<3100).allSatisfy { bits.contains($0) == reference.contains($0) })
        #expect(!bits.contains(-1) && !IndexBitSet().contains(0) && IndexBitSet().isEmpty)
        // Equal sets are equal whatever capacity they grew to.
        var grown = IndexBitSet([5, 70_000])
        var small = IndexBitSet([5])
        #expect(grown != small)
        small.insert(70_000)
        #expect(grown == small)
        grown.insert(5)
        #expect(grown == IndexBitSet([70_000, 5]))
    }
}

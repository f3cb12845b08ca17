import AnimationCore
import Simulation
import StudioTestSupport
import Testing

@Suite struct PlaybackSceneTests {
    let layout = TableLayout(rowHeight: 44, visibleHeight: 844)
    let labels = (0..<30).map { (name: "Member \($0)", detail: "Title \($0)") }

    func scene(_ template: String, _ script: String, policy: CellPolicy = .always, stagger: StaggerMode = .row) throws
        -> PlaybackScene
    {
        let animation = try TemplateAnimation(template: try #require(TemplateCatalog.template(named: template)))
        let simulator = TableSimulator(
            layout: layout, policy: policy, stagger: stagger, delayFactor: animation.delayFactor,
            animationDuration: animation.curve.duration)
        let result = try simulator.run(
            itemCount: labels.count,
            script: script.isEmpty ? ScrollScript(steps: []) : try ScrollScript(parsing: script),
            memory: .fresh(itemCount: labels.count))
        return PlaybackScene(result: result, animation: animation, layout: layout, labels: RowLabels(labels))
    }

    @Test func cellsHoldTheirStartingStateThroughTheirDelay() throws {
        let scene = try scene("fade", "wait 2")
        let start = scene.cards(at: 0)
        #expect(start.count == 20 && start.allSatisfy { $0.opacity == 0 })
        #expect(
            start[3].title == "Member 3" && start[3].detail == "Title 3" && start[3].top == 132 && start[3].height == 44
        )
        // At 0.3 s row 0 is 0.3 s into ease-in-out over 0.5 s; row 10 waits until 0.5 s.
        let mid = scene.cards(at: 0.3)
        let curve = try AnimationCurve(.named(.easeInOut), duration: 0.5)
        #expect(mid[0].opacity == curve.progress(at: 0.3))
        #expect(mid[2].opacity == curve.progress(at: 0.2))
        #expect(mid[10].opacity == 0)
        #expect(scene.cards(at: 2).allSatisfy { $0.opacity == 1 })
    }

    @Test func rowsScrollWithTheOffset() throws {
        let scene = try scene("move-up-bounce", "to 10 over 1")
        let end = scene.cards(at: 1)
        #expect(end.first?.title == "Member 10" && end.first?.top == 0)
        #expect(end.last?.title == "Member 29")
        let during = scene.cards(at: 0.5)
        let offset = scene.result.timeline.offset(at: 0.5)
        #expect(during.first.map { $0.top } == Double(Int(offset / 44)) * 44 - offset)
    }

    @Test func skippedCellsRestAndTipInTurns() throws {
        let tipIn = try scene("tip-in", "", policy: .oncePerRow, stagger: .none)
        let start = try #require(tipIn.cards(at: 0).first)
        #expect(isClose(start.rotation, -15 * Double.pi / 180, absolute: 1e-12))
        #expect(start.opacity == 0.8)
        #expect(tipIn.cards(at: 0.4).first?.rotation == 0)
        let skipped = try scene("fade", "wait 1, refresh", policy: .oncePerRow)
        #expect(skipped.cards(at: 1).allSatisfy { $0.opacity == 1 })
    }

    @Test func insertedRowsAreLabelledAndCellsFollowTheirItems() throws {
        let scene = try scene("fade", "wait 1, insert 1 at 0", policy: .oncePerItem)
        let cards = scene.cards(at: 1.2)
        #expect(cards[0].title == "new row 1" && cards[0].detail == "inserted by the scroll script")
        #expect(cards[1].title == "Member 0" && cards[1].opacity == 1)
    }

    @Test func eachCardFollowsItsItemsLastDisplay() throws {
        // A busy script: scrolls both ways, a refresh, a reverse and an insert, under `always`.
        let scene = try scene(
            "move-up-fade", "to 8 over 0.7, by -200 over 0.3, refresh, wait 0.2, reverse, insert 3 at 2, to 20 over 0.5"
        )
        for step in 0...60 {
            let t = Double(step) * 0.05
            let items = scene.result.timeline.items(at: t)
            let offset = scene.result.timeline.offset(at: t)
            let cards = scene.cards(at: t)
            let first = Int((offset / 44).rounded(.down))
            for (index, card) in cards.enumerated() {
                let item = items[first + index]
                // Oracle: the last event of the item at or before t, by a plain forward scan.
                let last = scene.result.events.filter { $0.item == item && $0.time <= t }.last
                let start = last?.start
                let progress = start.map { scene.animation.curve.progress(at: t - $0) } ?? 1
                #expect(card.opacity == progress, "t = \(t), row \(first + index)")
                #expect(card.title == (item < 30 ? "Member \(item)" : "new row \(item - 29)"))
            }
        }
    }

    @Test func aRunStoppedEarlyKeepsOnlyWhatHappened() throws {
        let scene = try scene("fade", "to 29 over 1, wait 1, refresh", policy: .firstScreen)
        let result = scene.result
        let initial = CellMemory.fresh(itemCount: 30)
        let early = result.prefix(through: 0.5, from: initial)
        #expect(early.events.allSatisfy { $0.time <= 0.5 })
        #expect(early.events.count == result.events.filter { $0.time <= 0.5 }.count)
        #expect(early.memory.firstScreenDone && early.memory.animatedRows == IndexBitSet(0...19))
        #expect(result.prefix(through: 10, from: initial) == result)
        let none = result.prefix(through: -1, from: initial)
        #expect(none.events.isEmpty && none.cells.isEmpty && !none.memory.firstScreenDone)
    }
}

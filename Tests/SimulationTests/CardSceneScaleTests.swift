import AnimationCore
import Simulation
import Testing

/// The benchmark's 10-minute script of 1,000 gestures, checked for sense rather than speed.
@Suite struct CardSceneScaleTests {
    static let cycle = [
        "tap", "wait 0.5", "close", "wait 0.5", "pan -150 over 0.25", "wait 0.35", "pan 100 over 0.2 release 0",
        "wait 0.4",
        "pan -30 over 0.1 release 300", "wait 0.4", "swipe -200 over 0.2", "wait 0.8", "swipe 200 over 0.2", "wait 0.8",
        "tap", "wait 0.1", "tap", "wait 0.5", "pan 60 over 0.2 release 500", "wait 0.5"
    ].joined(separator: ", ")

    @Test func aTenMinuteScriptOfAThousandGesturesEvaluatesAt120FramesPerSecond() throws {
        let script = try GestureScript(parsing: Array(repeating: Self.cycle, count: 100).joined(separator: ", "))
        #expect(script.steps.filter { if case .wait = $0 { return false } else { return true } }.count == 1000)
        let cities = (0..<20).map { (name: "City \($0)", description: "Description \($0)") }
        let result = try CardScene(
            parameters: TemplateCatalog.template(named: "card-expand")!.defaults, cities: cities, selected: 3
        ).run(script)
        let frames = result.frames(at: (0..<72_000).map { Double($0) / 120 })
        #expect(frames.count == 72_000)
        #expect(
            frames.allSatisfy { $0.cardHeight.isFinite && $0.cardHeight >= 350 - 1e-9 && $0.cardHeight <= 844 + 1e-9 })
        #expect(isCloseToSixHundred(result.restTime))
        #expect(result.fingerDownSpans.count == 600)
    }

    func isCloseToSixHundred(_ t: Double) -> Bool { t >= 599.999 && t <= 601 }
}

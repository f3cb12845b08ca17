import AnimationCore
import Simulation
import StudioPreview
import StudioStore
import StudioTestSupport
import Testing

@Suite struct KeyframeSamplerTests {
    static let labels = (0..<30).map { (name: "Member \($0)", detail: "Title \($0)") }

    /// Every entrance template, a stiff spring and a spring cut off at its duration.
    static let cases: [(template: String, parameters: [String: String])] = [
        ("fade", [:]), ("move-up-bounce", [:]), ("move-up-fade", [:]), ("slide-in", [:]), ("tip-in", [:]),
        ("move-up-bounce", ["timing": "spring(mass: 1, stiffness: 900, damping: 6)"]),
        ("move-up-bounce", ["timing": "uikit-spring(damping: 0.1, velocity: 3)", "duration": "0.3"]),
        ("move-up-fade", ["timing": "cubic(0.17, 0.67, 0.76, 1)", "duration": "0.25"])
    ]

    static func motion(_ template: String, _ parameters: [String: String]) throws -> TableEntranceMotion {
        let template = try #require(TemplateCatalog.template(named: template))
        let animation = try TemplateAnimation(
            template: template,
            parameters: try template.parameterSet(from: PreviewFixture.parameters(template.name, parameters)))
        return try TableEntranceMotion(animation: animation, labels: labels, tableWidth: 390, tableHeight: 844)
    }

    /// Linear interpolation of the keyframes stays within 0.5 pt (a cell corner's displacement,
    /// rotation included) and 0.005 opacity of the studio's value at every 0.25 ms
    /// (between the sampler's grid points).
    @Test(arguments: 0..<cases.count)
    func keyframesFollowTheStudioCurve(index: Int) throws {
        let (name, parameters) = Self.cases[index]
        let motion = try Self.motion(name, parameters)
        let elements = motion.elements(until: motion.end)
        #expect(elements.count == motion.events.count)
        let columns = motion.animation.columns
        let halfDiagonal = (390.0 * 390 + motion.rowHeight * motion.rowHeight).squareRoot() / 2
        var worstPoints = 0.0
        var worstOpacity = 0.0
        for element in elements {
            let jump = element.start.map { $0 + motion.animation.curve.duration }
            // Every 0.25 ms, offset so the instants fall between the sampler's 1 ms grid points.
            for step in 0...Int(motion.end * 4000) {
                let t = (Double(step) + 0.37) / 4000
                if let jump, abs(t - jump) < 1e-9 { continue }  // the studio's value jumps there
                let studio = PreviewFixture.studioValues(motion.animation, start: element.start, at: t)
                var pointError = 0.0
                for (c, column) in columns.enumerated() {
                    let page = try #require(element.keyframes.value(of: column, at: t))
                    let difference = abs(page - studio[c])
                    switch column {
                    case "opacity": worstOpacity = max(worstOpacity, difference)
                    case "rotation": pointError += difference * .pi / 180 * halfDiagonal
                    default: pointError += difference
                    }
                }
                worstPoints = max(worstPoints, pointError)
            }
        }
        #expect(worstPoints <= 0.5, "\(name) \(parameters): \(worstPoints) pt")
        #expect(worstOpacity <= 0.005, "\(name) \(parameters): \(worstOpacity)")
    }

    /// A linear fade needs no samples between the segment limit's ends: exact keyframe times.
    @Test func linearFadeKeepsOnlyTheCorners() throws {
        let motion = try Self.motion("fade", ["timing": "linear", "delay-factor": "0.1"])
        let second = motion.elements(until: 3)[1]
        #expect(second.start == 0.1)
        let times = second.keyframes.times
        let opacity = try #require(second.keyframes.values["opacity"])
        #expect(times.count == 6 && opacity.count == 6)
        #expect(zip(times, [0, 0.1, 0.35, 0.6, 0.6, 3]).allSatisfy { isClose($0, $1, absolute: 1e-12) }, "\(times)")
        #expect(zip(opacity, [0, 0, 0.5, 1, 1, 1]).allSatisfy { isClose($0, $1, absolute: 1e-12) })
    }

    /// The first screen of 844 pt at 44 pt rows: rows 0…19 appear, staggered 0.05 s per row.
    @Test func firstScreenStagger() throws {
        let motion = try Self.motion("move-up-bounce", [:])
        #expect(motion.events.map(\.row) == Array(0...19))
        #expect(motion.events.map(\.start) == (0...19).map { Double($0) * 0.05 })
        #expect(motion.end == 19 * 0.05 + 1)
        let cells = motion.elements(until: motion.end)
        #expect(cells[3].frame == .init(x: 0, y: 132, width: 390, height: 44))
        #expect(cells[3].text == ["Member 3", "Title 3"])
        #expect(cells[3].keyframes.values["translation.y"]?.first == 44)
        #expect(cells[3].keyframes.values["translation.y"]?.last == 0)
    }

    /// An hour-long entrance is sampled on at most 20,000 grid points and still within tolerance.
    @Test func hourLongCurveStaysCheap() throws {
        let sampler = KeyframeSampler(tolerances: [0.25])
        let frames = sampler.keyframes(from: 0, to: 3600) { t in [44 * (1 - t / 3600) * (1 - t / 3600)] }
        #expect(frames.first?.time == 0 && frames.last?.time == 3600)
        #expect(frames.count <= 20_000 / KeyframeSampler.maximumRun + 1)
        var worst = 0.0
        for i in 0..<frames.count - 1 {
            let (a, b) = (frames[i], frames[i + 1])
            for k in 1...7 {
                let t = a.time + (b.time - a.time) * Double(k) / 8
                let line = a.values[0] + (b.values[0] - a.values[0]) * Double(k) / 8
                worst = max(worst, abs(line - 44 * (1 - t / 3600) * (1 - t / 3600)))
            }
        }
        #expect(worst <= 0.5)
    }

    /// A spring cut off at its duration jumps there, as the studio's curve does: two keyframes
    /// share that time.
    @Test func cutOffSpringJumps() throws {
        let motion = try Self.motion(
            "move-up-bounce", ["timing": "uikit-spring(damping: 0.1, velocity: 3)", "duration": "0.3"])
        #expect(motion.animation.curve.endJump != 0)
        let first = motion.elements(until: motion.end)[0]
        let times = first.keyframes.times
        let at = try #require(times.firstIndex(of: 0.3))
        #expect(times[at + 1] == 0.3)
        #expect(first.keyframes.values["translation.y"]?[at + 1] == 0)
    }

}

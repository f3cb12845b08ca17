import AnimationCore
import Testing

/// `convert`'s peer forms: labels, stated differences, and round trips studio → peer → studio.
@Suite struct PeerFormsTests {
    func forms(_ text: String, duration: Double? = nil) throws -> [String: PeerForms.Form] {
        let curve = try AnimationCurve(TimingExpression(parsing: text), duration: duration)
        let peers = try #require(PeerForms(curve))
        return Dictionary(uniqueKeysWithValues: peers.forms.map { ($0.label, $0) })
    }

    @Test func roundTripsAreExactWhereLabelledExact() throws {
        for text in [
            "spring(mass: 1, stiffness: 200, damping: 10, velocity: 0)",
            "spring(mass: 2, stiffness: 300, damping: 12, velocity: 0)",
            "spring(duration: 0.5, bounce: 0.3)", "android(stiffness: 1500, damping-ratio: 0.5)"
        ] {
            let studio = try #require(TimingExpression(parsing: text).runtimeSpring)
            for form in try forms(text).values where form.exactness == .exact {
                let peer = try #require(form.expression)
                // Printed shortest, read back through the peer's own resolution.
                let back = try TimingExpression(parsing: peer.description)
                let spring = try #require(back.runtimeSpring)
                let a = SpringOscillator(studio)
                let b = SpringOscillator(spring)
                for i in 0...200 {
                    let t = Double(i) / 100
                    #expect(abs(a.position(at: t) - b.position(at: t)) <= 1e-12, "\(text) → \(peer)")
                }
            }
        }
    }

    @Test func labels() throws {
        let plain = try forms("spring(mass: 1, stiffness: 100, damping: 10, velocity: 0)")
        #expect(plain["motion"]?.exactness == .exact)
        #expect(plain["flutter"]?.exactness == .exact)
        #expect(plain["figma"]?.exactness == .exact)
        #expect(plain["reanimated"]?.exactness == .exact)
        #expect(plain["compose"]?.exactness == .exact)  // ζ 0.5 and k 100 are Floats

        let over = try forms("figma-spring(preset: slow)")
        #expect(over["motion-bounce"]?.expression == nil)
        #expect(
            over["motion-bounce"]?.note
                == "none: Motion's bounce cannot be over-damped (it clamps ζ to 1); the physics form is exact")
        guard case .approximate(let largest, _) = over["reanimated"]?.exactness else {
            Issue.record("Reanimated runs ζ > 1 critically damped: approximate")
            return
        }
        #expect(largest > 0.04 && largest < 0.06)

        let uikit = try forms("uikit-spring(damping: 0.5, velocity: 0)", duration: 0.6)
        #expect(uikit["motion-duration"]?.exactness == .exactByAlgorithm)
        #expect(uikit["motion-duration"]?.expression?.description == "motion-spring(duration: 0.6, bounce: 0.5)")

        let moving = try forms("spring(mass: 1, stiffness: 200, damping: 10, velocity: 3)")
        #expect(moving["motion"]?.exactness == .exact)
        // Flutter's SpringSimulation and Compose's animateTo take the velocity; Figma's spring does not.
        #expect(moving["flutter"]?.exactness == .exact)
        #expect(
            moving["flutter"]?.expression?.description
                == "flutter-spring(mass: 1, stiffness: 200, damping: 10, velocity: 3)")
        #expect(
            moving["compose"]?.expression?.description
                == "compose-spring(damping-ratio: 0.35355339059327373, stiffness: 200, velocity: 3)")
        guard case .approximate(let composeLargest, _) = moving["compose"]?.exactness,
            case .approximate(let figmaLargest, _) = moving["figma"]?.exactness
        else {
            Issue.record("compose rounds to Float, figma starts at rest: both approximate")
            return
        }
        #expect(composeLargest < 1e-7)
        #expect(figmaLargest > 0.05)
    }

    @Test func peerFormsKeepTheirOwnResolution() throws {
        let own = try forms("reanimated-spring(duration: 0.55, damping-ratio: 1)")
        #expect(own["reanimated"]?.exactness == .exact)  // the physics form of the solved spring
        let curve = try AnimationCurve(TimingExpression(parsing: "reanimated-spring(duration: 0.55, damping-ratio: 1)"))
        guard case .peer(let peer) = curve.expression else { return }
        #expect(peer.resolution == .exactByAlgorithm)
    }
}

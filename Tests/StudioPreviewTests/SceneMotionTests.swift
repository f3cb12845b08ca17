import AnimationCore
import Simulation
import StudioPreview
import StudioStore
import Testing

/// The card and bars scenes' keyframes against the scenes themselves, between the sampler's grid
/// points, as `KeyframeSamplerTests` checks the table.
@Suite struct SceneMotionTests {
    static let cities = ["Paris", "Kyoto", "Lima", "Oslo", "Accra"].map { (name: $0, description: "About \($0)") }

    static func cardMotion(_ timing: String, gesture: String) throws -> CardSceneMotion {
        let template = try #require(TemplateCatalog.template(named: "card-expand"))
        let parameters = try template.parameterSet(from: PreviewFixture.parameters("card-expand", ["timing": timing]))
        return CardSceneMotion(
            scene: try CardScene(parameters: parameters, cities: cities), script: try GestureScript(parsing: gesture))
    }

    /// Instants every 0.25 ms (offset between the 1 ms grid points) for the first 3 s, then every 5 ms.
    static func instants(until end: Double) -> [Double] {
        let dense = (0...Int(min(end, 3) * 4000)).map { (Double($0) + 0.37) / 4000 }
        let sparse = stride(from: 3.0, through: end, by: 0.005).map { $0 + 0.00137 }
        return (dense + sparse).filter { $0 <= end }
    }

    static let cardCases: [(timing: String, gesture: String)] = [
        ("ease-in-out", SceneScripts.defaultGesture),
        ("cubic(0.17, 0.67, 0.76, 1)", "tap, wait 0.1, tap"),
        ("ease-in-out", "pan -150 over 0.3 release -400, wait 0.5, pan 60 over 0.15 release 200"),
        ("ease-in-out", "pan -40 over 0.2 release 300, wait 0.4, tap"),
        ("ease-in-out", "swipe -200 over 0.2, wait 1, swipe 200 over 0.2, wait 1, tap"),
        ("spring(mass: 1, stiffness: 2, damping: 0.2)", "tap"),
        ("spring(mass: 1, stiffness: 900, damping: 6)", "tap, wait 0.2, close")
    ]

    /// Every drawn card's edges within 0.5 pt and its alphas within 0.005 of the scene at every instant.
    @Test(arguments: 0..<cardCases.count)
    func cardKeyframesFollowTheScene(index: Int) throws {
        let (timing, gesture) = Self.cardCases[index]
        let motion = try Self.cardMotion(timing, gesture: gesture)
        let elements = motion.elements(until: motion.end)
        let cards = motion.cards
        #expect(elements.count == cards.count)
        #expect(cards.last == 0)
        let layout = motion.scene.layout
        let jumps = Set(motion.result.changeTimes)
        var worstPoints = 0.0
        var worstAlpha = 0.0
        for t in Self.instants(until: motion.end) where !jumps.contains(t) {
            let frame = motion.result.frame(at: t)
            for (card, element) in zip(cards, elements) {
                let k = element.keyframes
                let value = { (name: String) throws -> Double in try #require(k.value(of: name, at: t)) }
                let centre = Double(card) * layout.pageWidth + layout.cardWidth / 2
                let (scale, alpha) = layout.scaleAndAlpha(centreX: centre, offset: frame.carouselOffset)
                worstAlpha = max(worstAlpha, abs(try value("opacity") - alpha))
                if card == 0 {
                    let (x, y, w, h) = (
                        try value("frame.x"), try value("frame.y"), try value("frame.width"), try value("frame.height")
                    )
                    let edges = [
                        abs(x - frame.cardX), abs(x + w - frame.cardX - frame.cardWidth), abs(y - frame.cardY),
                        abs(y + h - frame.cardY - frame.cardHeight),
                        abs(try value("corner-radius") - frame.cornerRadius)
                    ]
                    worstPoints = max(worstPoints, edges.max()!)
                    worstAlpha = max(
                        worstAlpha, abs(try value("description.opacity") - frame.descriptionAlpha),
                        abs(try value("close.opacity") - frame.closeAlpha))
                } else {
                    var studioCentre = centre - frame.carouselOffset
                    if card == 1, let moved = frame.rightCentreX { studioCentre = moved }
                    let pageCentre = try value("frame.x") + layout.cardWidth / 2
                    let halfDiagonal =
                        (layout.cardWidth * layout.cardWidth + layout.cardHeight * layout.cardHeight).squareRoot() / 2
                    worstPoints = max(
                        worstPoints, abs(pageCentre - studioCentre) + abs(try value("scale") - scale) * halfDiagonal)
                }
            }
        }
        #expect(worstPoints <= 0.5, "\(timing) \(gesture): \(worstPoints) pt")
        #expect(worstAlpha <= 0.005, "\(timing) \(gesture): \(worstAlpha)")
    }

    /// A pan's 120 Hz fractionComplete steps are jumps: two keyframes at each sample's time.
    @Test func panStepsAreJumps() throws {
        let motion = try Self.cardMotion("ease-in-out", gesture: "pan -120 over 0.1")
        let card = try #require(motion.elements(until: motion.end).last)
        let times = card.keyframes.times
        let sample = 1.0 / 120
        let at = try #require(times.firstIndex(of: sample))
        #expect(times[at + 1] == sample)
        let heights = try #require(card.keyframes.values["frame.height"])
        #expect(heights[at] < heights[at + 1])
        #expect(motion.cards == [1, 0])
    }

    static func barsMotion(_ events: String, timing: String = "ease-in-out", homeIndicator: Bool = false) throws
        -> BarsSceneMotion
    {
        let template = try #require(TemplateCatalog.template(named: "toolbar-swap"))
        let parameters = try template.parameterSet(from: PreviewFixture.parameters("toolbar-swap", ["timing": timing]))
        return BarsSceneMotion(
            configuration: try BarsConfiguration(parameters: parameters, homeIndicator: homeIndicator),
            script: try BarsEventScript(parsing: events))
    }

    static let barsCases: [(events: String, timing: String, homeIndicator: Bool)] = [
        (SceneScripts.defaultEvents, "ease-in-out", false), ("edit at 0, done at 0.1", "ease-in-out", false),
        ("edit at 0, done at 0.05, edit at 0.1", "ease-in-out", true),
        ("edit at 0, done at 0.3", "uikit-spring(damping: 0.3, velocity: 0)", false)
    ]

    /// The tab bar's visibility within 0.005 and the tool bar's y within 0.5 pt at every instant.
    @Test(arguments: 0..<barsCases.count)
    func barsKeyframesFollowTheScene(index: Int) throws {
        let (events, timing, homeIndicator) = Self.barsCases[index]
        let motion = try Self.barsMotion(events, timing: timing, homeIndicator: homeIndicator)
        let elements = motion.elements(until: motion.end + 0.5)
        let tabBar = try #require(elements.first { $0.kind == "tab-bar" })
        let toolBar = try #require(elements.first { $0.kind == "tool-bar" })
        #expect(toolBar.frame.height == (homeIndicator ? 83 : 49))
        var worstY = 0.0
        var worstAlpha = 0.0
        for t in Self.instants(until: motion.end + 0.5) {
            let frame = motion.result.frame(at: t)
            worstAlpha = max(
                worstAlpha, abs(try #require(tabBar.keyframes.value(of: "opacity", at: t)) - frame.tabBarVisibility))
            worstY = max(worstY, abs(try #require(toolBar.keyframes.value(of: "frame.y", at: t)) - frame.toolBarY))
        }
        #expect(worstY <= 0.5, "\(events) \(timing): \(worstY) pt")
        #expect(worstAlpha <= 0.005, "\(events) \(timing): \(worstAlpha)")
    }

    /// Edit at 0 and Done at 0.1: the first completion hides the tab bar at 0.2, the second shows it at 0.3.
    @Test func staleCompletionHidesTheTabBar() throws {
        let motion = try Self.barsMotion("edit at 0, done at 0.1")
        let tabBar = try #require(motion.elements(until: 1).first { $0.kind == "tab-bar" })
        #expect(tabBar.keyframes.value(of: "opacity", at: 0.25) == 0)
        #expect(tabBar.keyframes.value(of: "opacity", at: 0.2) == 0)
        #expect(tabBar.keyframes.value(of: "opacity", at: 0.3) == 1)
        let before = try #require(tabBar.keyframes.value(of: "opacity", at: 0.2.nextDown))
        #expect(abs(before - motion.result.frame(at: 0.2.nextDown).tabBarVisibility) <= 0.005)
        #expect(before > 0.4)
    }

    /// The Edit/Done title and the + button change exactly when the handlers' blocks run.
    @Test func controlsChangeDiscretely() throws {
        let motion = try Self.barsMotion(SceneScripts.defaultEvents)
        let elements = motion.elements(until: motion.end)
        #expect(
            elements.map(\.kind) == ["nav-bar", "bar-button", "bar-button"] + Array(repeating: "tile", count: 7) + [
                "tool-bar", "tab-bar"
            ])
        #expect(elements[1].textKeyframes == [.init(time: 0, text: ["Done"]), .init(time: 1, text: ["Edit"])])
        #expect(elements[2].keyframes.times == [0, 1, 1, 1.2])
        #expect(elements[2].keyframes.values["opacity"] == [0, 0, 1, 1])
        #expect(elements[3].tint == "cyan" && elements[3].frame == .init(x: 10, y: 145, width: 172.5, height: 172.5))
        #expect(motion.screen == .init(width: 375, height: 812))
    }

    @Test func defaultScriptsAreTheParsedTexts() throws {
        let parsed = try SceneScripts(gesture: nil, events: nil)
        #expect(parsed.gesture.steps == SceneScripts.defaults.gesture.steps)
        #expect(parsed.events.events == SceneScripts.defaults.events.events)
        #expect(parsed.gestureText == "tap, wait 0.6, close" && parsed.eventsText == "edit at 0, done at 1")
        #expect(
            throws: PreviewError(
                "--gesture: unknown gesture “hop”; expected tap [at T], pan DY over S [release VY], swipe DX over S, close, wait S"
            )
        ) {
            try SceneScripts(gesture: "tap, hop")
        }
    }

    /// Cards show a cities dataset: a named members dataset is refused unless a table uses it.
    @Test func cardsShowCities() throws {
        let fixture = try PreviewFixture()
        defer { fixture.remove() }
        let cards = try PreviewSource(
            store: fixture.store, references: ["city"], dataset: "team", gesture: nil, events: nil)
        #expect(throws: PreviewError("dataset “team” holds members; the cards show cities (import cities FILE)")) {
            try cards.inputs()
        }
        let mixed = try PreviewSource(
            store: fixture.store, references: ["bounce@1", "city", "bars"], dataset: "team", gesture: nil, events: nil)
        let inputs = try mixed.inputs()
        #expect(inputs.dataset == "team" && inputs.citiesDataset == "world" && inputs.cities.count == 5)
        let document = try mixed.document(from: inputs, revision: 1)
        #expect(document.dataset == "team, world")
        #expect(document.versions.map(\.screen) == [nil, nil, .init(width: 375, height: 812)])
        #expect(document.versions[1].script == "gesture “tap, wait 0.6, close” on card 0 of world")
        #expect(document.versions[2].script == "events “edit at 0, done at 1”")
        let bars = try PreviewSource(
            store: fixture.store, references: ["bars"], dataset: nil, gesture: nil, events: "edit, wait 0.5, done")
        #expect(try bars.document(revision: 1).dataset == "")
        #expect(
            throws: PreviewError(
                "--events: unknown event step “jump”; expected edit [at SECONDS], done [at SECONDS], wait SECONDS")
        ) {
            try PreviewSource(store: fixture.store, references: ["bars"], dataset: nil, gesture: nil, events: "jump")
        }
    }
    /// `--card` and `--screen` reach the preview's scenes as they reach `scene card` and `scene bars`.
    @Test func theCardAndTheScreenAreChosen() throws {
        let fixture = try PreviewFixture()
        defer { fixture.remove() }
        let scripts = try SceneScripts(card: 2, screen: .init(width: 375, height: 667))
        let source = try PreviewSource(
            store: fixture.store, references: ["city@1", "bars"], dataset: nil, scripts: scripts)
        let document = try source.document(revision: 1)
        #expect(document.versions.map(\.screen) == [.init(width: 375, height: 667), .init(width: 375, height: 667)])
        #expect(document.versions[0].script == "gesture “tap, wait 0.6, close” on card 2 of world")
        // The chosen card is drawn last, on top, centred on the narrower screen at rest
        let selected = try #require(document.versions[0].elements.last)
        #expect(selected.frame == .init(x: 62.5, y: 158.5, width: 250, height: 350))
        let cities = try fixture.store.rows(dataset: "world")
        guard case .cities(let rows) = cities else {
            Issue.record("world holds cities")
            return
        }
        #expect(selected.text.first == rows[2].name)
        // The tab bar sits at the bottom of the 667 pt screen, across its 375 pt
        let tabBar = try #require(document.versions[1].elements.first { $0.kind == "tab-bar" })
        #expect(tabBar.frame == .init(x: 0, y: 667 - 49, width: 375, height: 49))
        // A card the dataset does not have is one line naming the version
        let missing = try PreviewSource(
            store: fixture.store, references: ["city@1"], dataset: nil, scripts: try SceneScripts(card: 9))
        #expect(throws: PreviewError("city@1: card 9 does not exist; expected 0 to 4")) {
            try missing.document(revision: 1)
        }
    }
}

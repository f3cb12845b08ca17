import AnimationCore
import Testing

/// Each template enters the table as its tutorial wrote it.
@Suite struct CellEntranceTests {
    @Test func listAnimationsUseTheArticlesAnimator() {
        for name in ["fade", "move-up-bounce", "move-up-fade", "slide-in"] {
            let entrance = TemplateCatalog.template(named: name)?.entrance
            #expect(entrance == CellEntrance(rowHeight: 44, policy: .firstScreen, stagger: .row), "\(name)")
        }
    }

    @Test func tipInIsCardTiltsOncePerIndexPathOnCards() {
        #expect(
            TemplateCatalog.template(named: "tip-in")?.entrance
                == CellEntrance(rowHeight: 280, policy: .oncePerRow, stagger: .none))
    }

    @Test func cardAndBarAnimationsAreNotCellEntrances() {
        #expect(TemplateCatalog.template(named: "card-expand")?.entrance == nil)
        #expect(TemplateCatalog.template(named: "toolbar-swap")?.entrance == nil)
    }
}

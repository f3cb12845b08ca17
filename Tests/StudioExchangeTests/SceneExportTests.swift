import AnimationCore
import StudioExchange
import Testing

/// The card scene's exports move what the template moves: the collapsed card centred in the
/// carousel and the neighbours away in x (CityGuide's `leftCell.center.x -= 50`), in every target.
@Suite struct SceneExportTests {
    @Test func uikitCardStartsCentredAndMovesTheNeighboursInX() throws {
        let code = try CodeExporter.export(
            CodeExportFixtures.request("card-expand", ["card-width": 200, "neighbour-offset": 40]), as: .uikit
        ).text
        let lines = code.split(separator: "\n").map { String($0.drop { $0 == " " }) }
        #expect(lines.contains("let collapsedFrame = CGRect(x: 95, y: 247, width: 200, height: 350)"))
        #expect(lines.contains("let expandedFrame = CGRect(x: 0, y: 0, width: 390, height: 844)"))
        #expect(lines.contains("let neighbourOffset: CGFloat = 40"))
        #expect(
            lines.contains(
                "leftNeighbour?.transform = expanded ? CGAffineTransform(translationX: -neighbourOffset, y: 0) : .identity"
            ))
        #expect(
            lines.contains(
                "rightNeighbour?.transform = expanded ? CGAffineTransform(translationX: neighbourOffset, y: 0) : .identity"
            ))
    }

    @Test func cssCardMovesTheNeighboursByTranslateX() throws {
        let code = try CodeExporter.export(CodeExportFixtures.request("card-expand"), as: .css).text
        #expect(
            code.contains(
                "@keyframes card-expand-left-neighbour {\n  from { transform: translateX(0px); }\n  to { transform: translateX(-50px); }\n}"
            ))
        #expect(
            code.contains(
                "@keyframes card-expand-right-neighbour {\n  from { transform: translateX(0px); }\n  to { transform: translateX(50px); }\n}"
            ))
        #expect(
            code.contains(
                "  from { left: 70px; top: 247px; width: 250px; height: 350px; border-radius: 6px; }\n  to { left: 0px; top: 0px; width: 390px; height: 844px; border-radius: 0px; }"
            ))
    }

    @Test func cssToolBarRisesByItsTop() throws {
        let code = try CodeExporter.export(CodeExportFixtures.request("toolbar-swap"), as: .css).text
        #expect(code.contains("@keyframes toolbar-swap-tool-bar {\n  from { top: 812px; }\n  to { top: 763px; }\n}"))
        #expect(code.contains("@keyframes toolbar-swap-tab-bar {\n  from { opacity: 1; }\n  to { opacity: 0; }\n}"))
    }

    /// No template has a track the CSS table does not name: none falls back to a custom property.
    @Test(arguments: TemplateCatalog.all.map(\.name)) func everyTrackHasARealCSSProperty(_ template: String) throws {
        let code = try CodeExporter.export(CodeExportFixtures.request(template), as: .css).text
        #expect(!code.contains(" --"), "\(code)")
    }
}

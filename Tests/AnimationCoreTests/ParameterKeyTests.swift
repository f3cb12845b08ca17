import AnimationCore
import Testing

/// Parameters are read through typed keys: every template declares the three common ones, the text
/// names stay what the database, preset files and docs hold, and a key a template lacks reads as nil
/// or a typed error, never 0.
@Suite struct ParameterKeyTests {
    @Test func everyTemplateDeclaresTheCommonKeysFirstAndEachKeyOnce() {
        for template in TemplateCatalog.all {
            #expect(template.parameters.prefix(3).map(\.key) == [.duration, .delayFactor, .timing], "\(template.name)")
            #expect(Set(template.parameters.map(\.key)).count == template.parameters.count, "\(template.name)")
            for parameter in template.parameters {
                #expect(template.parameter(named: parameter.name)?.key == parameter.key)
                #expect(template.parameter(parameter.key)?.name == parameter.name)
            }
        }
    }

    @Test func theStoredNamesAreTheOnesPresetsHaveAlwaysHad() throws {
        let names = TemplateCatalog.all.map { "\($0.name): " + $0.parameters.map(\.name).joined(separator: " ") }
        #expect(
            names == [
                "fade: duration delay-factor timing",
                "move-up-bounce: duration delay-factor timing row-height",
                "move-up-fade: duration delay-factor timing row-height",
                "slide-in: duration delay-factor timing table-width",
                "tip-in: duration delay-factor timing angle offset-x offset-y opacity-from",
                "card-expand: duration delay-factor timing card-width card-height corner-radius screen-width screen-height neighbour-offset",
                "toolbar-swap: duration delay-factor timing screen-height bar-height completion-guard"
            ])
    }

    @Test func aKeyTheTemplateLacksIsNilOrATypedErrorNeverZero() throws {
        let card = try PresetParameters.defaults(of: try #require(TemplateCatalog.template(named: "card-expand")))
        #expect(card.number(.rowHeight) == nil)
        #expect(card[.rowHeight] == nil)
        #expect(card.animation.number(.rowHeight) == nil)
        #expect(card.number(.cornerRadius) == 6)
        #expect(card.number(.timing) == nil)
        #expect(throws: TimingError.syntax(message: "parameter “row-height” is missing", offset: 0, length: 0)) {
            try card.values.require(.rowHeight)
        }
        #expect(
            throws: TimingError.syntax(
                message:
                    "unknown parameter “row-height” for card-expand; expected duration, delay-factor, timing, card-width, card-height, corner-radius, screen-width, screen-height, neighbour-offset",
                offset: 0, length: 0)
        ) {
            try card.setting(.rowHeight, to: .number(44))
        }
    }

    @Test func theCommonNumbersAreTypedAndTheDeclarationCarriesTheNudgeStep() throws {
        let bounce = try PresetParameters.defaults(of: try #require(TemplateCatalog.template(named: "move-up-bounce")))
        #expect(bounce.duration == 1)
        #expect(bounce.animation.statedDuration == 1)
        #expect(bounce.animation.delayFactor == 0.05)
        #expect(bounce.animation.delay(row: 3) == 0.15000000000000002)
        let steps = try #require(TemplateCatalog.template(named: "toolbar-swap")).parameters.map {
            "\($0.name) \($0.step)"
        }
        #expect(
            steps == [
                "duration 0.05", "delay-factor 0.01", "timing 0.0", "screen-height 1.0", "bar-height 1.0",
                "completion-guard 1.0"
            ])
    }
}

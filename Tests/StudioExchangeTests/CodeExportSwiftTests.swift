import AnimationCore
import Foundation
// Public: the file makes CodeExportRequest (a public type) conform to Testing's public protocol.
public import StudioExchange
public import Testing

/// The Swift targets type-check against the stub SDK, and the numbers in their calls, read back,
/// give the studio's curve.
@Suite struct CodeExportSwiftTests {
    static let requests: [CodeExportRequest] =
        TemplateCatalog.all.map { CodeExportFixtures.request($0.name) } + [
            CodeExportFixtures.request("fade", name: "fade cubic", timing: .cubic(CubicBezier(0.2, 1.4, 0.4, 1))),
            CodeExportFixtures.request("slide-in", name: "slide ca", timing: .named(.caDefault)),
            CodeExportFixtures.request(
                "move-up-fade", name: "physical",
                timing: .spring(SpringParameters(mass: 1, stiffness: 200, damping: 14, initialVelocity: 0))),
            CodeExportFixtures.request(
                "tip-in", name: "tip bounce", timing: .springDuration(duration: 0.5, bounce: 0.2)),
            CodeExportFixtures.request(
                "card-expand", name: "card spring", timing: .uikitSpring(dampingRatio: 0.7, velocity: 0)),
            CodeExportFixtures.request(
                "toolbar-swap", name: "bar cubic", timing: .cubic(CubicBezier(0.3, 0, 0.2, 1)), ["completion-guard": 0])
        ]

    @Test(arguments: requests) func uikitTypeChecks(_ request: CodeExportRequest) throws {
        let code = try CodeExporter.export(request, as: .uikit)
        // Linux swiftc has no Objective-C runtime: the pan handler's @objc (needed for target–action
        // on a device) is the one thing left out of the check.
        try SwiftTypeChecker.typecheck(code.text.replacingOccurrences(of: "@objc ", with: ""), name: "UIKit")
    }

    @Test(arguments: requests) func swiftUITypeChecks(_ request: CodeExportRequest) throws {
        let code = try CodeExporter.export(request, as: .swiftui)
        try SwiftTypeChecker.typecheck(code.text, name: "SwiftUI")
    }

    @Test func aMisspelledLabelFailsTheTypeCheck() throws {
        let code = try CodeExporter.export(CodeExportFixtures.request("move-up-bounce"), as: .uikit)
        let broken = code.text.replacingOccurrences(of: "usingSpringWithDamping:", with: "usingSpringDamping:")
        #expect(throws: SwiftTypeChecker.Failure.self) { try SwiftTypeChecker.typecheck(broken, name: "Broken") }
    }

    /// The uikit-spring call's numbers, read back, rebuild the studio's curve bit for bit.
    @Test func uikitSpringCallReadsBackToTheStudioCurve() throws {
        let request = CodeExportFixtures.request("move-up-bounce")
        let text = try CodeExporter.export(request, as: .uikit).text
        let damping = try #require(Self.number(after: "usingSpringWithDamping: ", in: text))
        let velocity = try #require(Self.number(after: "initialSpringVelocity: ", in: text))
        let duration = try #require(Self.number(after: "duration: TimeInterval = ", in: text))
        #expect(damping == 0.4 && velocity == 0.1 && duration == 1)
        let readBack = try AnimationCurve(.uikitSpring(dampingRatio: damping, velocity: velocity), duration: duration)
        let studio = try TemplateAnimation(template: TemplateCatalog.template(named: "move-up-bounce")!).curve
        #expect(readBack == studio)
    }

    /// A derived spring prints the fewest digits within 1e-6; read back, it stays within 1e-6.
    @Test func derivedSpringReadsBackWithin1e6() throws {
        let request = CodeExportFixtures.request("tip-in", timing: .springDuration(duration: 0.5, bounce: 0.2))
        let code = try CodeExporter.export(request, as: .uikit)
        let text = code.text
        let mass = try #require(Self.number(after: "UISpringTimingParameters(mass: ", in: text))
        let stiffness = try #require(Self.number(after: "stiffness: ", in: text))
        let damping = try #require(Self.number(after: "damping: ", in: text))
        #expect(
            text.contains(
                "UISpringTimingParameters(mass: 1, stiffness: 157.9137, damping: 20.10619, initialVelocity: CGVector(dx: 0, dy: 0))"
            ))
        let readBack = try AnimationCurve(
            .spring(SpringParameters(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: 0)))
        let studio = try TemplateAnimation(
            template: TemplateCatalog.template(named: "tip-in")!, parameters: request.parameters
        ).curve
        var largest = 0.0
        for i in 0...2000 {
            let t = studio.duration * 1.2 * Double(i) / 2000
            largest = max(largest, abs(readBack.progress(at: t) - studio.progress(at: t)))
        }
        #expect(largest <= 1e-6)
        #expect(code.largestDifference <= 1e-6)
    }

    /// Typed numbers print as typed: 0.2, never 0.19999999999999996.
    @Test func typedNumbersPrintAsTyped() throws {
        let request = CodeExportFixtures.request(
            "fade", timing: .cubic(CubicBezier(0.1 + 0.1, 0.3, 0.7, 1)), ["delay-factor": 0.07])
        let uikit = try CodeExporter.export(request, as: .uikit).text
        #expect(uikit.contains("controlPoint1: CGPoint(x: 0.2, y: 0.3), controlPoint2: CGPoint(x: 0.7, y: 1)"))
        #expect(uikit.contains("delayFactor: Double = 0.07"))
        let swiftUI = try CodeExporter.export(request, as: .swiftui).text
        #expect(swiftUI.contains("static let fade: Animation = .timingCurve(0.2, 0.3, 0.7, 1, duration: 0.5)"))
    }

    @Test func swiftUISpringNamesItsCutOff() throws {
        let text = try CodeExporter.export(CodeExportFixtures.request("move-up-bounce", name: "bounce"), as: .swiftui)
            .text
        let lines = text.split(separator: "\n").prefix(3).map(String.init)
        #expect(
            lines == [
                "// bounce@3 (template move-up-bounce, timing uikit-spring(damping: 0.4, velocity: 0.1)) exported by animstudio 0.1.0.",
                "// Curve: uikit-spring(damping: 0.4, velocity: 0.1) over 1 s; rows start 0.05 s apart.",
                "// Approximate: interpolatingSpring runs free where the studio's spring stops at 1 s; largest difference in progress 0.001535 at 1.000 s (sampled against the studio's curve)."
            ])
        #expect(
            text.contains(
                "static let bounce: Animation = .interpolatingSpring(mass: 1, stiffness: 229.6746, damping: 12.12401, initialVelocity: 0.1)"
            ))
    }

    static func number(after marker: String, in text: String) -> Double? {
        guard let range = text.range(of: marker) else { return nil }
        let digits = text[range.upperBound...].prefix { "0123456789.-e".contains($0) }
        return Double(digits)
    }
}

extension CodeExportRequest: CustomTestStringConvertible {
    public var testDescription: String { "\(templateName) \(parameters.timing)" }
}

import AnimationCore
import Foundation
import RealModule
import StudioExchange
import StudioTestSupport
import Testing

/// The CSS target in a real headless Chromium: the page pauses the animation at 26 times, reads the
/// computed transform and opacity, and each is within the stated tolerance of the studio's value.
@Suite struct CodeExportCSSBrowserTests {
    struct Sample {
        let milliseconds: Double
        let translateY: Double
        let opacity: Double
        let matrix: [Double]
    }

    /// Loads `css` with one element of class `selector` (row `row`), pausing at `times` ms.
    static func measure(css: String, selector: String, row: Int, times: [Double]) throws -> [Sample] {
        let list = times.map { NumberFormat.shortest($0) }.joined(separator: ", ")
        let page = """
            <!doctype html><html><head><style>\(css)</style></head><body>
            <div id="box" class="\(selector)" style="--row: \(row); position: absolute; width: 10px; height: 10px"></div>
            <pre id="out"></pre>
            <script>
            const box = document.getElementById('box');
            const animation = box.getAnimations()[0];
            animation.pause();
            const rows = [];
            for (const t of [\(list)]) {
              animation.currentTime = t;
              const style = getComputedStyle(box);
              const m = style.transform === 'none' ? [1, 0, 0, 1, 0, 0] : style.transform.slice(7, -1).split(',').map(Number);
              rows.push(['sample', t, m[5], style.opacity, m.join(',')].join(' '));
            }
            document.getElementById('out').textContent = rows.join('\\n');
            </script></body></html>
            """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "animstudio-css-\(UUID().uuidString).html")
        try page.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let dom = try HeadlessChromium.dumpDOM(
            url: file.absoluteString, virtualTimeBudgetMilliseconds: nil, timeoutSeconds: 60)
        // The first sample shares its line with the `<pre>` tag: read from the word "sample".
        return dom.split(separator: "\n").compactMap { line in
            guard let start = line.range(of: "sample ") else { return nil }
            let fields = line[start.lowerBound...].split(separator: " ")
            guard fields.first == "sample", fields.count == 5, let t = Double(fields[1]), let y = Double(fields[2]),
                let opacity = Double(fields[3])
            else { return nil }
            return Sample(
                milliseconds: t, translateY: y, opacity: opacity,
                matrix: fields[4].split(separator: ",").compactMap { Double($0) })
        }
    }

    /// The largest |browser progress − studio progress| over the samples.
    static func largestError(_ samples: [Sample], delay: Double, progress: (Sample) -> Double, studio: AnimationCurve)
        -> Double
    {
        samples.map { abs(progress($0) - studio.progress(at: ($0.milliseconds - delay) / 1000)) }.max() ?? .infinity
    }

    @Test func springAsLinearStaysWithinToleranceInChromium() throws {
        let request = CodeExportFixtures.request("move-up-bounce", name: "bounce")
        let code = try CodeExporter.export(request, as: .css)
        #expect(code.text.contains("animation-timing-function: linear(0, "))
        #expect(code.text.contains("0.998 100%, 1 100%);"))
        let studio = try TemplateAnimation(template: TemplateCatalog.template(named: "move-up-bounce")!).curve
        // Row 2 starts 100 ms late: sample from before the start to past the end.
        let times = (0...27).map { 50 + Double($0) * 41.3 } + [1099.9]
        let samples = try Self.measure(css: code.text, selector: "bounce", row: 2, times: times)
        #expect(samples.count == 29)
        let error = Self.largestError(samples, delay: 100, progress: { 1 - $0.translateY / 44 }, studio: studio)
        #expect(error <= 0.001, "largest error \(error)")
        print("measured in Chromium: largest error \(error) of the distance over \(samples.count) samples")
        #expect(error > 0)
    }

    @Test func cubicBezierMatchesInChromium() throws {
        let request = CodeExportFixtures.request("move-up-fade", name: "rise")
        let code = try CodeExporter.export(request, as: .css)
        #expect(code.text.contains("animation-timing-function: cubic-bezier(0.42, 0, 0.58, 1);"))
        let studio = try TemplateAnimation(template: TemplateCatalog.template(named: "move-up-fade")!).curve
        let times = (0...25).map { Double($0) * 20.7 }
        let samples = try Self.measure(css: code.text, selector: "rise", row: 0, times: times)
        #expect(samples.count == 26)
        #expect(Self.largestError(samples, delay: 0, progress: { 1 - $0.translateY / 22 }, studio: studio) <= 1e-4)
        #expect(Self.largestError(samples, delay: 0, progress: { $0.opacity }, studio: studio) <= 1e-4)
    }

    /// tip-in: Core Animation interpolates the decomposed matrix; the exported translate-then-rotate
    /// keyframes give the same translation and angle at every time.
    @Test func tipInTransformMatchesTheDecomposedInterpolation() throws {
        let template = TemplateCatalog.template(named: "tip-in")!
        let animation = try TemplateAnimation(template: template)
        let code = try CodeExporter.export(CodeExportFixtures.request("tip-in"), as: .css)
        let times = (0...24).map { Double($0) * 16.7 }
        let samples = try Self.measure(css: code.text, selector: "tip-in", row: 0, times: times)
        #expect(samples.count == 25)
        var largest = 0.0
        for sample in samples where sample.matrix.count == 6 {
            let studio = animation.values(atProgress: animation.curve.progress(at: sample.milliseconds / 1000))
            let angle = Double.atan2(y: sample.matrix[1], x: sample.matrix[0]) * 180 / Double.pi
            let errors = [
                abs(sample.matrix[4] - studio[0]), abs(sample.matrix[5] - studio[1]), abs(angle - studio[2]),
                abs(sample.opacity - studio[3])
            ]
            largest = max(largest, errors.max()!)
        }
        #expect(largest <= 1e-3, "largest difference \(largest)")
    }

    @Test func cssFileShape() throws {
        let text = try CodeExporter.export(CodeExportFixtures.request("move-up-fade", name: "rise"), as: .css).text
        #expect(
            text == """
                /* rise@3 (template move-up-fade, timing ease-in-out) exported by animstudio 0.1.0.
                   Curve: ease-in-out over 0.5 s; rows start 0.05 s apart.
                   Exact: cubic-bezier() is Core Animation's curve. */

                @keyframes rise {
                  from { transform: translateY(22px); opacity: 0; }
                  to { transform: translateY(0px); opacity: 1; }
                }

                .rise {
                  animation-name: rise;
                  animation-duration: 500ms;
                  animation-timing-function: cubic-bezier(0.42, 0, 0.58, 1);
                  animation-delay: calc(var(--row, 0) * 50ms);
                  animation-fill-mode: both;
                }

                /* Reduce Motion: cross-fade(duration: 0.2, timing: ease-in-out), the preset's authored alternative. */
                @media (prefers-reduced-motion: reduce) {
                  @keyframes rise-reduced {
                    from { transform: translateY(0px); opacity: 0; }
                    to { transform: translateY(0px); opacity: 1; }
                  }
                  .rise {
                    animation-name: rise-reduced;
                    animation-duration: 200ms;
                    animation-timing-function: cubic-bezier(0.42, 0, 0.58, 1);
                    animation-fill-mode: both;
                  }
                }

                """)
    }

    @Test func missingBrowserNamesTheInstallCommand() {
        #expect(
            HeadlessChromium.installHint == "install it with: apt-get install -y chromium (or `make setup` as root)")
    }
}

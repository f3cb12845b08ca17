import AnimationCore

/// The Flutter target: a `SpringDescription` and a `SpringSimulation` from 0 to 1 (with
/// `snapToEnd: true`, so it holds 1 when done as the studio does), or a `Cubic` with a `Duration`.
///
/// Dart doubles print with a decimal point (`300.0`); names are `<member>Spring`, `<member>Simulation`.
enum FlutterExport {
    static func export(_ context: ExportContext) -> (text: String, difference: CurveDifference) {
        let member = context.memberName
        var body: [String]
        let difference: CurveDifference
        let exactness: String
        if let bezier = context.peerBezier {
            body = [
                "import 'package:flutter/animation.dart';", "",
                "/// \(context.commentLabel)",
                "const Cubic \(member)Curve = Cubic(\(bezier.points.map(dart).joined(separator: ", ")));",
                "const Duration \(member)Duration = Duration(microseconds: \(Int((context.duration * 1e6).rounded())));"
            ]
            difference = bezier.difference
            exactness = "Flutter's Cubic over the same duration (whole microseconds)"
        } else if let spring = PeerExportSpring(context, peer: "flutter-spring") {
            let s = spring.spring
            var description =
                "SpringDescription(mass: \(dart(s.mass)), stiffness: \(dart(s.stiffness)), damping: \(dart(s.damping)))"
            if case .flutter(let own)? = spring.own, case .duration(let seconds, let bounce) = own.definition {
                description =
                    "SpringDescription.withDurationAndBounce(duration: Duration(microseconds: \(Int((seconds * 1e6).rounded()))), bounce: \(dart(bounce)))"
            }
            body = [
                "import 'package:flutter/physics.dart';", "",
                "/// \(context.commentLabel)",
                "final SpringDescription \(member)Spring = \(description);", "",
                "/// Progress 0 → 1; holds exactly 1 once done (Tolerance.defaultTolerance).",
                "SpringSimulation \(member)Simulation() =>",
                "    SpringSimulation(\(member)Spring, 0.0, 1.0, \(dart(s.initialVelocity)), snapToEnd: true);"
            ]
            difference = spring.difference
            exactness = spring.exactness("Flutter's SpringSimulation with the same mass, stiffness and damping")
        } else {
            body = []
            difference = .exact
            exactness = "no timing"
        }
        var lines = context.headerLines(difference: difference, exactness: exactness).map { "// " + $0 }
        lines +=
            [""] + body + [
                "", "/// Seconds between rows' starts.",
                "const double \(member)RowDelay = \(dart(context.delayFactor));"
            ]
        return (lines.joined(separator: "\n") + "\n", difference)
    }

    /// A Dart double literal: the shortest round-trip digits with a decimal point or exponent.
    static func dart(_ value: Double) -> String {
        dart(NumberFormat.shortest(value))
    }

    static func dart(_ text: String) -> String {
        text.contains(".") || text.contains("e") ? text : text + ".0"
    }
}

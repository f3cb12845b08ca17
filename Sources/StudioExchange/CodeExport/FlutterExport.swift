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
            var truncation: [String] = []
            if case .flutter(let own)? = spring.own, case .duration(let seconds, let bounce) = own.definition,
                let milliseconds = own.durationMilliseconds
            {
                // withDurationAndBounce reads duration.inMilliseconds: whole milliseconds are all it runs.
                description =
                    "SpringDescription.withDurationAndBounce(duration: const Duration(milliseconds: \(milliseconds)), bounce: \(dart(bounce)))"
                if Double(milliseconds) / 1000 != seconds {
                    truncation = [
                        "/// Flutter keeps whole milliseconds: the duration \(NumberFormat.shortest(seconds)) s runs as \(milliseconds) ms, as the studio runs it."
                    ]
                }
            }
            body =
                [
                    "import 'package:flutter/physics.dart';", "",
                    "/// \(context.commentLabel)"
                ] + truncation + [
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
        for (parameter, value) in context.ownNumbers {
            lines += [
                "", "/// \(ExportContext.constantSummary(parameter))",
                "const double \(context.constantName(parameter.key)) = \(dart(value));"
            ]
        }
        return (lines.joined(separator: "\n") + "\n", difference)
    }

    /// Where the Flutter target writes each template parameter.
    static func place(_ parameter: TemplateParameter, _ context: ExportContext) -> ParameterPlace {
        let member = context.memberName
        let bezier = context.timing.bezier != nil
        switch parameter.key {
        case .duration:
            return .code([bezier ? "const Duration \(member)Duration = " : "final SpringDescription \(member)Spring = "]
            )
        case .timing:
            return .code([bezier ? "const Cubic \(member)Curve = " : "final SpringDescription \(member)Spring = "])
        case .delayFactor: return .code(["const double \(member)RowDelay = "])
        default: return .code(["const double \(context.constantName(parameter.key)) = "])
        }
    }

    /// A Dart double literal: the shortest round-trip digits with a decimal point or exponent.
    static func dart(_ value: Double) -> String {
        dart(NumberFormat.shortest(value))
    }

    static func dart(_ text: String) -> String {
        text.contains(".") || text.contains("e") ? text : text + ".0"
    }
}

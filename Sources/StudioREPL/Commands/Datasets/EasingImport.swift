import AnimationCore
import StudioExchange
import StudioStore
import TerminalText

/// `import lottie|figma FILE`: every distinct easing of a designer's file (with its duration) becomes
/// a `fade` preset named after where it was found, in one transaction; what has no easing (a Lottie
/// hold keyframe, a Figma named Bézier whose points are not published) is reported, not invented.
enum EasingImport {
    /// One easing found, before names are made unique.
    struct Found {
        var name: String
        var timing: TimingExpression
        var duration: Double
        /// Where it was found, for the version's message.
        var origin: String
    }

    static func lottie(_ bytes: [UInt8], path: String, _ session: Session) throws(CommandError) -> Outcome {
        let file: LottieEasings
        do { file = try LottieEasings(bytes: bytes) } catch {
            throw CommandError("“\(TerminalText.sanitized(path))”: \(TerminalText.sanitized(error.message))")
        }
        let found = file.easings.map { easing in
            let place = [easing.layer, easing.property, easing.dimension].compactMap { $0 }.joined(separator: " ")
            return Found(
                name: place, timing: .cubic(easing.curve), duration: easing.duration,
                origin: "lottie \(clipped(place))")
        }
        var notes: [String] = []
        if !file.holds.isEmpty {
            let places = file.holds.prefix(3).map {
                "\(TerminalText.sanitized($0.layer)) \(TerminalText.sanitized($0.property)) at frame \(NumberFormat.shortest($0.frame))"
            }
            notes.append(
                "\(Plural.count(file.holds.count, "hold keyframe")) not imported (a hold jumps, it has no easing): "
                    + places.joined(separator: "; ") + (file.holds.count > 3 ? "; …" : ""))
        }
        return try create(found, segments: file.easings.count, notes: notes, path: path, session)
    }

    static func figma(_ bytes: [UInt8], path: String, _ session: Session) throws(CommandError) -> Outcome {
        let file: FigmaTransitions
        do { file = try FigmaTransitions(bytes: bytes) } catch {
            throw CommandError("“\(TerminalText.sanitized(path))”: \(TerminalText.sanitized(error.message))")
        }
        var found: [Found] = []
        var unpublished: [String] = []
        for transition in file.transitions {
            guard let timing = transition.timing else {
                unpublished.append("\(TerminalText.sanitized(transition.node)) \(transition.easing)")
                continue
            }
            found.append(
                Found(
                    name: transition.node, timing: timing, duration: transition.duration,
                    origin: "figma \(clipped(transition.node)) \(transition.easing)"))
        }
        var notes: [String] = []
        if !unpublished.isEmpty {
            notes.append(
                "\(Plural.count(unpublished.count, "transition")) not imported (Figma publishes no control points for its named Bézier easings and the file carries none): "
                    + unpublished.prefix(3).joined(separator: "; ") + (unpublished.count > 3 ? "; …" : ""))
        }
        return try create(found, segments: file.transitions.count, notes: notes, path: path, session)
    }

    /// One preset per distinct (timing, duration), named after its first place; all in one transaction.
    private static func create(
        _ found: [Found], segments: Int, notes: [String], path: String, _ session: Session
    ) throws(CommandError) -> Outcome {
        let store = try session.requireStore()
        var seen: Set<String> = []
        var taken: Set<String> = []
        var imports: [PresetImport] = []
        var lines: [String] = []
        let template = TemplateCatalog.template(named: "fade")
        for easing in found {
            let key = "\(easing.timing) \(easing.duration)"
            guard seen.insert(key).inserted, let template else { continue }
            let name = uniqueName(presetName(easing.name), taken: &taken)
            let parameters: PresetParameters
            do {
                parameters = try PresetParameters.defaults(of: template).setting([
                    .timing: .timing(easing.timing), .duration: .number(easing.duration)
                ])
            } catch {
                throw CommandError(
                    "“\(TerminalText.sanitized(path))”: \(TerminalText.sanitized(easing.origin)): \(error.message)")
            }
            let version = NewVersion(
                number: 1, time: session.clock(), message: "imported from \(easing.origin)", parameters: parameters)
            imports.append(PresetImport(name: name, versions: [version], tags: [:]))
            let seconds = NumberFormat.derived(easing.duration)
            // A physical spring fixes its own duration; the file's is kept as the preset's, for reference.
            let length =
                easing.timing.hasImplicitDuration
                ? "(runs until it settles; the file says \(seconds) s)" : "over \(seconds) s"
            lines.append("  \(TerminalText.sanitized(name))  \(easing.timing) \(length)")
        }
        if !imports.isEmpty { _ = try session.attempt { try store.importPresets(imports, at: session.clock()) } }
        let header =
            "imported \(Plural.count(imports.count, "preset")) from \(Plural.count(segments, "easing")) in “\(TerminalText.sanitized(path))”"
        return Outcome(([header] + lines + notes).joined(separator: "\n"))
    }

    /// A valid preset name from a layer's or node's text: whitespace runs become one space, `@` a
    /// hyphen, hidden characters go, at most 64 characters, never a template's or timing's name.
    static func presetName(_ text: String) -> String {
        let hidden = Set(TerminalText.hiddenCharacters(in: text).map(\.scalar))
        var scalars: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars where !hidden.contains(scalar) {
            if scalar.properties.isWhitespace {
                if let last = scalars.last, last != " " { scalars.append(" ") }
            } else {
                scalars.append(scalar == "@" ? "-" : scalar)
            }
        }
        var name = String(String.UnicodeScalarView(scalars.prefix(64)))
        while name.hasSuffix(" ") { name.removeLast() }
        if name.isEmpty { name = "easing" }
        return TemplateCatalog.isReservedPresetName(name) ? String((name + " easing").prefix(64)) : name
    }

    /// A layer's or node's text as the version's message quotes it: at most 64 characters and `…`,
    /// so a file's long name never makes the message too long to store (the limit is 1,000).
    static func clipped(_ text: String) -> String {
        text.count <= 64 ? text : String(text.prefix(64)) + "…"
    }

    /// `name`, or `name 2`, `name 3`… when taken.
    static func uniqueName(_ name: String, taken: inout Set<String>) -> String {
        var candidate = name
        var number = 2
        while taken.contains(candidate) {
            let suffix = " \(number)"
            candidate = String(name.unicodeScalars.prefix(64 - suffix.count).map(Character.init)) + suffix
            number += 1
        }
        taken.insert(candidate)
        return candidate
    }
}

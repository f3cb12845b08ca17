import AnimationCore

/// The three-way merge of one preset, field by field (see ``PresetFields``). Pure.
///
/// A field changed on one side only is taken from that side; changed the same way on both, it is
/// taken; changed differently, it is a conflict. A change of the timing's kind on one side and of
/// one of the timing's numbers on the other is a conflict on `timing`. A preset deleted on one side
/// and changed on the other is a conflict on `deleted`, never a silent loss.
public enum PresetMerge {
    /// How conflicting fields are settled.
    public enum Resolution: Equatable, Sendable {
        case mine, theirs
        /// Fields set to values (text as `set` takes it); other conflicts stay.
        case set([String: String])
    }

    /// One field changed differently on both sides. Values are canonical text; nil where the side
    /// has no such field (or deleted the preset).
    public struct Conflict: Equatable, Sendable {
        public var field: String
        public var base: String?
        public var mine: String?
        public var theirs: String?
    }

    public struct Result: Equatable, Sendable {
        /// The merged preset (conflicts left at mine), or nil when the merge deletes it.
        public var content: PresetContent?
        public var conflicts: [Conflict]
    }

    public static func merge(
        base: PresetContent?, mine: PresetContent?, theirs: PresetContent?, resolution: Resolution? = nil
    ) throws(LibraryError) -> Result {
        if mine == theirs { return Result(content: mine, conflicts: []) }
        if theirs == base { return Result(content: mine, conflicts: []) }
        if mine == base { return Result(content: theirs, conflicts: []) }
        guard let mine, let theirs else {
            // Deleted on one side, changed on the other.
            let conflict = Conflict(
                field: "deleted", base: nil, mine: mine == nil ? "deleted" : "changed",
                theirs: theirs == nil ? "deleted" : "changed")
            switch resolution {
            case .mine: return Result(content: mine, conflicts: [])
            case .theirs: return Result(content: theirs, conflicts: [])
            default: return Result(content: mine ?? theirs, conflicts: [conflict])
            }
        }
        guard mine.template.name == theirs.template.name else {
            let conflict = Conflict(
                field: "template", base: base?.template.name, mine: mine.template.name, theirs: theirs.template.name)
            switch resolution {
            case .mine: return Result(content: mine, conflicts: [])
            case .theirs: return Result(content: theirs, conflicts: [])
            default: return Result(content: mine, conflicts: [conflict])
            }
        }
        return try mergeFields(base: base, mine: mine, theirs: theirs, resolution: resolution)
    }

    /// Both sides hold the preset with the same template.
    private static func mergeFields(
        base: PresetContent?, mine: PresetContent, theirs: PresetContent, resolution: Resolution?
    ) throws(LibraryError) -> Result {
        let baseFields = base.map { PresetFields($0).values } ?? [:]
        let mineFields = PresetFields(mine).values
        let theirsFields = PresetFields(theirs).values
        var chosen: [String: String] = [:]
        var conflicts: [Conflict] = []
        func settle(_ field: String) {
            let (b, m, t) = (baseFields[field], mineFields[field], theirsFields[field])
            if m == t || t == b {
                chosen[field] = m
            } else if m == b {
                chosen[field] = t
            } else {
                switch resolution {
                case .mine: chosen[field] = m
                case .theirs: chosen[field] = t
                case .set(let values) where values[field] != nil: chosen[field] = values[field]
                default:
                    chosen[field] = m
                    conflicts.append(Conflict(field: field, base: b, mine: m, theirs: t))
                }
            }
        }
        let timingNumbers = Set(PresetFields.timingNumbers(mine)).union(PresetFields.timingNumbers(theirs))
            .union(base.map(PresetFields.timingNumbers) ?? [])
        for field in Set(mineFields.keys).union(theirsFields.keys).sorted()
        where !timingNumbers.contains(field) && field != PresetFields.timingKind {
            settle(field)
        }
        let kind = PresetFields.timingKind
        let (baseKind, mineKind, theirsKind) = (baseFields[kind], mineFields[kind], theirsFields[kind])
        let mineNumbers = PresetFields.timingNumbers(mine)
        let theirsNumbers = PresetFields.timingNumbers(theirs)
        var timing: TimingExpression
        if mineKind == theirsKind {
            // Same curve on both sides: its numbers merge one by one (against the base's when it
            // had the same curve; otherwise both sides chose the curve, and agree or conflict).
            timing = mine.parameters.timing
            let sameAsBase = baseKind == mineKind
            for name in mineNumbers {
                let (b, m, t) = (sameAsBase ? baseFields[name] : nil, mineFields[name], theirsFields[name])
                if m == t { continue }
                var value: String?
                if sameAsBase && t == b {
                    continue
                } else if sameAsBase && m == b {
                    value = t
                } else {
                    switch resolution {
                    case .mine: continue
                    case .theirs: value = t
                    case .set(let values) where values[name] != nil: value = values[name]
                    default:
                        conflicts.append(Conflict(field: name, base: b, mine: m, theirs: t))
                        continue
                    }
                }
                if let value { timing = try setting(timing, name, value) }
            }
        } else {
            let mineMoved = mineKind != baseKind || mineNumbers.contains { mineFields[$0] != baseFields[$0] }
            let theirsMoved = theirsKind != baseKind || theirsNumbers.contains { theirsFields[$0] != baseFields[$0] }
            if !theirsMoved {
                timing = mine.parameters.timing
            } else if !mineMoved {
                timing = theirs.parameters.timing
            } else {
                switch resolution {
                case .mine: timing = mine.parameters.timing
                case .theirs: timing = theirs.parameters.timing
                case .set(let values) where values[kind] != nil:
                    let text = values[kind, default: ""]  // present: the case's condition
                    do { timing = try TimingExpression(parsing: text) } catch {
                        throw LibraryError("timing “\(text)” is not a timing: \(error.message)")
                    }
                default:
                    timing = mine.parameters.timing
                    conflicts.append(
                        Conflict(
                            field: kind, base: base?.parameters.timing.description,
                            mine: mine.parameters.timing.description,
                            theirs: theirs.parameters.timing.description))
                }
            }
        }
        var parameters = mine.parameters
        for parameter in mine.template.parameters where parameter.key != .timing {
            guard let text = chosen[parameter.name] else { continue }
            do { parameters[parameter.key] = try parameter.parse(text) } catch {
                throw LibraryError("\(parameter.name) “\(text)” is not allowed: \(error.message)")
            }
        }
        parameters[.timing] = .timing(timing)
        if let text = chosen[PresetFields.reducedMotion] {
            do { parameters.reducedMotion = try ReducedMotionVariant(parsing: text) } catch {
                throw LibraryError("reduced-motion “\(text)” is not allowed: \(error.message)")
            }
        } else {
            parameters.reducedMotion = nil
        }
        let name = chosen["name"] ?? mine.name
        let fields = Set(mineFields.keys).union(theirsFields.keys)
        if case .set(let values) = resolution, let unknown = values.keys.sorted().first(where: { !fields.contains($0) })
        {
            throw LibraryError(
                "“\(unknown)” is not a field of \(mine.name); expected \(fields.sorted().joined(separator: ", "))")
        }
        return Result(
            content: PresetContent(name: name, template: mine.template, parameters: parameters), conflicts: conflicts)
    }

    private static func setting(_ timing: TimingExpression, _ name: String, _ text: String) throws(LibraryError)
        -> TimingExpression
    {
        guard let number = TypedNumber.value(text), number.isFinite else {
            throw LibraryError("\(name) must be a number, got “\(text)”\(TypedNumber.hint(text))")
        }
        do { return try timing.setting(name, to: number) } catch { throw LibraryError(error.message) }
    }
}

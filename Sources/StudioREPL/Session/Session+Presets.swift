import AnimationCore
import StudioStore

/// A preset version (or draft) read from the store with its parameters validated.
struct ResolvedPreset {
    let name: String
    let template: Template
    /// `bounce@3` or `bounce@draft`.
    let label: String
    let version: Int?
    let parameters: ParameterSet
    let time: String
    let message: String?

    func animation() throws(CommandError) -> TemplateAnimation {
        do { return try TemplateAnimation(template: template, parameters: parameters) } catch { throw CommandError.timing(error) }
    }
}

extension Session {
    func requireStore() throws(CommandError) -> StudioStore {
        guard let store else { throw CommandError("this command needs the studio database, which is not open") }
        return store
    }

    /// Runs a store call, turning its errors into command errors.
    func stored<T>(_ body: () throws(StoreError) -> T) throws(CommandError) -> T {
        do { return try body() } catch { throw CommandError(error.message) }
    }

    /// The current preset's name, or an error saying how to choose one.
    func currentPresetName() throws(CommandError) -> String {
        let store = try requireStore()
        if current == nil {
            current = .some(try stored { () throws(StoreError) in try store.currentPreset() })
        }
        guard let name = current ?? nil else {
            throw CommandError("no current preset; choose one with use NAME or make one with new NAME from TEMPLATE")
        }
        return name
    }

    /// Makes `name` current here and remembers it for the next start.
    func makeCurrent(_ name: String?) throws(CommandError) {
        let store = try requireStore()
        try stored { () throws(StoreError) in try store.setCurrentPreset(name) }
        current = .some(name)
    }

    /// Resolves a reference token to parameters.
    func resolve(_ token: Token) throws(CommandError) -> ResolvedPreset {
        let store = try requireStore()
        let reference = PresetReference(token.text)
        guard let summary = try stored({ () throws(StoreError) in try store.preset(named: reference.name) }) else {
            throw CommandError.syntax("no preset named “\(reference.name)”", offset: token.offset, length: token.length)
        }
        guard let template = TemplateCatalog.template(named: summary.template) else {
            throw CommandError("preset \(summary.name) uses an unknown template “\(summary.template)”")
        }
        let number: Int
        switch reference.selector {
        case .draft:
            let draft = try stored { () throws(StoreError) in try store.draft(of: summary.name) }
            return ResolvedPreset(
                name: summary.name, template: template, label: "\(summary.name)@draft", version: nil,
                parameters: try parameters(draft.parameters, template), time: draft.changedAt, message: nil)
        case .latest: number = summary.latestVersion
        case .version(let n): number = n
        case .tag(let tag):
            guard let tagged = try stored({ () throws(StoreError) in try store.resolveTag(tag, of: summary.name) }) else {
                throw CommandError.syntax(
                    "\(summary.name) has no version or tag “\(tag)”; use a number, draft or a tag", offset: token.offset,
                    length: token.length)
            }
            number = tagged
        }
        let version = try stored { () throws(StoreError) in try store.version(of: summary.name, number: number) }
        return ResolvedPreset(
            name: summary.name, template: template, label: "\(summary.name)@\(number)", version: number,
            parameters: try parameters(version.parameters, template), time: version.createdAt, message: version.message)
    }

    func parameters(_ text: [String: String], _ template: Template) throws(CommandError) -> ParameterSet {
        do { return try template.parameterSet(from: text) } catch {
            throw CommandError("stored parameters are invalid: \(error.message)")
        }
    }

    /// One line per parameter: name, value with unit.
    static func describe(_ parameters: ParameterSet, template: Template) -> [String] {
        let width = template.parameters.map(\.name.count).max() ?? 0
        return template.parameters.map { parameter in
            let value = parameters.values[parameter.name] ?? parameter.defaultValue
            let unit = parameter.kind.unit.isEmpty ? "" : " " + parameter.kind.unit
            return parameter.name.padding(width) + "  " + value.description + unit
        }
    }

    /// Parameters whose values differ, in template order, as (name, old, new).
    static func changes(from old: ParameterSet, to new: ParameterSet, template: Template) -> [(String, String, String)] {
        template.parameters.compactMap { parameter in
            let a = old.values[parameter.name]?.description ?? "", b = new.values[parameter.name]?.description ?? ""
            return a == b ? nil : (parameter.name, a, b)
        }
    }
}

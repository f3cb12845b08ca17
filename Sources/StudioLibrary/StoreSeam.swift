import AnimationCore
import StudioStore

/// The one place that knows how the store holds a preset's parameters today (name → canonical
/// text). When the store takes the typed ``ParameterSet`` itself, only this file changes.
enum StoreSeam {
    /// The typed parameters of stored text, checked against the template.
    static func typed(_ text: [String: String], template: Template) throws(LibraryError) -> ParameterSet {
        do { return try template.parameterSet(from: text) } catch {
            throw LibraryError("stored parameters of a \(template.name) preset are invalid: \(error.message)")
        }
    }

    /// The store's text form of typed parameters.
    static func text(_ parameters: ParameterSet) -> [String: String] { parameters.text }

    /// The template a stored preset names.
    static func template(named name: String) throws(LibraryError) -> Template {
        guard let template = TemplateCatalog.template(named: name) else {
            throw LibraryError("template “\(name)” is unknown; expected one of \(TemplateCatalog.all.map(\.name).joined(separator: ", "))")
        }
        return template
    }
}

import AnimationCore
import StudioStore

/// Where the library's presets (a name, a template and a ``ParameterSet``, as files hold them) meet
/// the store's typed ``PresetParameters``.
enum StoreSeam {
    /// The store's value of a preset's parameters, checked against its template's rules.
    static func stored(_ content: PresetContent) throws(LibraryError) -> PresetParameters {
        do { return try PresetParameters(content.template, content.parameters) } catch {
            throw LibraryError("the parameters of \(quoted(content.name)) are invalid: \(error.message)")
        }
    }

    /// The template a stored preset names.
    static func template(named name: String) throws(LibraryError) -> Template {
        guard let template = TemplateCatalog.template(named: name) else {
            throw LibraryError(
                "template “\(name)” is unknown; expected one of \(TemplateCatalog.all.map(\.name).joined(separator: ", "))"
            )
        }
        return template
    }
}

import AnimationCore
import StudioStore

/// The template rules the store applies before writing a draft or a version: the same checks `set`,
/// a flag and an imported file pass, so nothing invalid can be committed.
enum ParameterRules {
    static let check = ParameterCheck { templateName, parameters in
        guard let template = TemplateCatalog.template(named: templateName) else {
            return "unknown template “\(templateName)”"
        }
        do throws(TimingError) {
            let set = try template.parameterSet(from: parameters)
            _ = try TemplateAnimation(template: template, parameters: set)
            return nil
        } catch {
            return error.message
        }
    }
}

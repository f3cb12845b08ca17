public import AnimationCore

/// What the three-way merge works on: a preset's name, template and typed parameters.
public struct PresetContent: Equatable, Sendable {
    public var name: String
    public var template: Template
    public var parameters: ParameterSet

    public init(name: String, template: Template, parameters: ParameterSet) {
        self.name = name
        self.template = template
        self.parameters = parameters
    }

    public static func == (lhs: PresetContent, rhs: PresetContent) -> Bool {
        lhs.name == rhs.name && lhs.template.name == rhs.template.name && lhs.parameters == rhs.parameters
    }
}

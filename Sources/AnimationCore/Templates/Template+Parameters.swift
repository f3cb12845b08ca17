extension Template {
    /// Reads stored or imported parameter text (name → canonical value) into a validated set.
    ///
    /// Every template parameter must be present, except those added later (``TemplateParameter/defaultsWhenMissing``),
    /// which take their default; no other name may appear.
    /// - Throws: ``TimingError`` naming the first unknown, missing or invalid parameter.
    public func parameterSet(from text: [String: String]) throws(TimingError) -> ParameterSet {
        for name in text.keys.sorted() where parameter(named: name) == nil {
            throw .syntax(
                message:
                    "unknown parameter “\(name)” for \(self.name); expected \(parameters.map(\.name).joined(separator: ", "))",
                offset: 0, length: 0)
        }
        var values: [String: ParameterValue] = [:]
        for parameter in parameters {
            guard let value = text[parameter.name] else {
                if parameter.defaultsWhenMissing {
                    values[parameter.name] = parameter.defaultValue
                    continue
                }
                throw .syntax(message: "parameter “\(parameter.name)” is missing", offset: 0, length: 0)
            }
            values[parameter.name] = try parameter.parse(value)
        }
        return ParameterSet(values: values)
    }
}

extension ParameterSet {
    /// Canonical text of every value, for storage and files.
    public var text: [String: String] { values.mapValues(\.description) }
}

public import AnimationCore

/// One preset as the team library sees it: its latest version, its stable id and merge base, and
/// a pending conflict. Parameters stay as their stored text until asked for, so a status of ten
/// thousand presets decodes none of them.
public struct LibraryEntry: Sendable, Equatable {
    public var name: String
    public var template: String
    public var isDeleted: Bool
    /// The newest committed version's number, time and message.
    public var latestNumber: Int
    public var latestTime: String
    public var latestMessage: String?
    /// Who made the latest version when it came from the library; nil for this studio's own.
    public var latestAuthor: String?
    /// True when the working draft differs from the latest version.
    public var draftDiffers: Bool
    /// The stable id; nil for a preset never shared.
    public var libraryID: String?
    /// The merge base (the shared file as last taken in); nil when never pushed or pulled.
    public var base: LibraryBase?
    /// A pull's conflict waiting for `library resolve`.
    public var conflict: LibraryConflict?

    let latestParametersText: String
    let draftParametersText: String

    /// True when the latest version or the name differs from the base, or the preset was deleted
    /// here after it was shared (a preset without a base is new here).
    public var changedHere: Bool {
        guard let base else { return !isDeleted }
        return isDeleted || base.name != name || base.parametersText != latestParametersText
    }

    /// The latest version's parameters.
    public func latestParameters() throws(StoreError) -> PresetParameters {
        try ParameterCoding.decode(
            latestParametersText, template: try knownTemplate(), label: "\(name)@\(latestNumber)")
    }

    /// The working draft's parameters.
    public func draftParameters() throws(StoreError) -> PresetParameters {
        try ParameterCoding.decode(draftParametersText, template: try knownTemplate(), label: "\(name)@draft")
    }

    private func knownTemplate() throws(StoreError) -> Template {
        guard let known = TemplateCatalog.template(named: template) else {
            throw .storage(reason: "preset \(quoted(name)) uses an unknown template \(quoted(template))")
        }
        return known
    }
}

/// What a shared preset was at the last pull or push: the merge base.
public struct LibraryBase: Sendable, Equatable {
    public var name: String
    /// The canonical file's text.
    public var document: String
    let parametersText: String

    /// A base from the parameters the file holds.
    public init(name: String, parameters: PresetParameters, document: String) {
        self.name = name
        self.document = document
        self.parametersText = ParameterCoding.encode(parameters)
    }

    init(name: String, parametersText: String, document: String) {
        self.name = name
        self.parametersText = parametersText
        self.document = document
    }
}

/// A preset changed differently here and on the remote, kept side by side until resolved.
public struct LibraryConflict: Sendable, Equatable {
    /// The remote's file text; nil when the remote deleted the preset.
    public var theirsDocument: String?
    /// The commit the remote's side came from.
    public var theirsCommit: String
    /// The fields changed differently on both sides (`deleted` for a deletion against an edit).
    public var fields: [String]

    public init(theirsDocument: String?, theirsCommit: String, fields: [String]) {
        self.theirsDocument = theirsDocument
        self.theirsCommit = theirsCommit
        self.fields = fields
    }
}

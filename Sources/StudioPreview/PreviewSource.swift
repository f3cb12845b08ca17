public import AnimationCore
public import StudioStore

/// Reads what a preview shows from the store (never writing it): the versions named by references
/// such as `bounce`, `bounce@2`, `bounce@draft` or `bounce@stable`, and a dataset's row labels,
/// and turns them into a ``MotionDocument``. Read again after every change to the database.
///
/// Each version plays what its template is: a table entrance fills the table from the dataset's
/// rows; a `card-expand` preset replays the card scene under ``SceneScripts/gesture`` with the
/// cities of a cities dataset (the one named, else the first); a `toolbar-swap` preset replays the
/// edit-mode bars under ``SceneScripts/events``. Kinds may be mixed side by side; all share one clock.
///
/// ```swift
/// let source = try PreviewSource(
///     store: store, references: ["city@1", "city@draft"], dataset: nil,
///     gesture: "tap, wait 0.6, pan 120 over 0.2 release -300", events: nil, homeIndicator: false)
/// ```
public struct PreviewSource: Sendable {
    /// Versions side by side: at most this many.
    public static let maximumReferences = 4

    public let store: StudioStore
    /// What the page shows, as typed: a name without a version follows the preset.
    public let references: [PresetReference]
    /// The dataset filling the table; nil uses the first dataset in the store.
    public let dataset: String?
    /// What the card and bars scenes replay.
    public let scripts: SceneScripts
    /// With `preview --edit`: each draft's version in the document carries its controls.
    public var editing = false

    /// Table entrances (and scenes under the default scripts).
    public init(store: StudioStore, references: [PresetReference], dataset: String?) throws(PreviewError) {
        try self.init(store: store, references: references, dataset: dataset, scripts: .defaults)
    }

    /// Any mix of table entrances, `card-expand` and `toolbar-swap` presets. A nil script is the
    /// default (`tap, wait 0.6, close` for the card; `edit at 0, done at 1` for the bars);
    /// `homeIndicator` makes the bars 83 pt tall instead of 49. `dataset` fills the table and,
    /// when it holds cities, the cards.
    /// - Throws: ``PreviewError`` for 0 or more than 4 references or a script that does not parse.
    public init(
        store: StudioStore, references: [PresetReference], dataset: String?, gesture: String?, events: String?,
        homeIndicator: Bool = false
    ) throws(PreviewError) {
        try self.init(
            store: store, references: references, dataset: dataset,
            scripts: try SceneScripts(gesture: gesture, events: events, homeIndicator: homeIndicator))
    }

    public init(store: StudioStore, references: [PresetReference], dataset: String?, scripts: SceneScripts)
        throws(PreviewError)
    {
        guard !references.isEmpty, references.count <= Self.maximumReferences else {
            throw PreviewError(
                "preview shows 1 to \(Self.maximumReferences) versions side by side, got \(references.count)")
        }
        self.store = store
        self.references = references
        self.dataset = dataset
        self.scripts = scripts
    }

    /// What a document is made from, read from the store: comparing two tells whether a change to
    /// the database touched what the preview shows, without sampling anything.
    public struct Inputs: Equatable, Sendable {
        /// The table's dataset and its rows ("" and none when no version is a table entrance).
        public var dataset: String
        public var labels: [RowLabel]
        /// The cards' cities dataset and its rows (nil and none when no version is a card).
        public var citiesDataset: String?
        public var cities: [RowLabel] = []
        /// Per reference: its label (`bounce@2`), template name and typed parameters.
        public var versions: [Version]

        public struct Version: Equatable, Sendable {
            public var label: String
            public var template: String
            public var parameters: PresetParameters
            /// The latest version of the preset a `preset(name:)` reduced-motion variant names (nil
            /// for other variants, or when no such preset exists).
            public var referenced: PresetParameters?
            /// For a draft: whether undo and redo can act.
            public var canUndo = false, canRedo = false
        }
    }

    /// Reads the referenced versions and the dataset's labels.
    public func inputs() throws(PreviewError) -> Inputs {
        var versions: [Inputs.Version] = []
        for reference in references { versions.append(try resolve(reference)) }
        var inputs = Inputs(dataset: "", labels: [], versions: versions)
        if versions.contains(where: { !Self.sceneTemplates.contains($0.template) }) {
            inputs.dataset = try resolvedDatasetName()
            let name = inputs.dataset
            inputs.labels = try read { () throws(StoreError) in try store.rowLabels(dataset: name) }
        }
        if versions.contains(where: { $0.template == "card-expand" }) {
            let name = try resolvedCitiesName(tableToo: !inputs.dataset.isEmpty)
            inputs.citiesDataset = name
            inputs.cities = try read { () throws(StoreError) in try store.rowLabels(dataset: name) }
        }
        return inputs
    }

    /// The document as the store holds it now.
    public func document(revision: Int) throws(PreviewError) -> MotionDocument {
        try document(from: inputs(), revision: revision)
    }

    /// The document made from `inputs`.
    public func document(from inputs: Inputs, revision: Int) throws(PreviewError) -> MotionDocument {
        var plays: [VersionMotion] = []
        for version in inputs.versions { plays.append(try motion(of: version, inputs: inputs)) }
        // Each version's reduced-motion variant, played beside it when the page's switch is on; one
        // clock for both, so a longer variant lengthens the scene.
        let variants = inputs.versions.map { version in
            Result { () throws(PreviewError) in try motion(of: version, inputs: inputs, reduced: true) }
        }
        let duration = (plays.map(\.end) + variants.compactMap { try? $0.get().end }).max() ?? 0
        var versions = plays.map { $0.version(until: duration) }
        if editing {
            for (index, version) in inputs.versions.enumerated() where version.label.hasSuffix("@draft") {
                versions[index].draft = DraftControls(
                    reference: version.label, parameters: version.parameters,
                    revision: Draft.revision(of: version.parameters), canUndo: version.canUndo, canRedo: version.canRedo
                )
            }
        }
        let datasets = [inputs.dataset, inputs.citiesDataset ?? ""].filter { !$0.isEmpty }
        var document = MotionDocument(
            stage: MotionDocument.Stage.phone, duration: duration,
            dataset: datasets.enumerated().filter { !datasets[..<$0.offset].contains($0.element) }.map(\.element)
                .joined(separator: ", "),
            versions: versions, metrics: MetricsComparison(plays.map { CurveMetrics($0.animation.curve) }),
            revision: revision)
        document.reducedMotion = zip(inputs.versions, variants).map { version, variant in
            switch variant {
            case .success(let play): return play.version(until: duration)
            case .failure(let problem):
                // What cannot play (a preset(name:) variant whose preset is gone) is said, not drawn.
                return MotionDocument.Version(
                    label: version.label + PreviewSource.reducedMotionSuffix, template: version.template,
                    timing: "", elements: [], curve: [],
                    variant: Self.variantText(version.parameters) + ": cannot be shown: " + problem.message)
            }
        }
        return document
    }

    /// 201 evenly spaced (t, progress) points of `curve` for the chart.
    static func curvePoints(_ curve: AnimationCurve) -> [[Double]] {
        (0...200).map { i in
            let t = curve.duration * Double(i) / 200
            return [t, curve.progress(at: t)]
        }
    }

    func resolvedDatasetName() throws(PreviewError) -> String {
        if let dataset {
            guard try read({ () throws(StoreError) in try store.dataset(named: dataset) }) != nil else {
                throw PreviewError("no dataset named \(quoted(dataset)); see datasets")
            }
            return dataset
        }
        guard let first = try read({ () throws(StoreError) in try store.datasets() }).first else {
            throw PreviewError("the studio has no dataset to fill the table; import one first")
        }
        return first.name
    }

    /// A reference → its label, template and parameters, through the store's one resolver (the
    /// command language's too: the same versions, errors and suggestions); a draft also says whether
    /// it can be undone or redone, for the editor's buttons.
    func resolve(_ reference: PresetReference) throws(PreviewError) -> Inputs.Version {
        let resolved = try read { () throws(StoreError) in try store.resolve(reference) }
        guard resolved.isDraft else {
            return Inputs.Version(
                label: resolved.label, template: resolved.template.name, parameters: resolved.parameters,
                referenced: referenced(by: resolved.parameters))
        }
        let draft = try read { () throws(StoreError) in try store.draft(of: resolved.name) }
        return Inputs.Version(
            label: resolved.label, template: resolved.template.name, parameters: resolved.parameters,
            referenced: referenced(by: resolved.parameters), canUndo: draft.canUndo, canRedo: draft.canRedo)
    }

    /// The latest version of the preset a `preset(name:)` variant names, if it exists.
    func referenced(by parameters: PresetParameters) -> PresetParameters? {
        guard case .preset(let name) = parameters.reducedMotion else { return nil }
        return try? store.resolve(PresetReference(name: name, .latest)).parameters
    }

    func read<T>(_ body: () throws(StoreError) -> T) throws(PreviewError) -> T {
        do { return try body() } catch { throw PreviewError(error.message) }
    }

    func quoted(_ text: String) -> String {
        "“"
            + String(
                text.unicodeScalars.prefix(60).map { $0.properties.generalCategory == .control ? "?" : Character($0) })
            + "”"
    }
}

import AnimationCore
import StudioStore

/// Reads what a preview shows from the store (never writing it): the versions named by references
/// such as `bounce`, `bounce@2`, `bounce@draft` or `bounce@stable`, and a dataset's row labels,
/// and turns them into a ``MotionDocument``. Read again after every change to the database.
public struct PreviewSource: Sendable {
    /// Versions side by side: at most this many.
    public static let maximumReferences = 4

    public let store: StudioStore
    public let references: [String]
    /// The dataset filling the table; nil uses the first dataset in the store.
    public let dataset: String?

    public init(store: StudioStore, references: [String], dataset: String?) throws(PreviewError) {
        guard !references.isEmpty, references.count <= Self.maximumReferences else {
            throw PreviewError("preview shows 1 to \(Self.maximumReferences) versions side by side, got \(references.count)")
        }
        self.store = store
        self.references = references
        self.dataset = dataset
    }

    /// What a document is made from, read from the store: comparing two tells whether a change to
    /// the database touched what the preview shows, without sampling anything.
    public struct Inputs: Equatable, Sendable {
        public var dataset: String
        public var labels: [RowLabel]
        /// Per reference: its label (`bounce@2`), template name and parameters as stored.
        public var versions: [Version]

        public struct Version: Equatable, Sendable {
            public var label: String
            public var template: String
            public var parameters: [String: String]
        }
    }

    /// Reads the referenced versions and the dataset's labels.
    public func inputs() throws(PreviewError) -> Inputs {
        let datasetName = try resolvedDatasetName()
        let labels = try read { () throws(StoreError) in try store.rowLabels(dataset: datasetName) }
        var versions: [Inputs.Version] = []
        for reference in references { versions.append(try resolve(reference)) }
        return Inputs(dataset: datasetName, labels: labels, versions: versions)
    }

    /// The document as the store holds it now.
    public func document(revision: Int) throws(PreviewError) -> MotionDocument {
        try document(from: inputs(), revision: revision)
    }

    /// The document made from `inputs`.
    public func document(from inputs: Inputs, revision: Int) throws(PreviewError) -> MotionDocument {
        let labels = inputs.labels.map { (name: $0.name, detail: $0.detail) }
        let stage = MotionDocument.Stage.phone
        var resolved: [(label: String, motion: TableEntranceMotion)] = []
        for version in inputs.versions {
            let animation = try Self.animation(version)
            let motion: TableEntranceMotion
            do {
                motion = try TableEntranceMotion(animation: animation, labels: labels, tableWidth: stage.width, tableHeight: stage.height)
            } catch {
                throw PreviewError("\(version.label): \(error.message)")
            }
            resolved.append((version.label, motion))
        }
        let duration = resolved.map(\.motion.end).max() ?? 0
        let versions = resolved.map { label, motion in
            MotionDocument.Version(
                label: label, template: motion.animation.template.name, timing: motion.animation.curve.expression.description,
                elements: motion.elements(until: duration), curve: Self.curvePoints(motion.animation.curve))
        }
        return MotionDocument(
            stage: stage, duration: duration, dataset: inputs.dataset, versions: versions,
            metrics: MetricsComparison(resolved.map { CurveMetrics($0.motion.animation.curve) }), revision: revision)
    }

    /// The studio's animation for stored parameters.
    static func animation(_ version: Inputs.Version) throws(PreviewError) -> TemplateAnimation {
        guard let template = TemplateCatalog.template(named: version.template) else {
            throw PreviewError("\(version.label) uses an unknown template “\(version.template)”")
        }
        do {
            return try TemplateAnimation(template: template, parameters: try template.parameterSet(from: version.parameters))
        } catch {
            throw PreviewError("\(version.label): stored parameters are invalid: \(error.message)")
        }
    }

    /// 201 evenly spaced (t, progress) points of `curve` for the chart.
    static func curvePoints(_ curve: AnimationCurve) -> [[Double]] {
        (0...200).map { i in
            let t = curve.duration * Double(i) / 200
            return [t, curve.progress(at: t)]
        }
    }

    private func resolvedDatasetName() throws(PreviewError) -> String {
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

    /// `NAME`, `NAME@N`, `NAME@draft`, `NAME@TAG` → its label, template and stored parameters.
    func resolve(_ reference: String) throws(PreviewError) -> Inputs.Version {
        let parts = reference.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let name = parts[0], selector = parts.count > 1 ? parts[1] : "latest"
        guard let summary = try read({ () throws(StoreError) in try store.preset(named: name) }) else {
            throw PreviewError("no preset named \(quoted(name))")
        }
        let label: String, text: [String: String]
        if selector == "draft" {
            label = "\(summary.name)@draft"
            text = try read { () throws(StoreError) in try store.draft(of: summary.name) }.parameters
        } else {
            var number = summary.latestVersion
            if let n = Int(selector), n > 0 {
                number = n
            } else if selector != "latest" && !selector.isEmpty {
                guard let tagged = try read({ () throws(StoreError) in try store.resolveTag(selector, of: summary.name) }) else {
                    throw PreviewError("\(summary.name) has no version or tag \(quoted(selector)); use a number, draft or a tag")
                }
                number = tagged
            }
            label = "\(summary.name)@\(number)"
            text = try read { () throws(StoreError) in try store.version(of: summary.name, number: number) }.parameters
        }
        return Inputs.Version(label: label, template: summary.template, parameters: text)
    }

    private func read<T>(_ body: () throws(StoreError) -> T) throws(PreviewError) -> T {
        do { return try body() } catch { throw PreviewError(error.message) }
    }

    private func quoted(_ text: String) -> String {
        "“" + String(text.unicodeScalars.prefix(60).map { $0.properties.generalCategory == .control ? "?" : Character($0) }) + "”"
    }
}

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

    /// The document as the store holds it now.
    public func document(revision: Int) throws(PreviewError) -> MotionDocument {
        let datasetName = try resolvedDatasetName()
        let rows = try read { () throws(StoreError) in try store.rowLabels(dataset: datasetName) }
        let labels = rows.map { (name: $0.name, detail: $0.detail) }
        let stage = MotionDocument.Stage.phone
        var resolved: [(label: String, motion: TableEntranceMotion)] = []
        for reference in references {
            let (label, animation) = try resolve(reference)
            let motion: TableEntranceMotion
            do {
                motion = try TableEntranceMotion(animation: animation, labels: labels, tableWidth: stage.width, tableHeight: stage.height)
            } catch {
                throw PreviewError("\(label): \(error.message)")
            }
            resolved.append((label, motion))
        }
        let duration = resolved.map(\.motion.end).max() ?? 0
        let versions = resolved.map { label, motion in
            MotionDocument.Version(
                label: label, template: motion.animation.template.name, timing: motion.animation.curve.expression.description,
                elements: motion.elements(until: duration), curve: Self.curvePoints(motion.animation.curve))
        }
        return MotionDocument(
            stage: stage, duration: duration, dataset: datasetName, versions: versions,
            metrics: MetricsComparison(resolved.map { CurveMetrics($0.motion.animation.curve) }), revision: revision)
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

    /// `NAME`, `NAME@N`, `NAME@draft`, `NAME@TAG` → its label and animation.
    func resolve(_ reference: String) throws(PreviewError) -> (String, TemplateAnimation) {
        let parts = reference.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let name = parts[0], selector = parts.count > 1 ? parts[1] : "latest"
        guard let summary = try read({ () throws(StoreError) in try store.preset(named: name) }) else {
            throw PreviewError("no preset named \(quoted(name))")
        }
        guard let template = TemplateCatalog.template(named: summary.template) else {
            throw PreviewError("preset \(quoted(name)) uses an unknown template \(quoted(summary.template))")
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
        do {
            return (label, try TemplateAnimation(template: template, parameters: try template.parameterSet(from: text)))
        } catch {
            throw PreviewError("\(label): stored parameters are invalid: \(error.message)")
        }
    }

    private func read<T>(_ body: () throws(StoreError) -> T) throws(PreviewError) -> T {
        do { return try body() } catch { throw PreviewError(error.message) }
    }

    private func quoted(_ text: String) -> String {
        "“" + String(text.unicodeScalars.prefix(60).map { $0.properties.generalCategory == .control ? "?" : Character($0) }) + "”"
    }
}

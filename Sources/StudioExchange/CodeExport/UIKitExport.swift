import AnimationCore

/// The UIKit target, in the tutorials' shapes: table entrances as an `AnimationFactory` function, the
/// policy's `Animator` and `tableView(_:willDisplay:forRowAt:)`; `tip-in` as CardTilt's animator;
/// `card-expand` as the CityGuide card's expand, collapse and pan handler; `toolbar-swap` as the
/// Edit and Done handlers. Everything sits in an enum named after the preset, so several presets
/// can live in one app.
enum UIKitExport {
    static func export(_ context: ExportContext) -> (text: String, difference: CurveDifference) {
        let timing = UIKitTiming(context: context)
        let difference = timing.difference
        var lines = context.headerLines(difference: difference, exactness: "the UIKit call runs the studio's curve").map
        { "// " + $0 }
        lines += context.unexpressedNotes { place($0, context) }.map { "// " + $0 }
        lines += ["", "import UIKit", "", "enum \(context.typeName) {"]
        let body: [String]
        switch context.template.name {
        case "card-expand": body = UIKitExport.cardExpand(context, timing)
        case "toolbar-swap": body = UIKitExport.toolbarSwap(context, timing)
        default: body = UIKitExport.tableEntrance(context, timing)
        }
        lines += body.map { $0.isEmpty ? "" : "    " + $0 }
        lines.append("}")
        return (lines.joined(separator: "\n") + "\n", difference)
    }

    static func indent(_ lines: [String], _ levels: Int) -> [String] {
        let prefix = String(repeating: "    ", count: levels)
        return lines.map { $0.isEmpty ? "" : prefix + $0 }
    }

    static func tableEntrance(_ context: ExportContext, _ timing: UIKitTiming) -> [String] {
        var parameters: [String] = []
        var setUp: [String] = []
        var finish: [String] = []
        let target: String
        switch context.template.name {
        case "tip-in":
            parameters = [
                "angle: CGFloat = \(context.text(.angle, -15))", "offsetX: CGFloat = \(context.text(.offsetX, -20))",
                "offsetY: CGFloat = \(context.text(.offsetY, -20))",
                "opacityFrom: Float = \(context.text(.opacityFrom, 0.8))"
            ]
            setUp = [
                "let view = cell.contentView", "let rotationRadians = angle * CGFloat.pi / 180",
                "var transform = CATransform3DIdentity",
                "transform = CATransform3DRotate(transform, rotationRadians, 0, 0, 1)",
                "transform = CATransform3DTranslate(transform, offsetX, offsetY, 0)",
                "view.layer.transform = transform", "view.layer.opacity = opacityFrom"
            ]
            finish = ["view.layer.transform = CATransform3DIdentity", "view.layer.opacity = 1"]
            target = "TipIn"
        case "slide-in":
            parameters = ["tableWidth: CGFloat = \(context.text(.tableWidth, 375))"]
            setUp = ["cell.transform = CGAffineTransform(translationX: tableWidth, y: 0)"]
            finish = ["cell.transform = CGAffineTransform(translationX: 0, y: 0)"]
            target = "SlideIn"
        case "move-up-bounce", "move-up-fade":
            let fade = context.template.name == "move-up-fade"
            parameters = ["rowHeight: CGFloat = \(context.text(.rowHeight, 44))"]
            setUp = ["cell.transform = CGAffineTransform(translationX: 0, y: \(fade ? "rowHeight / 2" : "rowHeight"))"]
            finish = ["cell.transform = CGAffineTransform(translationX: 0, y: 0)"]
            if fade {
                setUp.append("cell.alpha = 0")
                finish.append("cell.alpha = 1")
            }
            target = fade ? "MoveUpFade" : "MoveUpWithBounce"
        default:
            setUp = ["cell.alpha = 0"]
            finish = ["cell.alpha = 1"]
            target = "Fade"
        }
        parameters += [
            "duration: TimeInterval = \(NumberFormat.derived(context.duration))",
            "delayFactor: Double = \(context.text(.delayFactor, 0))"
        ]
        var lines = [
            "typealias Animation = @MainActor (UITableViewCell, IndexPath, UITableView) -> Void", "",
            "@MainActor enum AnimationFactory {",
            "    /// \(context.commentLabel): the tuned numbers are the defaults.",
            "    static func make\(target)(\(parameters.joined(separator: ", "))) -> Animation {",
            "        return { cell, indexPath, _ in"
        ]
        let delay = context.template.entrance?.stagger == StaggerMode.none ? "0" : "delayFactor * Double(indexPath.row)"
        lines += indent(reducedEntrance(context, delay: delay), 3)
        lines += indent(setUp, 3)
        lines += indent(timing.animate(duration: "duration", delay: delay, body: finish), 3)
        lines += ["        }", "    }", "}", ""]
        lines += animator(context.policy, factory: "AnimationFactory.make\(target)()")
        return lines
    }

    private static func animator(_ policy: CellPolicy, factory: String) -> [String] {
        // Each policy: its memory of what animated, its `animate` method, and how the delegate calls it.
        let state: [String]
        let method: [String]
        let call: String
        let signature = "    func animate(cell: UITableViewCell, at indexPath: IndexPath, in tableView: UITableView) {"
        let run = "        animation(cell, indexPath, tableView)"
        switch policy {
        case .firstScreen:
            state = ["    private var hasAnimatedAllCells = false"]
            method = [
                signature, "        guard !hasAnimatedAllCells else { return }", run,
                "        hasAnimatedAllCells = tableView.indexPathsForVisibleRows?.last == indexPath"
            ]
            call = "animator.animate(cell: cell, at: indexPath, in: tableView)"
        case .oncePerRow:
            state = ["    private var didAnimateCell: [IndexPath: Bool] = [:]"]
            method = [
                signature, "        guard didAnimateCell[indexPath] == nil else { return }",
                "        didAnimateCell[indexPath] = true", run
            ]
            call = "animator.animate(cell: cell, at: indexPath, in: tableView)"
        case .oncePerItem:
            state = ["    private var animatedItems: Set<AnyHashable> = []"]
            method = [
                "    /// `item` is the row's model identity, so a moved row does not animate again.",
                "    func animate(cell: UITableViewCell, at indexPath: IndexPath, in tableView: UITableView, item: AnyHashable) {",
                "        guard animatedItems.insert(item).inserted else { return }", run
            ]
            call = "animator.animate(cell: cell, at: indexPath, in: tableView, item: itemIdentity(indexPath))"
        case .always:
            state = []
            method = [signature, run]
            call = "animator.animate(cell: cell, at: indexPath, in: tableView)"
        }
        var lines = [
            "/// Decides which `willDisplay` calls animate: \(policy.rawValue).", "@MainActor final class Animator {"
        ]
        lines +=
            state + [
                "    private let animation: Animation", "",
                "    init(animation: @escaping Animation) { self.animation = animation }", ""
            ]
        lines += method + ["    }", "}"]
        lines += [
            "", "@MainActor final class TableDelegate: NSObject, UITableViewDelegate {",
            "    let animator = Animator(animation: \(factory))"
        ]
        if policy == .oncePerItem {
            lines.append("    /// The model identity shown at an index path (your data source's item id).")
            lines.append("    var itemIdentity: (IndexPath) -> AnyHashable = { $0 }")
        }
        lines += [
            "",
            "    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {",
            "        \(call)", "    }", "}"
        ]
        return lines
    }
}

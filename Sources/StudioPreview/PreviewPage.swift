/// The preview page: static HTML, CSS and JavaScript kept as files of their own in `Page/` and
/// embedded in the binary at build time (`.embedInCode`, as the migrations are), served as three
/// paths so the Content-Security-Policy can forbid inline script and style. Nothing is fetched
/// from anywhere but the preview server itself.
enum PreviewPage {
    /// `Page/preview.html`: the page's structure; it loads the two files below.
    static let html = text(PackageResources.preview_html)

    /// `Page/preview.css`: the page's style sheet, a dark studio around white phone frames.
    static let style = text(PackageResources.preview_css)

    /// `Page/preview.js`: the page's script: draws each version's elements in a phone frame and plays the server's
    /// keyframes with the Web Animations API (`easing: "linear"` between samples, so the motion is
    /// the studio's curve), on one clock for every version. Every text from the studio goes in
    /// through `textContent`. Elements are drawn by kind: table `cell`s, city `card`s (name,
    /// description and close button, whose `description.opacity` and `close.opacity` animate the
    /// children), and the bars scene's `nav-bar`, `bar-button` (text changing at `textKeyframes`),
    /// `tile` (a palette `tint`), `tool-bar` and `tab-bar`. `?log` reports the first frame and each
    /// drawn revision on the console; `?t=SECONDS` pauses at that time and writes every element's
    /// computed frame, radius, transform, opacity and text into `#probe` (the browser tests read it).
    static let script = text(PackageResources.preview_js)

    /// `Page/editor.js`: with `preview --edit`, the panels that edit each previewed draft and the
    /// cubic's handles on the chart (it does nothing on a read-only page, whose document has no
    /// draft controls). `?log` also reports each change sent, saved, stale or refused.
    static let editor = text(PackageResources.editor_js)

    /// The files are UTF-8 text we wrote; SwiftPM names each embedded file after its name, the dot as `_`.
    private static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}

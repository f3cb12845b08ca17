/// The preview page: static HTML, CSS and JavaScript embedded in the binary, served as three
/// paths so the Content-Security-Policy can forbid inline script and style. Nothing is fetched
/// from anywhere but the preview server itself.
enum PreviewPage {
    static let html = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>animstudio preview</title>
        <link rel="stylesheet" href="/preview.css">
        <script src="/preview.js" defer></script>
        </head>
        <body>
        <header>
          <h1>animstudio preview</h1>
          <span id="dataset"></span>
          <span id="status">connecting…</span>
        </header>
        <nav id="controls">
          <button id="replay" type="button">Replay</button>
          <label><input id="loop" type="checkbox"> Loop</label>
          <label>Speed
            <select id="speed">
              <option value="1">1×</option>
              <option value="0.5">0.5×</option>
              <option value="0.25">0.25×</option>
              <option value="0.1">0.1×</option>
            </select>
          </label>
          <input id="scrubber" type="range" min="0" max="1000" step="1" value="0" aria-label="time">
          <output id="clock">0.000 s</output>
        </nav>
        <main id="phones"></main>
        <section id="analysis">
          <svg id="chart" viewBox="0 0 420 240" role="img" aria-label="progress against time"></svg>
          <div>
            <table id="metrics"></table>
            <ol id="legend"></ol>
          </div>
        </section>
        <pre id="probe" hidden></pre>
        </body>
        </html>

        """
}

/// The page's style sheet: a dark studio around white phone frames.
extension PreviewPage {
    static let style = """
        :root { color-scheme: dark; font: 14px/1.4 -apple-system, system-ui, sans-serif; }
        body { margin: 0; background: #1c1c1e; color: #f2f2f7; display: flex; flex-direction: column; min-height: 100vh; }
        header { display: flex; gap: 16px; align-items: baseline; padding: 10px 16px 0; }
        h1 { font-size: 16px; margin: 0; }
        #status { margin-left: auto; color: #8e8e93; }
        #status.problem { color: #ff9f0a; }
        #controls { display: flex; gap: 12px; align-items: center; padding: 8px 16px; }
        #scrubber { flex: 1; }
        #clock { font-variant-numeric: tabular-nums; min-width: 70px; }
        #phones { display: flex; gap: 24px; justify-content: center; padding: 8px 16px; }
        .phone { display: flex; flex-direction: column; align-items: center; gap: 6px; }
        .phone h2 { font-size: 14px; margin: 0; font-family: ui-monospace, monospace; }
        .phone .timing { color: #8e8e93; font-size: 12px; font-family: ui-monospace, monospace; }
        .bezel { border: 6px solid #3a3a3c; border-radius: 28px; overflow: hidden; background: #fff; position: relative; }
        .screen { position: absolute; left: 0; top: 0; transform-origin: 0 0; overflow: hidden; background: #fff; }
        .cell { position: absolute; box-sizing: border-box; border-bottom: 1px solid #e5e5ea; background: #fff;
                color: #000; padding: 0 16px; display: flex; flex-direction: column; justify-content: center; overflow: hidden; }
        .cell .name { font-size: 17px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        .cell .detail { font-size: 13px; color: #6c6c70; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        .cell .stagger { position: absolute; right: 12px; top: 4px; font-size: 11px; color: #007aff; font-family: ui-monospace, monospace; }
        .cell .stagger.waiting { color: #c7c7cc; }
        .card { position: absolute; box-sizing: border-box; overflow: hidden; color: #fff; padding: 16px;
                background: linear-gradient(160deg, #2c4a7e, #0b1730); border-radius: 6px; }
        .card .name { font-size: 24px; font-weight: 700; }
        .card .detail { font-size: 15px; margin-top: 8px; opacity: 0; }
        .card .close { position: absolute; right: 16px; top: 14px; font-size: 20px; opacity: 0; }
        .nav-bar { position: absolute; background: #f9f9f9; border-bottom: 1px solid #d1d1d6; box-sizing: border-box; }
        .nav-bar .line { position: absolute; left: 16px; bottom: 8px; font-size: 34px; font-weight: 700; color: #000; }
        .bar-button { position: absolute; color: #007aff; font-size: 17px; display: flex; align-items: center; justify-content: center; }
        .tile { position: absolute; box-sizing: border-box; border-radius: 8px; display: flex; align-items: center;
                justify-content: center; color: #fff; font-size: 15px; }
        .tool-bar, .tab-bar { position: absolute; box-sizing: border-box; border-top: 1px solid #d1d1d6; display: flex;
                              align-items: flex-start; padding-top: 14px; font-size: 12px; }
        .tool-bar { background: #f9f9f9; color: #007aff; padding-left: 16px; font-size: 17px; padding-top: 12px; }
        .tab-bar { background: #f7f7f7; color: #8e8e93; justify-content: space-around; }
        #analysis { display: flex; gap: 24px; justify-content: center; padding: 8px 16px 16px; flex-wrap: wrap; }
        #chart { width: 420px; height: 240px; background: #2c2c2e; border-radius: 8px; }
        #chart .axis { stroke: #636366; stroke-width: 1; }
        #chart .target { stroke: #636366; stroke-dasharray: 4 4; }
        #chart .series { fill: none; stroke-width: 2; }
        #chart .playhead { stroke: #ffd60a; stroke-width: 1; }
        #chart text { fill: #8e8e93; font-size: 10px; }
        .c0 { stroke: #0a84ff; color: #0a84ff; } .c1 { stroke: #ff9f0a; color: #ff9f0a; }
        .c2 { stroke: #30d158; color: #30d158; } .c3 { stroke: #bf5af2; color: #bf5af2; }
        #metrics { border-collapse: collapse; font-family: ui-monospace, monospace; font-size: 12px; }
        #metrics th, #metrics td { padding: 2px 10px; text-align: right; }
        #metrics th:first-child, #metrics td:first-child { text-align: left; }
        #legend { font-family: ui-monospace, monospace; font-size: 12px; padding-left: 20px; }

        """
}

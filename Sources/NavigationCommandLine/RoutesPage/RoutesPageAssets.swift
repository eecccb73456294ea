/// The page's style sheet and script, inline so that the page is one file that fetches
/// nothing.
enum RoutesPageAssets {
  /// Light and dark colours from the reader's preference; codes stay dark on light, as
  /// scanners expect.
  static let style = """
    :root { color-scheme: light dark; --fg: #1d1d1f; --bg: #ffffff; --muted: #5f6368;
      --line: #d2d2d7; --panel: #f5f5f7; --link: #0a58ca; }
    @media (prefers-color-scheme: dark) {
      :root { --fg: #f2f2f7; --bg: #121214; --muted: #a1a1aa; --line: #3a3a3f;
        --panel: #1c1c1f; --link: #8ab4ff; }
    }
    * { box-sizing: border-box; }
    body { margin: 0 auto; max-width: 72rem; padding: 1.5rem; color: var(--fg);
      background: var(--bg); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
    a { color: var(--link); }
    code, pre { font-family: ui-monospace, "SF Mono", Menlo, Consolas, monospace;
      font-size: 0.875rem; overflow-wrap: anywhere; }
    pre { margin: 0.25rem 0 0.5rem; padding: 0.5rem; white-space: pre-wrap;
      background: var(--panel); border: 1px solid var(--line); border-radius: 6px; }
    .lead, .summary, .note { color: var(--muted); }
    .filter { margin: 1rem 0; }
    .filter input { font: inherit; padding: 0.4rem 0.6rem; width: min(100%, 28rem);
      color: var(--fg); background: var(--bg); border: 1px solid var(--line); border-radius: 6px; }
    .route { border-top: 1px solid var(--line); padding: 1rem 0; }
    .route h3 { margin: 0; font-size: 1.15rem; }
    .route h3 code { font-size: inherit; }
    .route h4 { margin: 0.75rem 0 0.25rem; font-size: 1rem; }
    table { border-collapse: collapse; }
    th, td { text-align: left; padding: 0.2rem 0.75rem 0.2rem 0; vertical-align: top; }
    .examples { list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem;
      grid-template-columns: repeat(auto-fill, minmax(30rem, 1fr)); }
    .example { display: flex; gap: 1rem; align-items: flex-start; padding: 0.75rem;
      background: var(--panel); border: 1px solid var(--line); border-radius: 8px; }
    .example .qr { flex: none; max-width: 100%; height: auto; }
    .example > div { min-width: 0; flex: 1; }
    .example dl { margin: 0; }
    .example dt { font-weight: 600; font-size: 0.875rem; }
    .example dd { margin: 0; overflow-wrap: anywhere; }
    """

  /// The filter box: shown only when scripts run, it hides the routes whose text does not
  /// hold every word typed, and says how many are shown.
  static let script = """
    (function () {
      var box = document.getElementById("filter-box");
      var input = document.getElementById("filter");
      var count = document.getElementById("filter-count");
      var routes = Array.prototype.slice.call(document.querySelectorAll("article.route"));
      function update() {
        var words = input.value.toLowerCase().split(/\\s+/).filter(Boolean);
        var shown = 0;
        routes.forEach(function (route) {
          var text = route.getAttribute("data-search");
          var match = words.every(function (word) { return text.indexOf(word) !== -1; });
          route.hidden = !match;
          if (match) { shown += 1; }
        });
        count.textContent = shown + " of " + routes.length + " routes shown";
      }
      input.addEventListener("input", update);
      box.hidden = false;
      update();
    })();
    """
}

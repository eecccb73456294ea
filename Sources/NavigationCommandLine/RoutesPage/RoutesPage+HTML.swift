// The page as one self-contained HTML document: its style and script inline, nothing
// fetched, the same bytes for the same routes.
extension RoutesPage {
  /// The whole page.
  var html: String {
    let title = HTMLText.escaping(toolName) + ": every link"
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; \
      script-src 'unsafe-inline'">
      <meta name="color-scheme" content="light dark">
      <title>\(title)</title>
      <style>
      \(RoutesPageAssets.style)
      </style>
      </head>
      <body>
      <header>
      <h1>\(title)</h1>
      <p class="lead">Every route of the app's links, each with an example link in every origin the \
      app accepts: open it here, scan its code with a phone, or paste a command that opens it on an \
      iOS simulator or an Android emulator.</p>
      </header>
      <main>

      """
    html += originsSection + routesSection + ignoredSection
    html += """
      </main>
      <script>
      \(RoutesPageAssets.script)
      </script>
      </body>
      </html>

      """
    return html
  }

  private var originsSection: String {
    let schemes = schemes.map { "<li><code>\(HTMLText.escaping($0))://</code></li>" }
    let hosts = hosts.map { "<li><code>https://\(HTMLText.escaping($0))/</code></li>" }
    return """
      <section aria-labelledby="origins">
      <h2 id="origins">Origins</h2>
      <h3>Custom schemes</h3>
      \(Self.list(schemes))
      <h3>Web hosts</h3>
      \(Self.list(hosts))
      </section>

      """
  }

  private var routesSection: String {
    var html = """
      <section aria-labelledby="routes">
      <h2 id="routes">Routes</h2>
      <div class="filter" id="filter-box" hidden>
      <label for="filter">Filter routes</label>
      <input type="search" id="filter" autocomplete="off" spellcheck="false" \
      placeholder="a word of a pattern, summary or link">
      <p id="filter-count" role="status"></p>
      </div>
      <p class="note">\(routes.count) \(routes.count == 1 ? "route" : "routes"). Android: <code>adb shell</code> \
      hands its command to the device's shell, so the link is quoted twice there.</p>

      """
    for (index, route) in routes.enumerated() { html += Self.article(route, number: index + 1) }
    return html + "</section>\n"
  }

  private var ignoredSection: String {
    let items =
      ignoredPrefixes.map { "<li><code>\(HTMLText.escaping($0))*</code></li>" }
      + ignoredNames.map { "<li><code>\(HTMLText.escaping($0))</code></li>" }
    return """
      <section aria-labelledby="ignored">
      <h2 id="ignored">Ignored parameters</h2>
      <p>Read past by every route, never printed (a <code>*</code> ends a prefix):</p>
      \(Self.list(items))
      </section>

      """
  }

  /// A list of items, or a line that says there are none.
  static func list(_ items: [String]) -> String {
    items.isEmpty ? "<p>None.</p>" : "<ul>\n" + items.joined(separator: "\n") + "\n</ul>"
  }
}

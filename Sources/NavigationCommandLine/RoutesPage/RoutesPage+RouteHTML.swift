// One route on the page: its pattern, what it opens, its fields and legacy spellings, and
// its example link in every origin with a QR code and the commands that open it.
extension RoutesPage {
  /// The route's `<article>`; `number` makes its ids unique on the page.
  static func article(_ route: Route, number: Int) -> String {
    let id = "route-\(number)"
    let search = ([route.pattern, route.summary] + route.aliases + route.examples.map(\.link))
      .joined(separator: " ").lowercased()
    var html = """
      <article class="route" id="\(id)" aria-labelledby="\(id)-pattern" data-search="\(HTMLText.escaping(search))">
      <h3 id="\(id)-pattern"><code>\(HTMLText.escaping(route.pattern))</code></h3>
      <p class="summary">Opens \(HTMLText.escaping(route.summary)).</p>

      """
    html += fields(route)
    if !route.aliases.isEmpty {
      let items = route.aliases.map { "<li><code>\(HTMLText.escaping($0))</code></li>" }
      html += "<h4>Legacy spellings</h4>\n" + list(items) + "\n"
    }
    if route.examples.isEmpty {
      html += "<p class=\"note\">No example link: its example values do not print.</p>\n"
    } else {
      html += "<h4>Example links</h4>\n<ul class=\"examples\">\n"
      html += route.examples.map(example).joined()
      html += "</ul>\n"
    }
    return html + "</article>\n"
  }

  /// The captures and query parameters as a table, with each keyword's words.
  private static func fields(_ route: Route) -> String {
    let rows =
      route.captures.map { ("path", $0) } + route.query.map { ("query", $0) }
    guard !rows.isEmpty else { return "" }
    var html = """
      <h4>Fields</h4>
      <table>
      <thead><tr><th scope="col">Field</th><th scope="col">In</th><th scope="col">Kind</th>\
      <th scope="col">Values</th></tr></thead>
      <tbody>

      """
    for (place, field) in rows {
      let name = field.name.isEmpty ? "(unnamed)" : "<code>\(HTMLText.escaping(field.name))</code>"
      let words = field.words.map { "<code>\(HTMLText.escaping($0))</code>" }.joined(separator: ", ")
      html += "<tr><td>\(name)</td><td>\(place)</td><td>\(HTMLText.escaping(field.kind))</td><td>\(words)</td></tr>\n"
    }
    return html + "</tbody>\n</table>\n"
  }

  /// One example: its QR code (or why there is none), the link, and the commands.
  private static func example(_ example: Example) -> String {
    let link = HTMLText.escaping(example.link)
    let code: String
    do {
      code = try QRCode(text: example.link).svg(label: example.link)
    } catch {
      switch error {
      case .tooLong(let count, let capacity):
        code = "<p class=\"note\">Too long for a QR code: \(count) bytes, more than the \(capacity) a code holds.</p>"
      }
    }
    let simulator = HTMLText.escaping(DeviceCommand.simulator(link: example.link).shellText)
    let emulator = HTMLText.escaping(DeviceCommand.emulator(link: example.link).shellText)
    return """
      <li class="example">
      \(code)
      <div>
      <dl>
      <dt>\(HTMLText.escaping(example.origin))</dt>
      <dd><a href="\(link)">\(link)</a></dd>
      <dt>iOS simulator</dt>
      <dd><pre><code>\(simulator)</code></pre></dd>
      <dt>Android emulator</dt>
      <dd><pre><code>\(emulator)</code></pre></dd>
      </dl>
      </div>
      </li>

      """
  }
}

import NavigationCodec

// `explain` for people: one labelled section a line or an indented block, every echoed value
// with its control characters escaped.
extension LinkExplanation {
  /// The explanation as text.
  var text: String {
    var lines = ["link:     " + SingleLineText.escaping(link)]
    lines.append("origin:   " + (reading.origin.map(Self.describe) ?? "none accepted"))
    lines += routeLines
    lines += valueLines
    lines += ignoredLines
    if let screens {
      lines.append(screens.isEmpty ? "screens:  none" : "screens:")
      lines += ScreenTree.lines(screens, indent: 2)
    }
    for part in dropped {
      lines.append(
        "dropped:  \(part.refusal.code) at \(escaped(part.pointer.rawValue)): \(escaped(part.refusal.message))")
    }
    if let refusal {
      lines.append("result:   refused (exit status \(status.rawValue))")
      lines.append("  code:     \(refusal.code)")
      lines.append("  location: \(escaped(refusal.location.description))")
      lines.append("  message:  \(escaped(refusal.message))")
    } else {
      lines.append("result:   opened")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private var routeLines: [String] {
    guard let route = reading.route else { return ["closest:  none"] }
    let label = isRefusedByGrammar ? "closest:  " : "route:    "
    let summary = route.summary.isEmpty ? "" : " (\(escaped(route.summary)))"
    var lines = [label + route.pattern + summary]
    if route.spelling != route.pattern { lines.append("  spelled: \(escaped(route.spelling))") }
    return lines
  }

  /// The values in columns: name, type, value, then where the link gave it.
  private var valueLines: [String] {
    guard !reading.values.isEmpty else { return ["values:   none"] }
    let columns = reading.values.map { value in
      [value.name.isEmpty ? "_" : escaped(value.name), value.kind.name, escaped(Self.shown(value))]
    }
    let widths = (0..<3).map { column in columns.map { $0[column].count }.max() ?? 0 }
    return ["values:"]
      + zip(reading.values, columns).map { value, cells in
        var line = "  " + zip(cells, widths).map { pad($0, $1) }.joined(separator: "  ")
        line += "  at " + escaped(value.location)
        if value.kind != .text, value.text != value.canonicalText { line += " (given \"\(escaped(value.text))\")" }
        return line
      }
  }

  private var ignoredLines: [String] {
    var lines: [String] = []
    if reading.ignoredParameters.isEmpty {
      lines.append("ignored:  none")
    } else {
      lines.append("ignored:")
      for parameter in reading.ignoredParameters {
        lines.append("  \(escaped(parameter.name)) = \"\(escaped(parameter.value))\"")
      }
    }
    lines.append("fragment: " + (reading.fragment.map { "\"\(escaped($0))\"" } ?? "none"))
    return lines
  }

  private func escaped(_ text: String) -> String { SingleLineText.escaping(text) }

  private func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(width - text.count, 0))
  }
}

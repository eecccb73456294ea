/// A unified line diff between two texts, for golden mismatches.
public enum LineDiff {
  /// The unified diff of `expected` and `actual`, or an empty string when they are equal.
  public static func unified(expected: String, actual: String, path: String, context: Int = 3) -> String {
    let old = lines(expected)
    let new = lines(actual)
    guard old != new else { return "" }
    let edits = script(old, new)
    var output = "--- \(path) (expected)\n+++ \(path) (actual)\n"
    // Group edits into hunks separated by more than 2 * context unchanged lines.
    var index = 0
    while index < edits.count {
      guard let firstChange = edits[index...].firstIndex(where: { $0.kind != " " }) else { break }
      var end = firstChange
      var lastChange = firstChange
      while end < edits.count {
        if edits[end].kind != " " { lastChange = end }
        if end - lastChange > 2 * context { break }
        end += 1
      }
      let start = max(firstChange - context, index)
      let stop = min(lastChange + context + 1, edits.count)
      let hunk = edits[start..<stop]
      let oldStart = (hunk.first?.oldLine ?? 0) + 1
      let newStart = (hunk.first?.newLine ?? 0) + 1
      let oldCount = hunk.filter { $0.kind != "+" }.count
      let newCount = hunk.filter { $0.kind != "-" }.count
      output += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
      for edit in hunk { output += "\(edit.kind)\(edit.text)\n" }
      index = stop
    }
    return output
  }

  private struct Edit {
    var kind: Character
    var text: Substring
    var oldLine: Int
    var newLine: Int
  }

  /// Line endings are normalised so that a CRLF checkout does not fail every golden.
  private static func lines(_ text: String) -> [Substring] {
    text.replacing("\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// The shortest edit script by longest common subsequence; golden files are small, and
  /// very long inputs fall back to replacing everything.
  private static func script(_ old: [Substring], _ new: [Substring]) -> [Edit] {
    guard old.count * new.count <= 4_000_000 else {
      return old.enumerated().map { Edit(kind: "-", text: $1, oldLine: $0, newLine: 0) }
        + new.enumerated().map { Edit(kind: "+", text: $1, oldLine: old.count, newLine: $0) }
    }
    let width = new.count + 1
    var table = [Int](repeating: 0, count: (old.count + 1) * width)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        table[i * width + j] =
          old[i] == new[j]
          ? table[(i + 1) * width + j + 1] + 1 : max(table[(i + 1) * width + j], table[i * width + j + 1])
      }
    }
    var edits: [Edit] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        edits.append(Edit(kind: " ", text: old[i], oldLine: i, newLine: j))
        i += 1
        j += 1
      } else if i < old.count, j == new.count || table[(i + 1) * width + j] >= table[i * width + j + 1] {
        edits.append(Edit(kind: "-", text: old[i], oldLine: i, newLine: j))
        i += 1
      } else {
        edits.append(Edit(kind: "+", text: new[j], oldLine: i, newLine: j))
        j += 1
      }
    }
    return edits
  }
}

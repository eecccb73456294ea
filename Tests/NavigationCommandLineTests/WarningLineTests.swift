import NavigationCodec
import Testing

@testable import NavigationCommandLine

/// Warning lines name the migration that dropped a part.
@Suite struct WarningLineTests {
  @Test func aMigrationsDropNamesTheMigration() {
    var part = DroppedPart(
      refusal: NavigationError(.invalidValue, at: "/path/1", "gone"), pointer: "/path/1", part: .null)
    #expect(Diagnostics.warning(part) == "warning[invalid-value] at /path/1: gone (dropped /path/1)\n")
    part.migration = "drop-stats-screen"
    #expect(
      Diagnostics.warning(part, line: 3)
        == "warning[invalid-value] at /path/1: gone (dropped /path/1 by migration drop-stats-screen; input line 3)\n")
  }
}

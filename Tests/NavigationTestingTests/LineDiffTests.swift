import NavigationTesting
import Testing

@Suite struct LineDiffTests {
  @Test func equalTextsGiveNoDiff() {
    #expect(LineDiff.unified(expected: "a\nb\n", actual: "a\r\nb\r\n", path: "f") == "")
  }

  @Test func changedLineShowsAsAHunkWithContext() {
    let diff = LineDiff.unified(
      expected: "1\n2\n3\n4\n5\n6\n7\n8\n", actual: "1\n2\n3\n4\nfive\n6\n7\n8\n", path: "f.json")
    #expect(
      diff == """
        --- f.json (expected)
        +++ f.json (actual)
        @@ -2,7 +2,7 @@
         2
         3
         4
        -5
        +five
         6
         7
         8

        """)
  }
}

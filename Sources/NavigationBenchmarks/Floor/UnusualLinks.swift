import ExerciseNavigation
import Foundation

/// Links and link values the workload does not hold, on which the floor must still agree with
/// the grammar: other spellings of its routes (case, escapes, legacy forms, campaign
/// parameters, fragments) and what it refuses (origins, userinfo, ports, dot and empty
/// segments, bad escapes and UTF-8, values their kind refuses, repeated and unknown fields).
enum UnusualLinks {
  static let id = "6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f"

  /// Links to read.
  static let links: [String] = origins + paths + queries + fieldValues + dates

  private static let origins = [
    "doexercise://", "doexercise:///", "doexercise:///exercises", "DoExercise://EXERCISES", "doexercise://Exercises",
    "doexercise:///Exercises", "doexercise://%65xercises", "doexercise://%45XERCISES",
    "https://DoExercise.App/exercises",
    "https://doexercise.app:443/settings", "https://doexercise.app:8080/settings",
    "https://user@doexercise.app/settings",
    "https://doexercise.app", "https://doexercise.app/", "https://other.app/exercises", "https:///exercises",
    "doexercise://user@exercises", "doexercise://exercises:80", "doexercise://[::1]/exercises", "ftp://exercises",
    "doexercise:exercises", "doexercise//exercises", "1doexercise://exercises", "doexercise://ex%2Fercises",
    "doexercise://exercises\\x", "", "doexercise", "doexercise:/", "doexercise://ex ercises",
  ]

  private static let paths = [
    "doexercise://exercises/", "doexercise://exercises//", "doexercise://exercise/\(id)",
    "doexercise://exercises/\(id.uppercased())", "doexercise://exercises/%2E", "doexercise://exercises/.",
    "doexercise://history/running/..", "doexercise://exercises/new%2Fx", "doexercise://exercises/%5C",
    "doexercise://exercises/%6Eew", "doexercise://exercises/n%65w?title=x", "doexercise://exercises/ new",
    "doexercise://exercises/né", "doexercise://history/running/\(id)/edit/x", "doexercise://history/flying",
    "doexercise://history", "doexercise://history/", "doexercise://settings/x", "doexercise://settings/",
    "doexercise://history/running/\(id)/type", "doexercise://exercises/\(id)/Delete",
    "doexercise://exercises/\(id.dropLast())", "doexercise://exercises/\(id.replacingOccurrences(of: "-", with: "_"))",
    "doexercise://exercises/\(id)#frag", "doexercise://exercises/\(id)#a%20b+c", "doexercise://exercises/\(id)#%zz",
    "doexercise://exercises/\(id)#a#b", "doexercise://exercises/\(id)#%C3", "doexercise://exercises?#",
    "doexercise://exercises?",
  ]

  private static let queries = [
    "doexercise://exercises?utm_source=x", "doexercise://settings?gclid=1&utm_medium=y&utm_medium=z",
    "doexercise://settings?unknown=1", "doexercise://settings?title=a", "doexercise://exercises/\(id)?title=a",
    "doexercise://exercises/\(id)/edit?title=x&utm_source=a&li_fat_id=b", "doexercise://exercises/new?utm_=1",
    "doexercise://exercises/new?title=a&title=b", "doexercise://exercises/new?=x", "doexercise://exercises/new?title",
    "doexercise://exercises/new?title=a&", "doexercise://exercises/new?&title=a", "doexercise://exercises/new?a&&b",
    "doexercise://exercises/new?title=a&&type=running", "doexercise://exercises/new?ti%74le=x",
    "doexercise://exercises/new?title=a&#f", "doexercise://exercises/new?UTM_source=x",
  ]

  private static let fieldValues = [
    "title=a%2Fb", "title=a+b", "title=a%2Bb", "title=", "title=%FF", "title=%C3%A9", "title=%C3", "title=%zz",
    "title=%4", "title=a=b", "title=a;b,c:d@e/f?g", "title=a'b!c$d(e)f*g", "title=é", "title=%ED%A0%80",
    "title=%F0%9F%8F%8A", "title=%E0%80%80", "title=%F4%90%80%80", "type=Running", "type=cycling", "type=",
    "distance=1e3", "distance=1E-7", "distance=-0", "distance=01", "distance=1.", "distance=.5", "distance=+1",
    "distance=1e400", "distance=1e-400", "distance=0e-400", "distance=12345678901234567890",
    "distance=0.1234567890123456789", "distance=5.2&distance=5.2", "distance=NaN", "distance=1e%2B3",
  ].map { "doexercise://exercises/new?" + $0 }

  private static let dates = [
    "2025-02-29T00:00:00Z", "2024-02-29T23:59:59.9Z", "2025-05-01T06:00:00%2B02:00", "2025-05-01T06:00:00+02:00",
    "2025-05-01T06:00:00.1234Z", "0000-01-01T00:30:00%2B01:00", "9999-12-31T23:59:59.999Z", "2025-13-01T00:00:00Z",
    "2025-04-31T00:00:00Z", "2025-05-01T24:00:00Z", "2025-05-01T06:00:60Z", "2025-05-01T06:00:00-24:00",
    "2025-05-01T06:00:00-23:59", "2025-05-01T06:00:00.Z", "2025-05-01t06:00:00Z", "2025-05-01T06:00:00z",
    "1900-02-29T00:00:00Z", "2000-02-29T00:00:00Z", "0000-01-01T00:00:00Z", "2025-05-01T06:00:00",
  ].map { "doexercise://history/running/\(id)/edit?starts=" + $0 }

  /// Link values to print.
  static let values: [ExerciseLink] = {
    let uuid = UUID(uuidString: id) ?? UUID()
    let titles = ["a&b=c+d#e%f g", "Lac Léman 🏊", "", "a/b?c", "~-._!$'()*,;:@"]
    let distances = [
      1e21, 1e-7, 1e-6, 0.1, -5, 1.2345678901234568e20, .leastNonzeroMagnitude, .infinity, .nan, -0.0, 2e53, 0.5,
    ]
    let dates = [
      Date(milliseconds: 0), Date(milliseconds: -62_167_219_200_000), Date(milliseconds: 253_402_300_799_999),
      Date(milliseconds: 253_402_300_800_000), Date(milliseconds: -62_167_219_200_001), Date(milliseconds: -1),
      Date(milliseconds: 1_746_086_400_250),
    ]
    let drafts =
      titles.map { BenchmarkDraft(title: $0, type: .swimming) }
      + distances.map { BenchmarkDraft(distance: $0) }
      + dates.map { BenchmarkDraft(starts: $0, finished: $0) }
    return drafts.flatMap { draft in
      [ExerciseLink.exercises(draft.add), .history(.walking, draft.edit(uuid))]
    } + [.settings, .exercises(.detail(uuid)), .history(.cycling, .detail(uuid)), .exercises(.delete(uuid))]
  }()
}

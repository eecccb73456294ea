import ExerciseNavigation
import Foundation
import NavigationCodec
import TestSupport
import Testing

/// The exercise app's entry points open links from campaigns and web pages, and give the app
/// what the links carried beside their route.
@MainActor
@Suite struct CampaignLinkTests {
  static let now = Date(milliseconds: 1_746_086_400_000)
  static let run = ExerciseCatalog.sample.exercises[0]
  static let detail = "doexercise://exercises/\(run.id.uuidString.lowercased())"

  static func codec() -> ExerciseCodec {
    ExerciseCodec(catalog: .sample, ids: .sequential(), clock: .fixed(now))
  }

  func makeModel() -> ContentModel {
    ContentModel(
      exercisesModel: ExercisesModel(
        exercises: ExerciseCatalog.sample.exercises, ids: .sequential(), clock: .fixed(Self.now)))
  }

  @Test func theCodecOpensACampaignLinkAsTheLinkWithoutItsExtras() throws {
    let codec = Self.codec()
    let link = "https://doexercise.app:443/exercises?utm_source=newsletter&utm_medium=email&fbclid=Iw%20AR#top"
    let plain = try codec.open(link: "doexercise://exercises").value
    #expect(try codec.open(link: link).value == plain)
    let reading = try codec.read(link: link)
    #expect(reading.target.value == plain)
    #expect(
      reading.extras
        == LinkExtras(
          ignoredParameters: [
            .init(name: "utm_source", value: "newsletter"), .init(name: "utm_medium", value: "email"),
            .init(name: "fbclid", value: "Iw AR"),
          ], fragment: "top"))
    #expect(try codec.link(for: reading.target.value) == "doexercise://exercises")
  }

  @Test func aDraftLinkKeepsItsFieldsAndDropsOnlyTheAttribution() throws {
    let codec = Self.codec()
    let reading = try codec.read(link: "doexercise://exercises/new?title=Ride&utm_campaign=spring&type=running#form")
    let printed = try codec.link(for: reading.target.value)
    #expect(printed == "doexercise://exercises/new?title=Ride&type=running")
    #expect(reading.extras.ignoredParameters == [.init(name: "utm_campaign", value: "spring")])
    #expect(reading.extras.fragment == "form")
    let unknown = refusal { () throws(NavigationError) in
      try codec.read(link: "doexercise://exercises/new?title=Ride&utm_campaign=spring&ref=mail")
    }
    #expect(Refused(unknown) == Refused("unknown-parameter", "query/ref"))
  }

  @Test func theContentModelOpensCampaignLinksAndKeepsTheirExtras() throws {
    let model = makeModel()
    #expect(model.lastLinkExtras == nil)
    guard case .opened = try model.open(Self.detail + "?gclid=abc#notes") else {
      Issue.record("not opened")
      return
    }
    #expect(model.navigationState.exercises.path == [.detail(Self.run.id)])
    #expect(
      model.lastLinkExtras == LinkExtras(ignoredParameters: [.init(name: "gclid", value: "abc")], fragment: "notes"))
    #expect(try model.link() == Self.detail)

    let error = refusal { () throws(NavigationError) in try model.open(Self.detail + "?gclid=abc&bogus=1") }
    #expect(Refused(error) == Refused("unknown-parameter", "query/bogus"))
    #expect(model.lastLinkExtras == nil)
  }

  @Test func aCampaignLinkHeldOverAnUnsavedDraftKeepsItsExtras() throws {
    let model = makeModel()
    model.exercisesModel.editButtonTapped(Self.run)
    let form = try #require(model.exercisesModel.destination?.form)
    form.exercise.title = "Unsaved"
    guard case .held = try model.open("doexercise://settings?utm_source=push") else {
      Issue.record("not held")
      return
    }
    #expect(model.lastLinkExtras?.ignoredParameters == [.init(name: "utm_source", value: "push")])
    form.confirmDiscardButtonTapped()
    #expect(model.navigationState == NavigationState(tab: .settings))
  }
}

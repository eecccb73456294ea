import Foundation
import NavigationCodec
import Testing

@Suite struct DeterminismTests {
  @Test func sequentialIDsCountUpAndEachGeneratorStartsAfresh() {
    let ids = IDGenerator.sequential()
    #expect(ids() == UUID(uuidString: "00000000-0000-0000-0000-000000000001"))
    #expect(ids() == UUID(uuidString: "00000000-0000-0000-0000-000000000002"))
    #expect(IDGenerator.sequential()() == UUID(sequential: 1))
    #expect(IDGenerator.constant(UUID(sequential: 9))() == UUID(sequential: 9))
  }

  @Test func clocksAreRoundedToTheMillisecondSnapshotsKeep() {
    let clock = DateSource.fixed(Date(timeIntervalSince1970: 1.234_567))
    #expect(clock.now() == Date(milliseconds: 1235))
    #expect(Timestamp.format(clock.now()) == "1970-01-01T00:00:01.235Z")
  }
}

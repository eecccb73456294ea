import TestSupport
import Testing

@testable import NavigationCodec

@Suite struct SnapshotNodeTests {
  let document = Array(
    #"{"list": [{"id": 1}, {"id": 2, "tags": ["a", {"deep": true}]}], "na\u006de": "x", "z": null}"#.utf8)

  @Test func valueIsTheSameTreeTheReaderBuilds() throws {
    let node = try SnapshotNode(parsing: document)
    #expect(node.value == (try JSONReader().read(document)))
    let rebuilt = SnapshotNode(node.value)
    #expect(rebuilt.value == node.value)
  }

  @Test func errorsPointAtTheNodeDeepInTheDocument() throws {
    var root = try SnapshotNode(parsing: document).object()
    let second = try root.required("list").array()[1]
    var object = try second.object()
    let deep = try object.required("tags").array()[1]
    let error = refusal { () throws(NavigationError) in try deep.string() }
    #expect(Refused(error) == Refused("invalid-value", "/list/1/tags/1"))
    #expect(error?.message == "expected a string but found an object")
    var deepObject = try deep.object()
    let flag = try deepObject.required("deep")
    #expect(flag.pointer == "/list/1/tags/1/deep")
    #expect(
      Refused(refusal { () throws(NavigationError) in try flag.number() })
        == Refused("invalid-value", "/list/1/tags/1/deep"))
  }

  @Test func aNodeMadeFromAValueKeepsItsPointer() throws {
    let value = JSONValue.object([JSONMember("a/b", .array([.null, .string("x")]))])
    var object = try SnapshotNode(value, at: "/outer").object()
    let element = try object.required("a/b").array()[1]
    let error = refusal { () throws(NavigationError) in try element.number() }
    #expect(Refused(error) == Refused("invalid-value", "/outer/a~1b/1"))
    #expect(error?.message == #"expected a number but found "x""#)
  }

  @Test func fieldsReadInAnyOrderAndEscapedKeysMatch() throws {
    var object = try SnapshotNode(parsing: document).object(fields: ["list", "name", "z"])
    #expect(object.optional("z") == nil)
    #expect(try object.required("name").string() == "x")
    #expect(try object.required("list").array().count == 2)
    #expect(try object.required("name").string() == "x")
    let missing = refusal { () throws(NavigationError) in try object.required("other") }
    #expect(Refused(missing) == Refused("missing-field", "/other"))
    try object.finish()
  }

  @Test func unreadFieldIsReportedAfterOthersWereRead() throws {
    var object = try SnapshotNode(parsing: document).object(fields: ["list", "name"])
    _ = object.optional("name")
    _ = object.optional("list")
    let error = refusal { () throws(NavigationError) in try object.finish() }
    #expect(Refused(error) == Refused("unexpected-field", "/z"))
  }

  @Test(arguments: [3, 8, 9, 40]) func repeatedKeyIsRefusedWhateverTheObjectsSize(_ size: Int) throws {
    var members = (0..<size).map { #""k\#($0)": \#($0)"# }
    members.append(#""k\u0031": 0"#)  // `k1` again, spelled with an escape
    let node = try SnapshotNode(parsing: Array(("{" + members.joined(separator: ", ") + "}").utf8))
    let error = refusal { () throws(NavigationError) in try node.object() }
    #expect(Refused(error) == Refused("unexpected-field", "/k1"))
    #expect(error?.message == #"the field "k1" appears twice"#)
  }

  @Test func malformedDocumentGivesLineAndColumn() {
    let error = refusal { () throws(NavigationError) in try SnapshotNode(parsing: Array("{\n  \"a\": [1,]\n}".utf8)) }
    #expect(Refused(error) == Refused("malformed-json", "line 2, column 11"))
  }

  @Test func enumCaseMatchesAnEscapedName() throws {
    let node = try SnapshotNode(parsing: Array(#"{"\u0065dit": {"x": 1}}"#.utf8))
    let (name, payload) = try node.enumCase(["add", "edit"])
    #expect(name == "edit")
    #expect(payload.pointer == "/edit")
    let unknown = refusal { () throws(NavigationError) in try node.enumCase(["add"]) }
    #expect(Refused(unknown) == Refused("unexpected-field", "/edit"))
  }
}

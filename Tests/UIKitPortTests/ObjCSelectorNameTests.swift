import Testing
@testable import UIKitPort

/// Selectors are named as Swift names `@objc` methods.
@Suite struct ObjCSelectorNameTests {
    @Test func methodNames() {
        #expect(ObjCSelectorName.method("m", labels: nil) == "m")
        #expect(ObjCSelectorName.method("m", labels: []) == "m")
        #expect(ObjCSelectorName.method("m", labels: ["_"]) == "m:")
        #expect(ObjCSelectorName.method("m", labels: ["_", "with"]) == "m:with:")
        #expect(ObjCSelectorName.method("m", labels: ["sender"]) == "mWithSender:")
        #expect(ObjCSelectorName.method("m", labels: ["_", "forEvent"]) == "m:forEvent:")
        #expect(ObjCSelectorName.method("m", labels: ["_", "_"]) == "m::")
    }

    @Test func prepositionsTakeNoWith() {
        #expect(ObjCSelectorName.method("move", labels: ["to"]) == "moveTo:")
        #expect(ObjCSelectorName.method("tapped", labels: ["forEvent"]) == "tappedForEvent:")
        #expect(ObjCSelectorName.method("scrollTo", labels: ["row"]) == "scrollToRow:")
    }

    @Test func accessors() {
        #expect(ObjCSelectorName.getter("isOn") == "isOn")
        #expect(ObjCSelectorName.setter("value") == "setValue:")
    }
}

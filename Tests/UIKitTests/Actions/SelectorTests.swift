// Selector: a name, compared by name; the standard edit actions predeclared.
import Testing
import UIKit

extension Actions {
    @MainActor
    @Suite("Selector")
    struct SelectorTests {
        @Test("A selector is its name: equal names are equal selectors, and description is the name")
        func equalityByName() {
            let a = Selector("copy:")
            let b: Selector = "copy:"
            #expect(a == b)
            #expect(a != Selector("copy"))
            #expect(a.description == "copy:")
            #expect("\(Selector("tapped:forEvent:"))" == "tapped:forEvent:")
        }

        @Test("Selectors hash by name: they key dictionaries and sets")
        func hashing() {
            let table: [Selector: Int] = ["cut:": 1, "copy:": 2]
            #expect(table[Selector("copy:")] == 2)
            #expect(Set<Selector>(["a:", "a:", "b:"]).count == 2)
        }

        @Test("NSSelectorFromString and NSStringFromSelector convert both ways")
        func stringConversions() {
            #expect(NSSelectorFromString("paste:") == .paste)
            #expect(NSStringFromSelector(.selectAll) == "selectAll:")
            #expect(NSStringFromSelector(NSSelectorFromString("")) == "")
        }

        @Test("The standard edit actions carry UIKit's selector names")
        func standardEditActionNames() {
            let names = [
                Selector.cut, .copy, .paste, .select, .selectAll, .delete, .toggleBoldface, .toggleItalics,
                .toggleUnderline, .makeTextWritingDirectionLeftToRight, .makeTextWritingDirectionRightToLeft,
                .increaseSize, .decreaseSize,
            ].map(\.description)
            #expect(
                names == [
                    "cut:", "copy:", "paste:", "select:", "selectAll:", "delete:", "toggleBoldface:",
                    "toggleItalics:", "toggleUnderline:", "makeTextWritingDirectionLeftToRight:",
                    "makeTextWritingDirectionRightToLeft:", "increaseSize:", "decreaseSize:",
                ])
        }

        @Test("A standard edit action is written with a leading dot where a Selector is expected")
        func implicitMemberSpelling() {
            func isCopy(_ action: Selector) -> Bool { action == .copy }
            #expect(isCopy("copy:"))
            #expect(!isCopy(.cut))
        }
    }
}

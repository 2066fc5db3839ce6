// Clear-box tests of the keyboard's parts: Return captions, the Shift state machine, the layouts.
import Testing
@testable import UIKit

@MainActor
@Suite("Keyboard internals")
struct KeyboardInternalsTests {
    @Test(
        "The Return key is titled from returnKeyType, as iOS 7's English keyboard",
        arguments: [
            (UIReturnKeyType.default, "return"), (.go, "Go"), (.google, "Google"), (.join, "Join"), (.next, "Next"),
            (.route, "Route"), (.search, "Search"), (.send, "Send"), (.yahoo, "Yahoo"), (.done, "Done"),
            (.emergencyCall, "Emergency Call"), (.continue, "Continue"),
        ])
    func returnTitles(type: UIReturnKeyType, title: String) {
        #expect(type.keyboardTitle == title)
    }

    @Test(
        "Sentences capitalize at the start, after a newline, and after . ! ? and a space; not after \"Hi.\" or \"Hi \"",
        arguments: [
            ("", true), ("   ", true), ("Hi. ", true), ("Hi!  ", true), ("Why? ", true), ("a\n", true),
            ("Hi.", false), ("Hi ", false), ("Hi", false), ("e.g", false),
        ])
    func sentences(context: String, capitalizes: Bool) {
        #expect(KeyboardShiftState.capitalizes(.sentences, after: Substring(context)) == capitalizes)
    }

    @Test("Words capitalize at the start and after whitespace; none never; allCharacters always")
    func otherTypes() {
        #expect(KeyboardShiftState.capitalizes(.words, after: "") && KeyboardShiftState.capitalizes(.words, after: "a\t"))
        #expect(!KeyboardShiftState.capitalizes(.words, after: "ab"))
        #expect(!KeyboardShiftState.capitalizes(.none, after: ""))
        #expect(KeyboardShiftState.capitalizes(.allCharacters, after: "abc"))
    }

    @Test("Shift: a tap turns it on for one letter; two quick taps lock it; a slow second tap turns it off")
    func shiftMachine() {
        var shift = KeyboardShiftState()
        shift.tap(at: 0)
        #expect(shift.mode == .on)
        shift.didType()
        #expect(shift.mode == .off)
        shift.tap(at: 1)
        shift.tap(at: 1.2)
        #expect(shift.mode == .locked)
        shift.didType()
        shift.autocapitalize(.none, context: "x")
        #expect(shift.mode == .locked)
        shift.tap(at: 3)
        #expect(shift.mode == .off)
        shift.tap(at: 4)
        shift.tap(at: 5)
        #expect(shift.mode == .off)
    }

    @Test("A Shift the user turned on survives autocapitalization that wants none; an automatic one does not")
    func manualShift() {
        var shift = KeyboardShiftState()
        shift.autocapitalize(.sentences, context: "")
        #expect(shift.mode == .on)
        shift.autocapitalize(.sentences, context: "a")
        #expect(shift.mode == .off)
        shift.tap(at: 0)
        shift.autocapitalize(.sentences, context: "a")
        #expect(shift.mode == .on)
    }

    @Test(
        "Every layout's keys lie inside the keyboard and do not overlap",
        arguments: [UIKeyboardType.default, .URL, .emailAddress, .twitter, .webSearch, .numberPad, .phonePad, .decimalPad])
    func layoutsFit(type: UIKeyboardType) {
        for idiom in [UIUserInterfaceIdiom.phone, .pad] {
            for landscape in [false, true] {
                let size = CGSize(
                    width: idiom == .pad ? (landscape ? 1024 : 768) : (landscape ? 480 : 320),
                    height: KeyboardLayout.height(idiom: idiom, landscape: landscape))
                for plane in [KeyboardPlane.initial(for: type, idiom: idiom), .numbers, .symbols] {
                    let keys = KeyboardLayout.keys(
                        plane: plane, type: type, idiom: idiom, size: size, returnTitle: "return", returnIsFunction: true)
                    #expect(!keys.isEmpty)
                    let bounds = CGRect(origin: .zero, size: size)
                    for (i, key) in keys.enumerated() {
                        #expect(bounds.contains(key.frame), "\(type) \(idiom) \(plane) \(key.name) \(key.frame)")
                        #expect(key.frame.width > 10 && key.frame.height > 10)
                        for other in keys[(i + 1)...] {
                            #expect(!key.frame.intersects(other.frame), "\(key.name) overlaps \(other.name)")
                        }
                    }
                }
            }
        }
    }
}

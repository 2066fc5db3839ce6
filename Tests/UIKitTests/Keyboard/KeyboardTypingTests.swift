// Tapping the on-screen keyboard's keys types into the first responder, as iOS's keyboard does:
// insertText / deleteBackward, Shift and autocapitalization, the 123/ABC planes, Return.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Keyboard typing")
struct KeyboardTypingTests {
    func scene(
        _ configure: (KeyInputView) -> Void = { _ in }, idiom: UIUserInterfaceIdiom = .phone,
        size: CGSize = CGSize(width: 320, height: 480)
    ) -> (UIKitTestHarness, KeyInputView) {
        let h = UIKitTestHarness(windowSize: size, idiom: idiom)
        let field = KeyInputView(frame: CGRect(x: 10, y: 40, width: 200, height: 30))
        configure(field)
        h.window.addSubview(field)
        field.becomeFirstResponder()
        h.advance(by: 0.3)
        return (h, field)
    }

    @Test("Tapping letters, space and Return types them; the first letter is a capital (autocapitalization .sentences by default)")
    func typesLetters() {
        let (h, field) = scene()
        h.tapKeyboardKeys("hi there\n")
        #expect(field.text == "Hi there\n")
    }

    @Test("Delete deletes backward when touched, and repeats on UIKit's clock while held")
    func deleteRepeats() {
        let (h, field) = scene { $0.text = "abcdefghij" }
        h.tapKeyboardKey("delete")
        #expect(field.text == "abcdefghi")
        let frame = h.keyboardKeyFrame("delete")!
        h.touchDown(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(field.text == "abcdefgh")
        h.advance(by: 0.45)
        #expect(field.text == "abcdefgh")
        h.advance(by: 0.3)  // 0.5 s: first repeat, then 0.6 and 0.7
        #expect(field.text == "abcde")
        h.touchUp()
        h.advance(by: 1)
        #expect(field.text == "abcde")
    }

    @Test("Sentences: Shift turns on at the start and after a newline, and goes off after one letter")
    func sentences() {
        let (h, field) = scene()
        h.tapKeyboardKeys("hi\nyo")
        #expect(field.text == "Hi\nYo")
    }

    @Test("The 123 key shows digits and punctuation; a space goes back to the letters; Shift capitalizes after \". \"")
    func planes() {
        let (h, field) = scene()
        h.tapKeyboardKeys("ok")
        h.tapKeyboardKey("123")
        #expect(h.keyboardKeyNames.contains("1") && !h.keyboardKeyNames.contains("q"))
        h.tapKeyboardKey(".")
        h.tapKeyboardKey("space")
        #expect(h.keyboardKeyNames.contains("q"))
        h.tapKeyboardKeys("go")
        #expect(field.text == "Ok. Go")
        h.tapKeyboardKey("123")
        h.tapKeyboardKey("#+=")
        h.tapKeyboardKey("%")
        h.tapKeyboardKey("123")
        h.tapKeyboardKey("7")
        h.tapKeyboardKey("ABC")
        h.tapKeyboardKey("a")
        #expect(field.text == "Ok. Go%7a")
    }

    @Test(
        "Autocapitalization: none never, words after each space, allCharacters always",
        arguments: [(UITextAutocapitalizationType.none, "ab cd"), (.words, "Ab Cd"), (.allCharacters, "AB CD"), (.sentences, "Ab cd")])
    func autocapitalization(type: UITextAutocapitalizationType, expected: String) {
        let (h, field) = scene { $0.autocapitalizationType = type }
        h.tapKeyboardKeys("ab cd")
        #expect(field.text == expected)
    }

    @Test("A tap on Shift capitalizes one letter; two quick taps lock it until the next tap")
    func shiftAndCapsLock() {
        let (h, field) = scene { $0.autocapitalizationType = .none }
        h.tapKeyboardKey("shift")
        h.tapKeyboardKeys("ab")
        #expect(field.text == "Ab")
        h.tapKeyboardKey("shift")
        h.tapKeyboardKey("shift")
        h.tapKeyboardKeys("cd")
        h.tapKeyboardKey("shift")
        h.tapKeyboardKeys("e")
        #expect(field.text == "AbCDe")
    }

    @Test("With enablesReturnKeyAutomatically, Return does nothing while the text is empty, and types \"\\n\" once there is text")
    func returnEnabling() {
        let (h, field) = scene {
            $0.enablesReturnKeyAutomatically = true; $0.returnKeyType = .send
        }
        h.tapKeyboardKey("return")
        #expect(field.text == "")
        h.tapKeyboardKeys("a\n")
        #expect(field.text == "A\n")
    }

    @Test(
        "Keyboard types lay out their keys: the number pad's digits, the phone pad's +, the decimal pad's ., the URL keyboard's .com, the e-mail keyboard's @",
        arguments: [
            (UIKeyboardType.numberPad, ["1", "2", "3", "4", "5", "6", "7", "8", "9", "", "0", "delete"]),
            (.phonePad, ["1", "2", "3", "4", "5", "6", "7", "8", "9", "+", "0", "delete"]),
            (.decimalPad, ["1", "2", "3", "4", "5", "6", "7", "8", "9", ".", "0", "delete"]),
        ])
    func pads(type: UIKeyboardType, names: [String]) {
        let (h, field) = scene { $0.keyboardType = type }
        #expect(h.keyboardKeyNames == names)
        h.tapKeyboardKey("4")
        h.tapKeyboardKey("2")
        #expect(field.text == "42")
    }

    @Test(
        "The letter keyboards' bottom rows carry their type's extra keys",
        arguments: [
            (UIKeyboardType.default, ["123", "space", "return"]), (.URL, ["123", ".", "/", ".com", "return"]),
            (.emailAddress, ["123", "@", "space", ".", "return"]), (.twitter, ["123", "@", "#", "space", "return"]),
            (.webSearch, ["123", "space", ".", "return"]), (.numbersAndPunctuation, ["ABC", "space", "return"]),
        ])
    func bottomRows(type: UIKeyboardType, bottom: [String]) {
        let (h, _) = scene { $0.keyboardType = type }
        #expect(Array(h.keyboardKeyNames.suffix(bottom.count)) == bottom)
    }

    @Test("The URL keyboard's .com key types \".com\"")
    func dotCom() {
        let (h, field) = scene {
            $0.keyboardType = .URL; $0.autocapitalizationType = .none
        }
        h.tapKeyboardKeys("apple")
        h.tapKeyboardKey(".com")
        #expect(field.text == "apple.com")
    }

    @Test("The keys of one row line up and fit the keyboard; the letters are 26 points wide on a portrait iPhone")
    func keyGeometry() {
        let (h, _) = scene()
        let q = h.keyboardKeyFrame("q")!, p = h.keyboardKeyFrame("p")!, a = h.keyboardKeyFrame("a")!
        #expect(q.width == 26 && q.minY == p.minY && q.minX >= 0 && p.maxX <= 320)
        #expect(a.minY > q.maxY && a.width == q.width)
        #expect(h.keyboardKeyFrame("return")!.maxY <= 480)
    }

    @Test("The iPad's keyboard has a dismiss key, which makes the first responder resign")
    func iPadDismiss() {
        let (h, field) = scene(idiom: .pad, size: CGSize(width: 768, height: 1024))
        #expect(h.keyboardKeyNames.contains("dismiss"))
        h.tapKeyboardKeys("ok")
        h.tapKeyboardKey("dismiss")
        #expect(!field.isFirstResponder)
        #expect(field.text == "Ok")
        h.advance(by: 0.3)
        #expect(!h.isKeyboardVisible)
    }

    @Test("reloadInputViews() takes a changed keyboardType while editing")
    func reload() {
        let (h, field) = scene()
        field.keyboardType = .numberPad
        #expect(h.keyboardKeyNames.contains("q"))
        field.reloadInputViews()
        #expect(h.keyboardKeyNames.first == "1")
    }
}

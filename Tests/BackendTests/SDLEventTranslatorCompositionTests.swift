// SDL's input-method events: SDL_TEXTEDITING becomes .composition with its cursor in UTF-16 units;
// bytes that are not UTF-8 become U+FFFD, never a crash (issue 6, bad input).
import CSDL2
import Foundation
@testable import SDLBackend
import Testing
import UIKit

@Suite("SDLEventTranslator composition")
struct SDLEventTranslatorCompositionTests {
    private func editing(_ bytes: [UInt8], start: Int32, length: Int32) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_TEXTEDITING.rawValue
        withUnsafeMutableBytes(of: &event.edit.text) { buffer in
            for (index, byte) in bytes.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
        }
        event.edit.start = start
        event.edit.length = length
        return event
    }

    @Test("SDL_TEXTEDITING is a composition; its cursor, counted in characters, becomes a UTF-16 range")
    func composition() {
        var t = SDLEventTranslator(scale: 1, windowSize: CGSize(width: 100, height: 100))
        // "😀に" is 3 UTF-16 units; SDL's cursor after the emoji is 1 (one character).
        let event = editing(Array("😀に".utf8), start: 1, length: 1)
        #expect(t.translate(event, now: 2, ticks: 0) == [.composition("😀に", selectedRange: NSRange(location: 2, length: 1), timestamp: 2)])
    }

    @Test("An empty composition (the input method committed or cancelled) is an empty .composition")
    func emptyComposition() {
        var t = SDLEventTranslator(scale: 1, windowSize: CGSize(width: 100, height: 100))
        #expect(
            t.translate(editing([], start: 0, length: 0), now: 1, ticks: 0) == [
                .composition("", selectedRange: NSRange(location: 0, length: 0), timestamp: 1)
            ])
    }

    @Test("Invalid UTF-8 (a sequence cut short, a stray continuation byte) decodes with U+FFFD; a cursor outside the text is clamped")
    func invalidBytes() {
        var t = SDLEventTranslator(scale: 1, windowSize: CGSize(width: 100, height: 100))
        let cut = Array("ab".utf8) + [0xE3, 0x81, 0x41, 0x80, 0x42]
        let result = t.translate(editing(cut, start: 40, length: -3), now: 1, ticks: 0)
        guard case let .composition(text, range, _)? = result.first else {
            Issue.record("no composition: \(result)")
            return
        }
        #expect(text == "ab\u{FFFD}A\u{FFFD}B")
        #expect(range == NSRange(location: text.utf16.count, length: 0))

        var input = SDL_Event()
        input.type = SDL_TEXTINPUT.rawValue
        withUnsafeMutableBytes(of: &input.text.text) { buffer in
            for (index, byte) in [0xFF, 0x68, 0xC3].enumerated() { buffer[index] = UInt8(byte) }
        }
        #expect(t.translate(input, now: 1, ticks: 0) == [.text("\u{FFFD}h\u{FFFD}", timestamp: 1)])
    }

    @Test("The cursor conversion clamps: negative starts to 0, lengths past the end to the end")
    func clamping() {
        #expect(SDLEventTranslator.utf16Range(in: "abc", start: -1, length: 2) == NSRange(location: 0, length: 2))
        #expect(SDLEventTranslator.utf16Range(in: "abc", start: 2, length: 10) == NSRange(location: 2, length: 1))
        #expect(SDLEventTranslator.utf16Range(in: "", start: 0, length: 0) == NSRange(location: 0, length: 0))
    }
}

import CSDL2
@testable import SDLBackend
import Testing
import UIKit

@Suite("SDLKeyMap")
struct SDLKeyMapTests {
    private func code(_ keycode: SDL_KeyCode) -> Int32 { Int32(bitPattern: keycode.rawValue) }

    @Test("Letters, digits and punctuation are their unshifted character")
    func printable() {
        #expect(SDLKeyMap.key(for: code(SDLK_a)) == .character("a"))
        #expect(SDLKeyMap.key(for: code(SDLK_z)) == .character("z"))
        #expect(SDLKeyMap.key(for: code(SDLK_0)) == .character("0"))
        #expect(SDLKeyMap.key(for: code(SDLK_9)) == .character("9"))
        #expect(SDLKeyMap.key(for: code(SDLK_SLASH)) == .character("/"))
    }

    @Test("Editing and navigation keys have names; keypad Enter is Return")
    func named() {
        let expected: [(SDL_KeyCode, PlatformKey)] = [
            (SDLK_RETURN, .returnKey), (SDLK_KP_ENTER, .returnKey), (SDLK_ESCAPE, .escape), (SDLK_BACKSPACE, .backspace),
            (SDLK_DELETE, .deleteForward), (SDLK_TAB, .tab), (SDLK_SPACE, .space), (SDLK_LEFT, .left), (SDLK_RIGHT, .right),
            (SDLK_UP, .up), (SDLK_DOWN, .down), (SDLK_HOME, .home), (SDLK_END, .end), (SDLK_PAGEUP, .pageUp),
            (SDLK_PAGEDOWN, .pageDown),
        ]
        for (keycode, key) in expected { #expect(SDLKeyMap.key(for: code(keycode)) == key) }
    }

    @Test("F1-F24 are function keys 1-24, across SDL's two runs of codes")
    func functionKeys() {
        #expect(SDLKeyMap.key(for: code(SDLK_F1)) == .function(1))
        #expect(SDLKeyMap.key(for: code(SDLK_F12)) == .function(12))
        #expect(SDLKeyMap.key(for: code(SDLK_F13)) == .function(13))
        #expect(SDLKeyMap.key(for: code(SDLK_F24)) == .function(24))
    }

    @Test("Keys UIKit does not name are .other with SDL's code")
    func others() {
        #expect(SDLKeyMap.key(for: code(SDLK_LSHIFT)) == .other(Int(code(SDLK_LSHIFT))))
        #expect(SDLKeyMap.key(for: code(SDLK_KP_7)) == .other(Int(code(SDLK_KP_7))))
    }

    @Test("Either Shift, Control, Alt or GUI key is a modifier; GUI is .command; the lock keys are not")
    func modifiers() {
        #expect(SDLKeyMap.modifiers(for: UInt16(KMOD_RSHIFT.rawValue)) == .shift)
        #expect(SDLKeyMap.modifiers(for: UInt16(KMOD_LCTRL.rawValue | KMOD_RALT.rawValue)) == [.control, .alternate])
        #expect(SDLKeyMap.modifiers(for: UInt16(KMOD_LGUI.rawValue)) == .command)
        #expect(SDLKeyMap.modifiers(for: UInt16(KMOD_CAPS.rawValue | KMOD_NUM.rawValue)) == [])
    }
}

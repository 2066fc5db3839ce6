@_implementationOnly import CSDL2
import BackendInterface
import CoreGraphics

/// SDL key codes and modifier states, as OpenUIKit's `PlatformKey` and `PlatformKeyModifiers`.
///
/// SDL's key codes follow the keyboard layout (a French keyboard's A key sends `a`), so a printable key
/// maps to the character it types without modifiers: letters are lowercase whatever Shift or Caps Lock
/// say, as UIKit's `UIKey.charactersIgnoringModifiers`. The text a key types, shifted and composed, comes
/// separately as `PlatformEvent.text`.
enum SDLKeyMap {
    /// The key that `keycode` (an `SDL_Keycode`) names. Letters, digits and the other printable ASCII
    /// keys are `.character`; Return and keypad Enter are `.returnKey`; F1-F24 are `.function(1...24)`;
    /// keys UIKit has no name for (Shift alone, Caps Lock, media keys, keypad digits) are `.other(keycode)`.
    static func key(for keycode: Int32) -> PlatformKey {
        switch keycode {
        case code(SDLK_RETURN), code(SDLK_KP_ENTER), code(SDLK_RETURN2): return .returnKey
        case code(SDLK_ESCAPE): return .escape
        case code(SDLK_BACKSPACE): return .backspace
        case code(SDLK_DELETE): return .deleteForward
        case code(SDLK_TAB): return .tab
        case code(SDLK_SPACE): return .space
        case code(SDLK_LEFT): return .left
        case code(SDLK_RIGHT): return .right
        case code(SDLK_UP): return .up
        case code(SDLK_DOWN): return .down
        case code(SDLK_HOME): return .home
        case code(SDLK_END): return .end
        case code(SDLK_PAGEUP): return .pageUp
        case code(SDLK_PAGEDOWN): return .pageDown
        case 0x21...0x7E:
            // Printable ASCII: SDL's code is the unshifted character ('a', '1', '/').
            return .character(Character(Unicode.Scalar(UInt8(keycode))))
        default:
            if let number = functionKeyNumber(keycode) { return .function(number) }
            return .other(Int(keycode))
        }
    }

    /// The modifiers held, from an `SDL_Keymod` bit set: either Shift, Control, Alt, or GUI (the
    /// Windows or Super key) as `.command`, which is where a Mac keyboard's Command key arrives under X11.
    /// Caps Lock, Num Lock and AltGr (`KMOD_MODE`) are not modifiers here.
    static func modifiers(for keymod: UInt16) -> PlatformKeyModifiers {
        let mod = UInt32(keymod)
        var modifiers: PlatformKeyModifiers = []
        if mod & KMOD_SHIFT.rawValue != 0 { modifiers.insert(.shift) }
        if mod & KMOD_CTRL.rawValue != 0 { modifiers.insert(.control) }
        if mod & KMOD_ALT.rawValue != 0 { modifiers.insert(.alternate) }
        if mod & KMOD_GUI.rawValue != 0 { modifiers.insert(.command) }
        return modifiers
    }

    /// 1...24 for the F-keys. SDL's F-key codes are scan codes with a marker bit, in two runs (F1-F12
    /// and F13-F24).
    private static func functionKeyNumber(_ keycode: Int32) -> Int? {
        let f1 = code(SDLK_F1), f12 = code(SDLK_F12), f13 = code(SDLK_F13), f24 = code(SDLK_F24)
        if (f1...f12).contains(keycode) { return Int(keycode - f1) + 1 }
        if (f13...f24).contains(keycode) { return Int(keycode - f13) + 13 }
        return nil
    }

    private static func code(_ keycode: SDL_KeyCode) -> Int32 { Int32(bitPattern: keycode.rawValue) }
}

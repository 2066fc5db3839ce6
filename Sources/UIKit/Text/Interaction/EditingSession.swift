/// The start and end of a text input's editing session, one order for UITextField and UITextView:
/// the checks, the delegate's should-begin or should-end, the change of first responder, then the
/// class's did-begin or did-end (delegate, events, notifications), all in one first-responder
/// transaction so that they come before the keyboard's will-show or will-hide.
@MainActor
enum EditingSession {
    /// `becomeFirstResponder()` for a text input: true at once when it is first responder already;
    /// false, asking nobody, when it cannot become first responder (`canBecomeFirstResponder`, or a
    /// view out of a window); then `shouldBegin` (false: nothing changes), `become` (the superclass's
    /// `becomeFirstResponder()`, which has the old first responder resign) and `didBegin`.
    static func begin(_ input: UIResponder, shouldBegin: () -> Bool, become: () -> Bool, didBegin: () -> Void) -> Bool {
        if input.isFirstResponder { return true }
        guard input.canBecomeFirstResponder, FirstResponder.mayBecomeFirstResponder(input) else { return false }
        return FirstResponder.transaction {
            guard shouldBegin(), become() else { return false }
            didBegin()
            return true
        }
    }

    /// `resignFirstResponder()` for a text input: `canResignFirstResponder`, then `shouldEnd` (either
    /// false keeps it first responder, and the delegate is not asked when the first is), `resign` (the
    /// superclass's `resignFirstResponder()`) and `didEnd`. `endEditing(true)` forces it: neither check
    /// is made (Apple: it "forces the first responder to resign").
    static func end(_ input: UIResponder, shouldEnd: () -> Bool, resign: () -> Bool, didEnd: () -> Void) -> Bool {
        guard input.isFirstResponder else { return resign() }
        return FirstResponder.transaction {
            if !FirstResponder.isForcingResign {
                guard input.canResignFirstResponder, shouldEnd() else { return false }
            }
            guard resign() else { return false }
            didEnd()
            return true
        }
    }
}

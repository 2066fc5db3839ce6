extension UIApplication {
    /// OpenUIKit: whether the on-screen keyboard appears when a text input becomes first responder; true
    /// by default (as on iOS, and in the Catalog and in tests, where each test harness turns it on
    /// again). Not Apple API: a desktop application with a hardware keyboard sets it to false.
    ///
    /// Switched off, the application behaves as an iPad with a hardware keyboard attached: typed text
    /// and the input method reach the first responder as before, the system keyboard never shows, and a
    /// responder's `inputAccessoryView` still shows at the bottom of the screen and its `inputView`
    /// instead of the keyboard, with the keyboard notifications for that frame. With neither, no keyboard
    /// notification is posted. Changing it while a text input is first responder shows or hides the
    /// keyboard at once (animated, with the notifications).
    // OpenUIKit: not Apple API.
    public var isOnScreenKeyboardEnabled: Bool {
        get { isOnScreenKeyboardEnabledStorage }
        set {
            guard newValue != isOnScreenKeyboardEnabledStorage else { return }
            isOnScreenKeyboardEnabledStorage = newValue
            ApplicationHost.current?.keyboard.update(reload: true)
        }
    }
}

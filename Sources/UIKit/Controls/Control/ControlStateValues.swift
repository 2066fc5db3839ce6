/// Values a control keeps per state (a button's titles and images, a slider's thumb images, a stepper's
/// backgrounds), looked up as UIKit does: the value set for exactly the state asked, else the value for
/// `.normal`. A combined state falls back to `.normal`, not to one of its flags: a title set for
/// `.selected` does not show while the control is selected and highlighted unless it is also set for
/// `[.selected, .highlighted]` (UIKit's well-known rule).
///
/// Source: Apple, UIButton `title(for:)` ("If a title is not specified for a state, the default is to use
/// the title associated with the normal state").
struct ControlStateValues<Value> {
    private var values: [UInt: Value] = [:]

    /// The value set for exactly `state`; setting nil removes it.
    subscript(exactly state: UIControl.State) -> Value? {
        get { values[state.rawValue] }
        set { values[state.rawValue] = newValue }
    }

    /// The value shown in `state`: its own, else `.normal`'s.
    func value(for state: UIControl.State) -> Value? { values[state.rawValue] ?? values[0] }

    /// Whether no value is set for any state.
    var isEmpty: Bool { values.isEmpty }
}

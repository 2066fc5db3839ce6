import UIKit

/// A one-line text box for the Keyboard page, written against public UIKit API as a user would write a
/// custom text input (a `UIControl` adopting `UIKeyInput`, with UITextField's trait and input-view
/// properties). A tap makes it first responder, which brings up the keyboard; typed text appends,
/// Backspace deletes the last character, and Return sends `.editingDidEndOnExit` as a text field does.
/// It stands in for UITextField until that class is merged (see KeyboardPageView.Field).
final class CatalogTextBox: UIControl, UIKeyInput {
    var text: String? = "" { didSet { setNeedsDisplay() } }
    var placeholder: String? { didSet { setNeedsDisplay() } }
    var font = UIFont.systemFont(ofSize: 17) { didSet { setNeedsDisplay() } }
    var autocapitalizationType: UITextAutocapitalizationType = .sentences
    var keyboardType: UIKeyboardType = .default
    var keyboardAppearance: UIKeyboardAppearance = .default
    var returnKeyType: UIReturnKeyType = .default
    var enablesReturnKeyAutomatically = false
    private var accessory: UIView?

    override var inputAccessoryView: UIView? {
        get { accessory }
        set { accessory = newValue }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { nil }

    override var canBecomeFirstResponder: Bool { isEnabled }

    @discardableResult
    override func becomeFirstResponder() -> Bool {
        guard super.becomeFirstResponder() else { return false }
        setNeedsDisplay()
        sendActions(for: .editingDidBegin)
        return true
    }

    @discardableResult
    override func resignFirstResponder() -> Bool {
        guard super.resignFirstResponder() else { return false }
        setNeedsDisplay()
        sendActions(for: .editingDidEnd)
        return true
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        if let touch = touches.first, bounds.contains(touch.location(in: self)) { becomeFirstResponder() }
    }

    // MARK: UIKeyInput

    var hasText: Bool { !(text ?? "").isEmpty }

    func insertText(_ newText: String) {
        if newText == "\n" {
            sendActions(for: .editingDidEndOnExit)
            return
        }
        text = (text ?? "") + newText
        sendActions(for: .editingChanged)
    }

    func deleteBackward() {
        guard var current = text, !current.isEmpty else { return }
        current.removeLast()
        text = current
        sendActions(for: .editingChanged)
    }

    // MARK: Drawing: a rounded box, blue while editing, the text or a grey placeholder, a caret

    override func draw(_ rect: CGRect) {
        let editing = isFirstResponder
        let box = UIBezierPath(roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 6)
        (editing ? tintColor ?? .systemBlue : UIColor(white: 0.8, alpha: 1)).setStroke()
        box.lineWidth = 1
        box.stroke()
        let shown = hasText ? text ?? "" : placeholder ?? ""
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: hasText ? UIColor.black : UIColor(white: 0.7, alpha: 1)]
        let size = shown.size(withAttributes: attributes)
        let origin = CGPoint(x: 8, y: ((bounds.height - size.height) / 2).rounded())
        shown.draw(at: origin, withAttributes: attributes)
        if editing {
            let x = 8 + (hasText ? size.width : 0) + 1
            (tintColor ?? .systemBlue).setFill()
            UIBezierPath(rect: CGRect(x: x.rounded(), y: origin.y, width: 2, height: size.height)).fill()
        }
    }
}

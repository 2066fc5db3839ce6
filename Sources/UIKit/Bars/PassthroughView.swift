/// A view that takes no touches itself, only through its subviews: a layer of a bar's content that
/// covers the bar without hiding what is beneath from touches.
class PassthroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

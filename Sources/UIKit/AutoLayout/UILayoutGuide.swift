import Foundation

/// A rectangle that takes part in Auto Layout without being a view: it draws nothing, takes no touches and
/// costs no layer. Add it to a view with `addLayoutGuide(_:)`, then constrain its anchors like a view's;
/// `layoutFrame` gives its place in the owning view's coordinates after layout. A view's system guides
/// (`layoutMarginsGuide`, `safeAreaLayoutGuide`, `readableContentGuide`) are guides placed by UIKit.
/// Source: Apple, UILayoutGuide.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    enum Kind {
        case custom, margins, safeArea, readableContent, topLayoutSupport, bottomLayoutSupport, scrollContent, scrollFrame
    }
    let kind: Kind

    public override init() {
        kind = .custom
        super.init()
    }

    init(kind: Kind, owner: UIView, identifier: String) {
        self.kind = kind
        self.identifier = identifier
        super.init()
        owningView = owner
    }

    /// The view the guide belongs to (set by `addLayoutGuide(_:)`), held weakly; nil until added.
    open weak var owningView: UIView?

    /// A name for debugging, printed in constraint logs; empty by default (the system guides have
    /// UIKit's names: "UIViewLayoutMarginsGuide", "UIViewSafeAreaLayoutGuide", "UIViewReadableContentGuide").
    open var identifier = ""

    /// The guide's rectangle in the owning view's coordinates, from the last solve: `.zero` until a
    /// constraint involves the guide and layout has run.
    open var layoutFrame: CGRect {
        guard let node, let engine = node.engine else { return .zero }
        engine.flushRefresh()
        if kind != .custom { engine.refreshPlacement(node) }
        return node.solvedRect
    }

    var node: LayoutNode? {
        if let storedNode { return storedNode }
        let made = LayoutNode(guide: self)
        storedNode = made
        return made
    }
    private var storedNode: LayoutNode?

    // MARK: Anchors

    public private(set) lazy var leadingAnchor = NSLayoutXAxisAnchor(item: self, attribute: .leading)
    public private(set) lazy var trailingAnchor = NSLayoutXAxisAnchor(item: self, attribute: .trailing)
    public private(set) lazy var leftAnchor = NSLayoutXAxisAnchor(item: self, attribute: .left)
    public private(set) lazy var rightAnchor = NSLayoutXAxisAnchor(item: self, attribute: .right)
    public private(set) lazy var topAnchor = NSLayoutYAxisAnchor(item: self, attribute: .top)
    public private(set) lazy var bottomAnchor = NSLayoutYAxisAnchor(item: self, attribute: .bottom)
    public private(set) lazy var widthAnchor = NSLayoutDimension(item: self, attribute: .width)
    public private(set) lazy var heightAnchor = NSLayoutDimension(item: self, attribute: .height)
    public private(set) lazy var centerXAnchor = NSLayoutXAxisAnchor(item: self, attribute: .centerX)
    public private(set) lazy var centerYAnchor = NSLayoutYAxisAnchor(item: self, attribute: .centerY)

    open override var description: String { MainActor.assumeIsolated { layoutDescription } }

    var layoutDescription: String {
        "<\(LayoutDescription.name(of: self)) - \(layoutFrame), owningView = \(owningView.map { LayoutDescription.name(of: $0) } ?? "nil")>"
    }
}

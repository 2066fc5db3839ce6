/// A menu shown by a control (iOS 14's look): a rounded white panel with a soft shadow next to the
/// control, one 44-point row per action (its title, its image at the right, a check mark when on; red
/// when destructive; gray and untappable when disabled), inline menus between separators, and rows
/// that open other menus. Choosing an action performs it (the control's item as the sender) and closes
/// the panel; a touch anywhere else closes it.
final class MenuPanel: UIView {
    private let menu: UIMenu
    /// The menu whose rows show (the menu, or a child menu opened from it).
    private var shownMenu: UIMenu
    private let sender: Any?
    private let panel = UIView()
    private var rows: [UIView] = []
    private let anchor: CGRect
    private var onClose: (() -> Void)?

    static let width: CGFloat = 250
    static let rowHeight: CGFloat = 44

    /// Shows `menu` in `window`, next to `anchor` (window coordinates); `sender` is what performed it.
    @discardableResult
    static func show(_ menu: UIMenu, from anchor: CGRect, in window: UIWindow, sender: Any?) -> MenuPanel {
        let overlay = MenuPanel(menu: menu, anchor: anchor, sender: sender, frame: window.bounds)
        window.addSubview(overlay)
        overlay.alpha = 0
        UIView.animate(withDuration: 0.15) { overlay.alpha = 1 }
        return overlay
    }

    private init(menu: UIMenu, anchor: CGRect, sender: Any?, frame: CGRect) {
        self.menu = menu
        shownMenu = menu
        self.anchor = anchor
        self.sender = sender
        super.init(frame: frame)
        panel.backgroundColor = UIColor(white: 0.98, alpha: 1)
        panel.layer.cornerRadius = 13
        panel.layer.shadowOpacity = 0.25
        panel.layer.shadowRadius = 16
        panel.layer.shadowOffset = CGSize(width: 0, height: 6)
        addSubview(panel)
        show(menu)
    }

    required init?(coder: NSCoder) { return nil }

    /// The rows of `menu`: actions and menus, inline menus flattened between separators.
    private func show(_ menu: UIMenu) {
        shownMenu = menu
        for row in rows { row.removeFromSuperview() }
        rows = []
        var y: CGFloat = 0
        func addSeparator() {
            guard y > 0 else { return }
            let line = UIView(frame: CGRect(x: 0, y: y, width: Self.width, height: 6))
            line.backgroundColor = UIColor(white: 0.9, alpha: 1)
            panel.addSubview(line)
            rows.append(line)
            y += 6
        }
        func add(_ elements: [UIMenuElement]) {
            for element in elements {
                if let submenu = element as? UIMenu, submenu.options.contains(.displayInline) {
                    addSeparator()
                    add(submenu.children)
                    addSeparator()
                    continue
                }
                if let action = element as? UIAction, action.attributes.contains(.hidden) { continue }
                let row = MenuRow(element: element, frame: CGRect(x: 0, y: y, width: Self.width, height: Self.rowHeight))
                row.addTarget(self, action: MenuPanel.chose, for: .touchUpInside)
                panel.addSubview(row)
                rows.append(row)
                y += Self.rowHeight
            }
        }
        add(menu.children)
        if let last = rows.last, !(last is MenuRow) {
            last.removeFromSuperview()
            rows.removeLast()
            y -= 6
        }
        // Below the anchor when it fits, else above; inside the window.
        let height = max(y, 1)
        var origin = CGPoint(x: anchor.minX, y: anchor.maxY + 6)
        if origin.y + height > bounds.height - 8 { origin.y = max(8, anchor.minY - 6 - height) }
        origin.x = min(max(8, origin.x), bounds.width - Self.width - 8)
        panel.frame = CGRect(origin: origin, size: CGSize(width: Self.width, height: height))
        panel.clipsToBounds = false
    }

    private func chose(_ row: MenuRow) {
        if let submenu = row.element as? UIMenu {
            show(submenu)
            return
        }
        guard let action = row.element as? UIAction, !action.attributes.contains(.disabled) else { return }
        if let owner = Self.menu(containing: action, in: shownMenu), owner.options.contains(.singleSelection) {
            for case let other as UIAction in owner.children { other.state = other === action ? .on : .off }
        }
        close()
        action.perform(sender: sender)
    }

    /// The menu (`menu` or an inline menu in it) whose children include `action`.
    private static func menu(containing action: UIAction, in menu: UIMenu) -> UIMenu? {
        if menu.children.contains(where: { $0 === action }) { return menu }
        for case let child as UIMenu in menu.children where child.options.contains(.displayInline) {
            if let found = Self.menu(containing: action, in: child) { return found }
        }
        return nil
    }

    /// Closes the panel.
    func close() {
        removeFromSuperview()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        // A touch outside the panel closes it.
        close()
    }
}

/// One row of a menu panel: an action's or a menu's title, image and state.
private final class MenuRow: UIControl {
    let element: UIMenuElement

    init(element: UIMenuElement, frame: CGRect) {
        self.element = element
        super.init(frame: frame)
        let action = element as? UIAction
        let disabled = action?.attributes.contains(.disabled) ?? false
        let destructive = action?.attributes.contains(.destructive) ?? (element as? UIMenu)?.options.contains(.destructive) ?? false
        let colour: UIColor = disabled ? UIColor(white: 0.6, alpha: 1) : destructive ? .systemRed : .black
        let checked = action?.state == .on
        let title = UILabel(frame: CGRect(x: checked ? 36 : 16, y: 0, width: frame.width - 60, height: frame.height))
        title.text = element.title
        title.font = .systemFont(ofSize: 17)
        title.textColor = colour
        title.isUserInteractionEnabled = false
        addSubview(title)
        if checked {
            let mark = UILabel(frame: CGRect(x: 14, y: 0, width: 20, height: frame.height))
            mark.text = "✓"
            mark.font = .boldSystemFont(ofSize: 15)
            mark.textColor = colour
            addSubview(mark)
        }
        if let image = element.image ?? ((element as? UIMenu).map { _ in BarGlyph.backChevron.image(scale: UIScreen.main.scale) }) {
            let view = UIImageView(image: image.renderingMode == .automatic ? image.withRenderingMode(.alwaysTemplate) : image)
            view.tintColor = colour
            view.frame = CGRect(x: frame.width - 16 - 20, y: (frame.height - 20) / 2, width: 20, height: 20)
            view.contentMode = .scaleAspectFit
            if element is UIMenu { view.transform = CGAffineTransform(scaleX: -1, y: 1) }
            addSubview(view)
        }
        isActionable = !disabled
    }

    /// Whether choosing the row does something (a disabled action's row takes the touch and ignores it,
    /// so that the menu stays open).
    private var isActionable = true

    required init?(coder: NSCoder) { return nil }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted && isActionable ? UIColor(white: 0.85, alpha: 1) : nil }
    }

    override var accessibilityLabel: String? {
        get { element.title }
        set {}
    }
}

/// The sheet a tab bar shows while customizing: a navigation bar titled "Configure" with a Done button,
/// and a grid of the customizable items. Dragging an item from the grid onto the tab bar puts it in
/// place of the item under the finger, if that one is customizable (swapping places when the dragged
/// item is in the bar already). Done ends customizing.
final class TabBarCustomizeView: UIView, UINavigationBarDelegate {
    private unowned let tabBar: UITabBar
    let customizableItems: [UITabBarItem]
    private let originalItems: [UITabBarItem]
    private let navigationBar = UINavigationBar()
    private var cells: [TabBarButton] = []
    private var floating: TabBarButton?

    /// The grid's cell size and the number of cells per row on an iPhone.
    static let cellSize = CGSize(width: 76, height: 60)

    init(tabBar: UITabBar, items: [UITabBarItem]) {
        self.tabBar = tabBar
        customizableItems = items
        originalItems = tabBar.items ?? []
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        let item = UINavigationItem(title: "Configure")
        item.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: TabBarCustomizeView.done)
        navigationBar.items = [item]
        navigationBar.delegate = self
        addSubview(navigationBar)
        for customizable in items {
            let cell = TabBarButton(item: customizable)
            cell.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: TabBarCustomizeView.drag))
            addSubview(cell)
            cells.append(cell)
        }
    }

    required init?(coder: NSCoder) { return nil }

    /// Whether the bar's items differ from those it had when customizing began.
    var itemsChanged: Bool { !(tabBar.items ?? []).elementsEqual(originalItems, by: ===) }

    func position(for bar: UIBarPositioning) -> UIBarPosition { .topAttached }

    private func done() { tabBar.endCustomizing(animated: true) }

    override func layoutSubviews() {
        super.layoutSubviews()
        navigationBar.frame = CGRect(x: 0, y: topAttachedExtension, width: bounds.width, height: UINavigationBar.height)
        let columns = max(1, Int(bounds.width / (Self.cellSize.width + 4)))
        let gap = (bounds.width - CGFloat(columns) * Self.cellSize.width) / CGFloat(columns + 1)
        for (index, cell) in cells.enumerated() {
            let row = index / columns, column = index % columns
            cell.frame = CGRect(
                x: (gap + CGFloat(column) * (Self.cellSize.width + gap)).rounded(),
                y: navigationBar.frame.maxY + 24 + CGFloat(row) * (Self.cellSize.height + 16),
                width: Self.cellSize.width, height: Self.cellSize.height)
        }
    }

    /// Moves a copy of the dragged item with the finger; dropped on the tab bar, places it there.
    private func drag(_ pan: UIPanGestureRecognizer) {
        guard let cell = pan.view as? TabBarButton, let container = superview else { return }
        let point = pan.location(in: container)
        switch pan.state {
        case .began:
            let copy = TabBarButton(item: cell.item)
            copy.isUserInteractionEnabled = false
            copy.selectedColor = tintColor
            copy.isSelected = true
            copy.frame = CGRect(origin: .zero, size: Self.cellSize)
            container.addSubview(copy)
            floating = copy
            copy.center = point
        case .changed:
            floating?.center = point
        case .ended:
            floating?.removeFromSuperview()
            floating = nil
            let inBar = tabBar.convert(point, from: container)
            guard inBar.y >= -20, inBar.y <= tabBar.bounds.height, let index = tabBar.slot(atX: inBar.x) else { return }
            tabBar.place(cell.item, at: index, customizable: customizableItems)
        default:
            floating?.removeFromSuperview()
            floating = nil
        }
    }
}

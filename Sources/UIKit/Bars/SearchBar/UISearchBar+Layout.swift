// Where a search bar puts its parts, top to bottom: the prompt (30 points), the row of the search field
// and the Cancel button (44 points, or whatever the bar's height leaves it), the scope bar (44 points).
// The background covers the whole bar, and 20 points more above a top-attached bar.
//
// iOS 7's metrics (Apple's UISearchBar as it lays out): the field is 28 points tall, 8 points from the
// bar's sides and centred in its row; the Cancel button sits 8 points from the right, 8 points after the
// field; the scope bar's segmented control is inset 8 points and centred in its row.
extension UISearchBar {
    static let rowHeight: CGFloat = 44
    static let promptHeight: CGFloat = 30
    static let scopeBarHeight: CGFloat = 44
    static let margin: CGFloat = 8
    static let promptFontSize: CGFloat = 13

    /// Whether the scope bar shows: asked for, with at least one title.
    var showsScopeBarNow: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

    /// The bar's natural height.
    var contentHeight: CGFloat {
        Self.rowHeight + (prompt != nil ? Self.promptHeight : 0) + (showsScopeBarNow ? Self.scopeBarHeight : 0)
    }

    /// The metrics the background image is chosen for: a bar extended by a prompt or a scope bar uses
    /// the prompt metrics.
    var barMetrics: UIBarMetrics { prompt != nil || showsScopeBarNow ? .defaultPrompt : .default }

    /// The Cancel button's view, made (with its tap handler) on first use.
    var cancelButtonView: BarButtonView? {
        guard let view = itemViews.view(for: cancelItem) as? BarButtonView else { return nil }
        if view.tapHandler == nil {
            view.tapHandler = { [weak self] in
                guard let self else { return }
                self.delegate?.searchBarCancelButtonClicked(self)
            }
        }
        return view
    }

    func layoutContent() {
        contentView.frame = bounds
        contentView.sendSubviewToBack(background)
        let extends = barPosition == .topAttached ? topAttachedExtension : 0
        background.frame = CGRect(x: 0, y: -extends, width: bounds.width, height: bounds.height + extends)

        var top: CGFloat = 0
        promptLabel.isHidden = prompt == nil
        if prompt != nil {
            promptLabel.frame = CGRect(x: Self.margin, y: 0, width: max(0, bounds.width - 2 * Self.margin), height: Self.promptHeight)
            top = Self.promptHeight
        }
        let scopeHeight = showsScopeBarNow ? Self.scopeBarHeight : 0
        let row = CGRect(x: 0, y: top, width: bounds.width, height: max(Self.rowHeight, bounds.height - top - scopeHeight))

        var fieldMaxX = bounds.width - Self.margin
        if let cancel = itemViews.existingView(for: cancelItem) as? BarButtonView, cancel.superview === contentView {
            let width = cancel.preferredWidth
            cancel.frame = CGRect(
                x: bounds.width - Self.margin - width, y: (row.midY - Self.rowHeight / 2).rounded(), width: width, height: Self.rowHeight)
            if cancelShown { fieldMaxX = cancel.frame.minX - Self.margin }
        }

        let fieldHeight = fieldBackgrounds[exactly: .normal]?.size.height ?? SearchBarTextField.height
        let adjustment = searchFieldBackgroundPositionAdjustment
        field.frame = CGRect(
            x: Self.margin + adjustment.horizontal, y: (row.midY - fieldHeight / 2).rounded() + adjustment.vertical,
            width: max(0, fieldMaxX - Self.margin), height: fieldHeight)

        scopeBar.isHidden = !showsScopeBarNow
        scopeBar.frame = CGRect(x: 0, y: row.maxY, width: bounds.width, height: Self.scopeBarHeight)
    }
}

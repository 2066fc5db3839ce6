// UITableViewCell's state changes: the selected background and the highlighting of content subviews,
// the accessory on show, the editing and reorder controls coming and going, and content configurations.
extension UITableViewCell {
    // MARK: Selection

    /// Whether the cell shows its selected look: highlighted or selected, with a selection style.
    var showsSelection: Bool { selectionStyle != .none && (selectedStorage || highlightedStorage) }

    /// Shows or hides the selected background (fading it out over 0.3 s when `animated`) and highlights
    /// the content's labels, image views and controls, or gives them back the highlight they had.
    func updateSelectionAppearance(animated: Bool) {
        let wanted: UIView? =
            showsSelection
            ? (editingStorage && selectedStorage ? multipleSelectionBackgroundView : nil) ?? selectedBackgroundView
                ?? defaultSelectedBackground
            : nil
        if let current = installedSelectedBackground, current !== wanted {
            installedSelectedBackground = nil
            if animated && wanted == nil {
                UIView.animate(
                    withDuration: 0.3, animations: { current.alpha = 0 },
                    completion: { [weak self] _ in
                        guard self?.installedSelectedBackground !== current else { return }
                        current.removeFromSuperview()
                        current.alpha = 1
                    })
            } else {
                current.removeFromSuperview()
            }
        }
        if let wanted, wanted !== installedSelectedBackground {
            wanted.layer.removeAllAnimations()
            wanted.alpha = 1
            if let backgroundView, backgroundView.superview === self {
                insertSubview(wanted, aboveSubview: backgroundView)
            } else {
                insertSubview(wanted, at: 0)
            }
            wanted.frame = bounds.offsetBy(dx: swipeOffsetStorage, dy: 0)
            installedSelectedBackground = wanted
        }
        propagateHighlight(showsSelection)
    }

    /// Highlights the content view's labels, image views and controls (and those of a custom accessory
    /// view), remembering each one's highlight; or restores what was remembered.
    func propagateHighlight(_ on: Bool) {
        guard on != isPropagatingHighlight else { return }
        isPropagatingHighlight = on
        if on {
            var views = Self.highlightableViews(in: contentViewStorage)
            if let accessory = installedAccessory, !(accessory is CellAccessoryView) {
                views += Self.isHighlightable(accessory) ? [accessory] : Self.highlightableViews(in: accessory)
            }
            highlightRecords = views.map { HighlightRecord(view: $0, wasHighlighted: Self.highlight(of: $0)) }
            for view in views { Self.setHighlight(true, of: view) }
        } else {
            for record in highlightRecords { if let view = record.view { Self.setHighlight(record.wasHighlighted, of: view) } }
            highlightRecords = []
        }
    }

    static func isHighlightable(_ view: UIView) -> Bool { view is UILabel || view is UIImageView || view is UIControl }

    /// The highlightable views under `view`, depth first; a control's own parts are the control's.
    static func highlightableViews(in view: UIView) -> [UIView] {
        var found: [UIView] = []
        for subview in view.subviews {
            if isHighlightable(subview) { found.append(subview) }
            if !(subview is UIControl) { found += highlightableViews(in: subview) }
        }
        return found
    }

    static func highlight(of view: UIView) -> Bool {
        if let label = view as? UILabel { return label.isHighlighted }
        if let image = view as? UIImageView { return image.isHighlighted }
        if let control = view as? UIControl { return control.isHighlighted }
        return false
    }

    static func setHighlight(_ highlighted: Bool, of view: UIView) {
        if let label = view as? UILabel {
            label.isHighlighted = highlighted
        } else if let image = view as? UIImageView {
            image.isHighlighted = highlighted
        } else if let control = view as? UIControl {
            control.isHighlighted = highlighted
        }
    }

    // MARK: Accessory

    /// Shows the accessory for the state: while editing the editing accessory view or type, else the
    /// accessory view or type.
    func updateAccessory() {
        let wanted =
            editingStorage
            ? editingAccessoryView ?? standardAccessory(editingAccessoryType) : accessoryView ?? standardAccessory(accessoryType)
        guard wanted !== installedAccessory else { return }
        if let old = installedAccessory, old.superview === self { old.removeFromSuperview() }
        installedAccessory = wanted
        if let wanted { insertSubview(wanted, aboveSubview: contentViewStorage) }
        setNeedsLayout()
    }

    /// The view of a standard accessory type (kept while the type stays), nil for `.none`.
    func standardAccessory(_ type: AccessoryType) -> UIView? {
        guard type != .none else { return nil }
        if let view = typeAccessoryView, view.type == type { return view }
        let view = CellAccessoryView(type: type)
        view.detailTapped = { [weak self] in
            guard let self else { return }
            self.host?.cellDidTapAccessoryButton(self)
        }
        typeAccessoryView = view
        return view
    }

    // MARK: Editing controls

    /// Adds the editing and reorder controls the state wants and removes the others: they slide in from
    /// (and out to) the cell's edges and fade, over 0.3 s when `animated`, while the content moves;
    /// `completion` runs at the end.
    func updateEditingControls(animated: Bool, completion: (() -> Void)? = nil) {
        let height = partFrames(for: bounds.size).content.height
        let hiddenLeft = CGRect(x: -CellEditingControl.width, y: 0, width: CellEditingControl.width, height: height)
        let hiddenRight = CGRect(x: bounds.width, y: 0, width: CellReorderControl.width, height: height)
        var appearing: [UIView] = []
        var leaving: [(UIView, CGRect)] = []
        if isShowingEditingControl, editingControl?.style != placement.editingStyle {
            if let old = editingControl { leaving.append((old, hiddenLeft)) }
            let control = CellEditingControl(style: placement.editingStyle)
            control.addAction(
                UIAction { [weak self] _ in
                    guard let self else { return }
                    self.host?.cellDidTapEditingControl(self)
                }, for: .touchUpInside)
            control.frame = hiddenLeft
            insertSubview(control, aboveSubview: contentViewStorage)
            editingControl = control
            appearing.append(control)
        } else if !isShowingEditingControl, let old = editingControl {
            editingControl = nil
            leaving.append((old, hiddenLeft))
        }
        if isShowingReorderControl, reorderControl == nil {
            let control = CellReorderControl(frame: hiddenRight)
            insertSubview(control, aboveSubview: contentViewStorage)
            reorderControl = control
            appearing.append(control)
        } else if !isShowingReorderControl, let old = reorderControl {
            reorderControl = nil
            leaving.append((old, hiddenRight))
        }
        setNeedsLayout()
        let finish = {
            for (view, _) in leaving { view.removeFromSuperview() }
            completion?()
        }
        guard animated else {
            finish()
            return
        }
        for view in appearing { view.alpha = 0 }
        UIView.animate(
            withDuration: 0.3,
            animations: {
                for view in appearing { view.alpha = 1 }
                for (view, frame) in leaving {
                    view.frame = frame
                    view.alpha = 0
                }
                self.layoutIfNeeded()
            }, completion: { _ in finish() })
    }

    // MARK: Content configuration

    /// Shows `configuration` (already updated for the state): applied to the content view when it is the
    /// configuration's kind of view, else in a new content view from the configuration; nil gives an empty
    /// content view. The built-in labels and image view go with the old content view.
    func installContentConfiguration(_ configuration: (any UIContentConfiguration)?) {
        if let configuration, let current = contentViewStorage as? (UIView & UIContentView), current.supports(configuration) {
            current.configuration = configuration
            return
        }
        let old = contentViewStorage
        let new: UIView = configuration?.makeContentView() ?? UIView()
        textLabelStorage = nil
        detailTextLabelStorage = nil
        imageViewStorage = nil
        if isPropagatingHighlight {
            highlightRecords = []
            isPropagatingHighlight = false
        }
        contentViewStorage = new
        insertSubview(new, aboveSubview: old)
        old.removeFromSuperview()
        new.frame = old.frame
        propagateHighlight(showsSelection)
        setNeedsLayout()
    }
}

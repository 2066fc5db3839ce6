/// Where a popover goes: the side its arrow takes, its frame and its content's frame, for content of a
/// wanted size pointing at a rect, all in one coordinate space (the window's).
///
/// The arrow takes the first permitted side, in the order up, down, left, right (the popover below,
/// above, right of, left of the rect), where the whole content fits between the rect and the margins;
/// when it fits nowhere, the side with the most room, and the content shrinks to that room. Along the
/// rect's side the popover is centred on the rect, then moved inside the margins; the arrow stays on the
/// rect's centre. A rect wholly outside the margins is brought to their nearest edge first.
///
/// Source: Apple, UIPopoverController and UIPopoverPresentationController (arrow directions, layout
/// margins, a height shortened when there is not room).
struct PopoverPlacement: Equatable {
    /// The side the arrow stands on.
    let arrowDirection: UIPopoverArrowDirection
    /// The background view's frame: the content, the frame's insets and the arrow.
    let frame: CGRect
    /// The content's frame.
    let contentFrame: CGRect
    /// The arrow's centre from the centre of its side (positive: right or down): on the rect's centre,
    /// even past the popover's corners (the background view keeps its drawing clear of them).
    let arrowOffset: CGFloat

    /// The look's measures: the arrow's height and the frame's insets.
    struct Chrome {
        var arrowHeight: CGFloat
        var insets: UIEdgeInsets
    }

    /// Places content of `size` pointing at `anchor` within `bounds` less `margins`, with its arrow on one
    /// of `permitted` sides (any side when none is given).
    init(size: CGSize, anchor: CGRect, permitted: UIPopoverArrowDirection, bounds: CGRect, margins: UIEdgeInsets, chrome: Chrome) {
        let area = bounds.inset(by: margins)
        // A rect outside the area points from the area's nearest edge.
        let anchor = CGRect(
            x: min(max(anchor.minX, area.minX), area.maxX), y: min(max(anchor.minY, area.minY), area.maxY),
            width: max(0, min(anchor.maxX, area.maxX) - max(anchor.minX, area.minX)),
            height: max(0, min(anchor.maxY, area.maxY) - max(anchor.minY, area.minY)))
        let sides: [UIPopoverArrowDirection] = [.up, .down, .left, .right]
        let allowed = sides.filter { permitted.rawValue & $0.rawValue != 0 && permitted != .unknown }
        let candidates = allowed.isEmpty ? sides : allowed
        let insets = chrome.insets
        /// The room for the content on `side`: the space beyond the rect, less the arrow and the insets.
        func room(_ side: UIPopoverArrowDirection) -> CGSize {
            let across = area.width - insets.left - insets.right
            let along = area.height - insets.top - insets.bottom
            switch side {
            case .up: return CGSize(width: across, height: area.maxY - anchor.maxY - chrome.arrowHeight - insets.top - insets.bottom)
            case .down: return CGSize(width: across, height: anchor.minY - area.minY - chrome.arrowHeight - insets.top - insets.bottom)
            case .left: return CGSize(width: area.maxX - anchor.maxX - chrome.arrowHeight - insets.left - insets.right, height: along)
            default: return CGSize(width: anchor.minX - area.minX - chrome.arrowHeight - insets.left - insets.right, height: along)
            }
        }
        let side =
            candidates.first { room($0).width >= size.width && room($0).height >= size.height }
            ?? candidates.max { a, b in
                let ra = room(a), rb = room(b)
                return max(0, min(ra.width, size.width)) * max(0, min(ra.height, size.height))
                    < max(0, min(rb.width, size.width)) * max(0, min(rb.height, size.height))
            }!
        let space = room(side)
        let content = CGSize(width: max(0, min(size.width, space.width)), height: max(0, min(size.height, space.height)))
        let vertical = side == .up || side == .down
        // The background view: the content, its insets, and the arrow on the arrow's side.
        let width = content.width + insets.left + insets.right + (vertical ? 0 : chrome.arrowHeight)
        let height = content.height + insets.top + insets.bottom + (vertical ? chrome.arrowHeight : 0)
        var frame = CGRect(x: 0, y: 0, width: width, height: height)
        switch side {
        case .up: frame.origin = CGPoint(x: anchor.midX - width / 2, y: anchor.maxY)
        case .down: frame.origin = CGPoint(x: anchor.midX - width / 2, y: anchor.minY - height)
        case .left: frame.origin = CGPoint(x: anchor.maxX, y: anchor.midY - height / 2)
        default: frame.origin = CGPoint(x: anchor.minX - width, y: anchor.midY - height / 2)
        }
        // Moved inside the area along the rect's side.
        if vertical {
            frame.origin.x = min(max(frame.minX, area.minX), area.maxX - width)
        } else {
            frame.origin.y = min(max(frame.minY, area.minY), area.maxY - height)
        }
        frame = frame.integral
        arrowDirection = side
        self.frame = frame
        var inner = frame.inset(by: insets)
        switch side {
        case .up: inner.origin.y += chrome.arrowHeight
        case .left: inner.origin.x += chrome.arrowHeight
        default: break
        }
        contentFrame = CGRect(origin: inner.origin, size: content)
        arrowOffset = vertical ? anchor.midX - frame.midX : anchor.midY - frame.midY
    }
}

extension PopoverPlacement {
    /// Places content of `size`, its width kept between 320 and 600 points (UIKit's popover widths),
    /// pointing at `rect` in `anchorView`, within `anchorView`'s window less `margins`, in the look of
    /// `background`. Nil while `anchorView` is in no window.
    @MainActor
    init?(
        contentSize size: CGSize, pointingAt rect: CGRect, in anchorView: UIView, permitted: UIPopoverArrowDirection,
        margins: UIEdgeInsets, background: UIPopoverBackgroundView.Type
    ) {
        guard let window = anchorView.window else { return nil }
        let widths = UIPopoverController.widths
        self.init(
            size: CGSize(width: min(max(size.width, widths.lowerBound), widths.upperBound), height: max(0, size.height)),
            anchor: anchorView.convert(rect, to: window), permitted: permitted, bounds: window.bounds, margins: margins,
            chrome: Chrome(arrowHeight: background.arrowHeight(), insets: background.contentViewInsets()))
    }
}

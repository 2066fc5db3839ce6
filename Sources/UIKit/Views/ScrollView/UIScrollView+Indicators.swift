/// The scroll indicators: iOS 7's thin rounded bars at the right and bottom edges, as long as the
/// visible part of the content is of the whole (shorter while rubber-banding), shown while dragging
/// and decelerating and faded out after; `flashScrollIndicators()` shows them briefly.
///
/// They are subviews of the scroll view, as in UIKit, kept on top of the content and placed in its
/// coordinates each time it scrolls; they take no touches.
///
/// Source: Apple, UIScrollView (indicator properties, `flashScrollIndicators()`); iOS 7's look:
/// bars 2.5 pt wide, 3 pt from the edges.
extension UIScrollView {
    func installIndicators() {
        for bar in [indicators.vertical, indicators.horizontal] {
            bar.isUserInteractionEnabled = false
            bar.alpha = 0
            bar.isOpaque = false
            bar.layer.cornerRadius = ScrollIndicators.thickness / 2
            addSubview(bar)
        }
    }

    /// Where content joining at `index` goes: below the indicators at the top of the subviews.
    func indexBelowIndicators(_ index: Int, for subview: UIView) -> Int {
        guard !isIndicator(subview) else { return index }
        var top = subviews.count
        while top > 0, isIndicator(subviews[top - 1]) { top -= 1 }
        return min(index, top)
    }

    /// Keeps the indicators above content added after them, the vertical one topmost; reorders only
    /// when they are not already the top subviews (content joins below them).
    func keepIndicatorsOnTop(after subview: UIView) {
        guard !isIndicator(subview) else { return }
        let bars = [indicators.horizontal, indicators.vertical].filter { $0.superview === self }
        let subviews = self.subviews
        guard subviews.count >= bars.count,
            !zip(subviews.suffix(bars.count), bars).allSatisfy({ $0 === $1 })
        else { return }
        for bar in bars { bringSubviewToFront(bar) }
    }

    private func isIndicator(_ view: UIView) -> Bool { view === indicators.vertical || view === indicators.horizontal }

    /// Places and colours the indicators for the current offset, size and settings.
    func updateIndicators() {
        let bounds = self.bounds
        // The default style is dark on light content and light in the dark appearance.
        let darkAppearance = indicators.style == .default && traitCollection.userInterfaceStyle == .dark
        let color = indicators.style == .white || darkAppearance ? UIColor(white: 1, alpha: 0.5) : UIColor(white: 0, alpha: 0.35)
        let t = ScrollIndicators.thickness, margin = ScrollIndicators.margin
        let range = offsetRange
        let showV = indicators.visible && showsVerticalScrollIndicator && range.y.upperBound > range.y.lowerBound
        let showH = indicators.visible && showsHorizontalScrollIndicator && range.x.upperBound > range.x.lowerBound
        let vertical = indicators.vertical, horizontal = indicators.horizontal
        vertical.isHidden = !showV
        horizontal.isHidden = !showH
        let alpha = indicators.alpha
        if showV {
            let insets = effectiveIndicatorInsets(indicators.verticalInsets)
            let trackStart = bounds.minY + insets.top + margin
            let track = bounds.height - insets.top - insets.bottom - 2 * margin - (showH ? t + margin : 0)
            let frame = Self.indicatorSpan(
                track: track, start: trackStart, offset: bounds.minY, range: range.y,
                visible: bounds.height, content: contentSize.height + adjustedContentInset.top + adjustedContentInset.bottom)
            vertical.frame = CGRect(x: bounds.maxX - insets.right - margin - t, y: frame.start, width: t, height: frame.length)
            vertical.backgroundColor = color
            vertical.alpha = alpha
        }
        if showH {
            let insets = effectiveIndicatorInsets(indicators.horizontalInsets)
            let trackStart = bounds.minX + insets.left + margin
            let track = bounds.width - insets.left - insets.right - 2 * margin - (showV ? t + margin : 0)
            let frame = Self.indicatorSpan(
                track: track, start: trackStart, offset: bounds.minX, range: range.x,
                visible: bounds.width, content: contentSize.width + adjustedContentInset.left + adjustedContentInset.right)
            horizontal.frame = CGRect(x: frame.start, y: bounds.maxY - insets.bottom - margin - t, width: frame.length, height: t)
            horizontal.backgroundColor = color
            horizontal.alpha = alpha
        }
    }

    /// Where an indicator goes along its track: its length is the visible share of the content (at least
    /// the minimum), shortened by how far the content is rubber-banded past an edge.
    static func indicatorSpan(
        track: CGFloat, start: CGFloat, offset: CGFloat, range: ClosedRange<CGFloat>,
        visible: CGFloat, content: CGFloat
    ) -> (start: CGFloat, length: CGFloat) {
        guard track > 0, content > 0 else { return (start, 0) }
        var length = max(ScrollIndicators.minimumLength, track * min(1, visible / content))
        let overshoot = offset < range.lowerBound ? range.lowerBound - offset : offset > range.upperBound ? offset - range.upperBound : 0
        length = max(ScrollIndicators.thickness * 2, length - overshoot)
        length = min(length, track)
        let span = range.upperBound - range.lowerBound
        let progress = span > 0 ? min(1, max(0, (offset - range.lowerBound) / span)) : 0
        return (start + (track - length) * progress, length)
    }

    /// Shows the indicators for a drag or deceleration (no fade while it lasts).
    func showIndicatorsWhileScrolling() {
        indicators.fadeStart = nil
        indicators.visible = true
        indicators.alpha = 1
        updateIndicators()
    }

    /// Fades the indicators out after `delay` (a short pause after scrolling ends).
    func scheduleIndicatorFade(after delay: TimeInterval = ScrollIndicators.hideDelay) {
        guard indicators.visible, let now = ApplicationHost.current?.now, window != nil else { return hideIndicatorsNow() }
        if indicators.alpha < 1 { indicators.alpha = 1; updateIndicators() }
        indicators.fadeStart = now + delay
        startFrames()
    }

    var indicatorsAreFading: Bool { indicators.fadeStart != nil }

    /// One frame of the fade.
    func advanceIndicatorFade(to time: TimeInterval) {
        guard let fadeStart = indicators.fadeStart, !isDraggingStorage, motion == nil else { return }
        let progress = (time - fadeStart) / ScrollIndicators.fadeDuration
        if progress >= 1 { return hideIndicatorsNow() }
        let alpha = CGFloat(1 - max(0, progress))
        if alpha != indicators.alpha {
            indicators.alpha = alpha
            updateIndicators()
        }
    }

    func hideIndicatorsNow() {
        indicators.fadeStart = nil
        indicators.visible = false
        indicators.alpha = 0
        updateIndicators()
    }

    /// Test access: whether an indicator shows (not hidden, not transparent).
    var isShowingVerticalIndicator: Bool { !indicators.vertical.isHidden && indicators.vertical.alpha > 0 }
}

/// The indicators' views and state.
@MainActor
struct ScrollIndicators {
    /// The bars' width.
    static let thickness: CGFloat = 2.5
    /// The distance from the scroll view's edges.
    static let margin: CGFloat = 3
    /// The shortest bar, except while rubber-banding.
    static let minimumLength: CGFloat = 36
    /// The pause after scrolling before the fade; a flash's.
    static let hideDelay: TimeInterval = 0.1
    static let flashDuration: TimeInterval = 0.4
    /// The fade-out.
    static let fadeDuration: TimeInterval = 0.25

    let vertical = ScrollIndicatorView(frame: .zero)
    let horizontal = ScrollIndicatorView(frame: .zero)
    var showsVertical = true
    var showsHorizontal = true
    var style: UIScrollView.IndicatorStyle = .default
    var verticalInsets: UIEdgeInsets = .zero
    var horizontalInsets: UIEdgeInsets = .zero
    /// Whether the indicators are shown (possibly fading).
    var visible = false
    var alpha: CGFloat = 0
    /// When the fade starts (nil: not fading).
    var fadeStart: TimeInterval?
}

/// A scroll indicator bar.
@MainActor
final class ScrollIndicatorView: UIView {}

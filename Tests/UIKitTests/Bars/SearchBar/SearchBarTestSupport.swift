// Shared by the search bar tests: a delegate that logs each call (and answers as told), finders for
// the views a search bar shows (through public API: subviews, classes, titles), and pixel reading.
import Foundation
import UIKit
import UIKitTesting

/// Logs every UISearchBarDelegate call in order.
@MainActor
final class SearchBarLog: UISearchBarDelegate {
    var calls: [String] = []
    var shouldBegin = true
    var shouldEnd = true
    var shouldChange = true
    var position = UIBarPosition.top
    /// Whether `searchBarSearchButtonClicked(_:)` resigns the bar (as apps do).
    var resignsOnSearch = false

    func position(for bar: UIBarPositioning) -> UIBarPosition { position }
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
        calls.append("shouldBegin")
        return shouldBegin
    }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { calls.append("didBegin") }
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool {
        calls.append("shouldEnd")
        return shouldEnd
    }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { calls.append("didEnd") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { calls.append("textDidChange(\(searchText))") }
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        calls.append("shouldChange(\(range.location),\(range.length),\(text))")
        return shouldChange
    }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        calls.append("searchClicked")
        if resignsOnSearch { _ = searchBar.resignFirstResponder() }
    }
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) { calls.append("bookmarkClicked") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { calls.append("cancelClicked") }
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) { calls.append("resultsClicked") }
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        calls.append("scopeDidChange(\(selectedScope))")
    }
}

extension UISearchBar {
    /// The search field, found as iOS code finds it (E5.1): the first text field among the subviews of
    /// the bar's first subview.
    var foundField: UITextField { subviews[0].subviews.compactMap { $0 as? UITextField }.first! }

    /// The button titled `title` in the bar (the Cancel button), if showing.
    func button(titled title: String) -> UIButton? {
        allSubviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == title && !$0.isHidden && $0.alpha > 0 }
    }

    /// The label showing `text`, if any.
    func label(showing text: String) -> UILabel? {
        allSubviews.compactMap { $0 as? UILabel }.first { $0.text == text && !$0.isHidden }
    }

    /// The scope bar's segmented control, if any shows.
    var scopeControl: UISegmentedControl? {
        allSubviews.compactMap { $0 as? UISegmentedControl }.first { control in
            var view: UIView? = control
            while let current = view, current !== self {
                if current.isHidden { return false }
                view = current.superview
            }
            return true
        }
    }
}

/// A harness with a 320-point-wide search bar at the top (y 20, below the status bar), sized to fit,
/// over a white window.
@MainActor
func searchBarHarness(_ configure: (UISearchBar) -> Void = { _ in }) -> (UIKitTestHarness, UISearchBar) {
    let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 2)
    h.window.backgroundColor = .white
    let bar = UISearchBar(frame: CGRect(x: 0, y: 20, width: 320, height: 44))
    configure(bar)
    h.window.addSubview(bar)
    bar.sizeToFit()
    h.runTurn()
    return (h, bar)
}

/// A solid image of `size` points in `color` (scale 2).
func solidImage(_ color: UIColor, _ size: CGSize) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    return UIGraphicsImageRenderer(size: size, format: format).image { context in
        color.setFill()
        context.fill(CGRect(origin: .zero, size: size))
    }
}

@MainActor
extension UIKitTestHarness {
    /// The screen's pixel at `point` (window coordinates, points) as [r, g, b, a].
    func pixel(at point: CGPoint) -> [UInt8] {
        let image = render()
        return Pixels(image)[Int(point.x * image.scale), Int(point.y * image.scale)]
    }

    /// The centre of `view` in window coordinates.
    func centre(of view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window) }
}

extension UISearchBar {
    /// The showing view whose accessibility label is `label` (the field's clear, bookmark and search
    /// results buttons), if any.
    func control(labelled label: String) -> UIView? {
        allSubviews.first { view in
            guard view.accessibilityLabel == label, view.window != nil else { return false }
            var current: UIView? = view
            while let v = current, v !== self {
                if v.isHidden || v.alpha == 0 { return false }
                current = v.superview
            }
            return true
        }
    }
}

/// How many pixels of `image` inside `rect` (points) are not close to `color`.
func pixelsDiffering(from color: [UInt8], in rect: CGRect, of image: UIImage, tolerance: Int = 12) -> Int {
    let pixels = Pixels(image)
    let s = image.scale
    var count = 0
    for y in Int(rect.minY * s)..<Int(rect.maxY * s) {
        for x in Int(rect.minX * s)..<Int(rect.maxX * s) where !Pixels.close(pixels[x, y], color, tolerance: tolerance) {
            count += 1
        }
    }
    return count
}

/// The bounding box, in points, of the pixels of `image` inside `rect` (points) close to `color`, and
/// how many there are (pixels, not points); nil when there are none.
func box(of color: [UInt8], in rect: CGRect, of image: UIImage, tolerance: Int = 12) -> (frame: CGRect, count: Int)? {
    let pixels = Pixels(image)
    let s = image.scale
    var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min, count = 0
    for y in Int(rect.minY * s)..<Int(rect.maxY * s) {
        for x in Int(rect.minX * s)..<Int(rect.maxX * s) where Pixels.close(pixels[x, y], color, tolerance: tolerance) {
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            count += 1
        }
    }
    guard count > 0 else { return nil }
    let frame = CGRect(
        x: CGFloat(minX) / s, y: CGFloat(minY) / s, width: CGFloat(maxX - minX + 1) / s, height: CGFloat(maxY - minY + 1) / s)
    return (frame, count)
}

// UITableViewCell: defaults, the four iOS 7 styles' frames, accessories, highlighting and selection (and
// seed 000's spinner-in-a-selected-cell override), editing, swipes, self-sizing, content configurations.
import Foundation
import Testing
import UIKitTesting

@testable import UIKit

@MainActor
@Suite("UITableViewCell")
struct UITableViewCellTests {
    init() { TestFonts.pin() }

    /// A cell of `style`, 320 × 44, in the harness's window (scale 2), laid out.
    func cell(_ h: UIKitTestHarness, _ style: UITableViewCell.CellStyle = .default, configure: (UITableViewCell) -> Void = { _ in })
        -> UITableViewCell
    {
        let cell = UITableViewCell(style: style, reuseIdentifier: "cell")
        configure(cell)
        h.window.addSubview(cell)
        h.runTurn()
        return cell
    }

    /// A 29 × 29 image.
    func square() -> UIImage {
        render(CGSize(width: 29, height: 29), scale: 2) { context in
            UIColor.orange.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 29, height: 29))
        }
    }

    final class Host: TableCellHosting {
        var calls: [String] = []
        func cellDidTapEditingControl(_ cell: UITableViewCell) { calls.append("editing") }
        func cellDidTapAccessoryButton(_ cell: UITableViewCell) { calls.append("accessory") }
        func cellReorderRequestDidChange(_ cell: UITableViewCell) { calls.append("reorder") }
    }

    final class TransitionCell: UITableViewCell {
        var log: [String] = []
        override func willTransition(to state: UITableViewCell.StateMask) { log.append("will \(state.rawValue)") }
        override func didTransition(to state: UITableViewCell.StateMask) { log.append("did \(state.rawValue)") }
    }

    // MARK: Defaults

    @Test("Defaults: 320 × 44, white, reuse identifier, labels made on first use in the content view")
    func defaults() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "id")
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(cell.backgroundColor == .systemBackground)
        #expect(cell.reuseIdentifier == "id")
        #expect(cell.contentView.superview === cell)
        #expect(cell.detailTextLabel == nil)
        #expect(cell.textLabel?.superview === cell.contentView)
        #expect(cell.textLabel?.font.pointSize == 18)
        #expect(cell.textLabel?.textColor == .label)
        #expect(cell.textLabel === cell.textLabel)
        #expect(cell.imageView?.superview === cell.contentView)
        #expect(cell.imageView?.image == nil)
        #expect(cell.accessoryType == .none && cell.accessoryView == nil)
        #expect(cell.editingAccessoryType == .none && cell.editingAccessoryView == nil)
        #expect(cell.selectionStyle == .default)
        #expect(!cell.isSelected && !cell.isHighlighted && !cell.isEditing)
        #expect(cell.indentationLevel == 0 && cell.indentationWidth == 10)
        #expect(cell.shouldIndentWhileEditing && !cell.showsReorderControl)
        #expect(cell.separatorInset == UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0))
        #expect(cell.backgroundView == nil && cell.selectedBackgroundView == nil && cell.multipleSelectionBackgroundView == nil)
        #expect(cell.contentConfiguration == nil)
        #expect(!cell.showingDeleteConfirmation)

        let plain = UITableViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        #expect(plain.reuseIdentifier == nil)
        #expect(plain.frame.size == CGSize(width: 200, height: 60))
        #expect(plain.detailTextLabel == nil)
        #expect(UITableViewCell(style: .subtitle, reuseIdentifier: nil).detailTextLabel?.font.pointSize == 12)
        let value1 = UITableViewCell(style: .value1, reuseIdentifier: nil)
        #expect(value1.detailTextLabel?.textColor == UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1))
        #expect(value1.detailTextLabel?.textAlignment == .right)
        let value2 = UITableViewCell(style: .value2, reuseIdentifier: nil)
        #expect(value2.textLabel?.font.pointSize == 15)
        #expect(value2.textLabel?.textAlignment == .right)
        #expect(value2.detailTextLabel?.textColor == .label)
    }

    // MARK: Styles

    @Test("Default style: content 43.5 high above the separator pixel; title 15 points in, centred; with an image, the title 15 after it")
    func defaultStyleFrames() {
        let h = UIKitTestHarness()
        let cell = cell(h) { $0.textLabel?.text = "Title" }
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 43.5))
        let title = cell.textLabel!.frame
        #expect(title.minX == 15 && title.width == 290)
        #expect(abs(title.midY - 43.5 / 2) <= 0.25)
        cell.imageView?.image = square()
        cell.layoutIfNeeded()
        #expect(cell.imageView!.frame == CGRect(x: 15, y: 7.5, width: 29, height: 29))
        #expect(cell.textLabel!.frame.minX == 59 && cell.textLabel!.frame.maxX == 305)
        cell.indentationLevel = 2
        cell.layoutIfNeeded()
        #expect(cell.imageView!.frame.minX == 35)
    }

    @Test("Value 1: title at the left, the grey value right-aligned 15 points from the right edge")
    func value1Frames() {
        let h = UIKitTestHarness()
        let cell = cell(h, .value1) {
            $0.textLabel?.text = "Wi-Fi"
            $0.detailTextLabel?.text = "Home"
        }
        let title = cell.textLabel!.frame, detail = cell.detailTextLabel!.frame
        #expect(title.minX == 15)
        #expect(detail.maxX == 305)
        #expect(detail.minX > title.minX + 40)
        #expect(title.maxX <= detail.minX - 6)
        #expect(abs(detail.midY - title.midY) <= 0.25)
    }

    @Test("Value 2: a 67-point right-aligned title column from 15, the detail 6 points after it")
    func value2Frames() {
        let h = UIKitTestHarness()
        let cell = cell(h, .value2) {
            $0.textLabel?.text = "mobile"
            $0.detailTextLabel?.text = "(555) 123-4567"
        }
        #expect(cell.textLabel!.frame.minX == 15 && cell.textLabel!.frame.width == 67)
        #expect(cell.detailTextLabel!.frame.minX == 88 && cell.detailTextLabel!.frame.maxX == 305)
        #expect(cell.textLabel!.textColor == cell.tintColor)
    }

    @Test("Subtitle: the 12-point detail directly under the title, the pair centred; without detail the title is centred")
    func subtitleFrames() {
        let h = UIKitTestHarness()
        let cell = cell(h, .subtitle) {
            $0.textLabel?.text = "Title"
            $0.detailTextLabel?.text = "Subtitle"
        }
        let title = cell.textLabel!.frame, detail = cell.detailTextLabel!.frame
        #expect(title.minX == 15 && detail.minX == 15)
        #expect(detail.minY == title.maxY)
        #expect(abs((title.minY + detail.maxY) / 2 - 43.5 / 2) <= 0.25)
        #expect(detail.height < title.height)
        // As on iOS, a label's new text does not lay the cell out again by itself.
        cell.detailTextLabel?.text = nil
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        #expect(abs(cell.textLabel!.frame.midY - 43.5 / 2) <= 0.25)
    }

    // MARK: Accessories

    @Test("Accessories sit 15 points from the right edge, centred; the content view ends 10 points before them")
    func accessoryFrames() {
        let h = UIKitTestHarness()
        let cell = cell(h) { $0.textLabel?.text = "Title" }
        let expected: [(UITableViewCell.AccessoryType, CGRect)] = [
            (.disclosureIndicator, CGRect(x: 297, y: 15.5, width: 8, height: 13)),
            (.checkmark, CGRect(x: 291, y: 16.5, width: 14, height: 11)),
            (.detailButton, CGRect(x: 283, y: 11, width: 22, height: 22)),
            (.detailDisclosureButton, CGRect(x: 263, y: 11, width: 42, height: 22)),
        ]
        for (type, frame) in expected {
            cell.accessoryType = type
            cell.layoutIfNeeded()
            let accessory = cell.installedAccessory
            #expect(accessory?.superview === cell)
            #expect(accessory?.frame == frame, "\(type)")
            #expect(cell.contentView.frame.width == frame.minX - 10)
            #expect(cell.textLabel!.frame.maxX == cell.contentView.bounds.width)
        }
        let toggle = UISwitch()
        cell.accessoryView = toggle
        cell.layoutIfNeeded()
        #expect(toggle.superview === cell)
        #expect(toggle.frame == CGRect(x: 254, y: 6.5, width: 51, height: 31))
        cell.accessoryView = nil
        cell.accessoryType = .none
        cell.layoutIfNeeded()
        #expect(toggle.superview == nil && cell.installedAccessory == nil)
        #expect(cell.contentView.frame.width == 320)
    }

    @Test("A tap on the info button of a detail accessory reports to the host; a tap on the chevron does not")
    func accessoryButtonTap() {
        let h = UIKitTestHarness()
        let host = Host()
        let cell = cell(h) {
            $0.accessoryType = .detailDisclosureButton
        }
        cell.host = host
        h.tap(at: CGPoint(x: 274, y: 22))
        #expect(host.calls == ["accessory"])
        h.tap(at: CGPoint(x: 301, y: 22))
        #expect(host.calls == ["accessory"])
    }

    // MARK: Highlighting and selection

    @Test(
        "Highlighting shows the grey selected background and highlights labels, image views and controls in the content view; unhighlighting restores them"
    )
    func highlightPropagation() {
        let h = UIKitTestHarness()
        let button = UIButton(type: .system)
        let icon = UIImageView()
        let alreadyOn = UIImageView()
        alreadyOn.isHighlighted = true
        let cell = cell(h, .subtitle) {
            $0.textLabel?.text = "Title"
            $0.detailTextLabel?.text = "Detail"
            $0.imageView?.image = self.square()
            $0.contentView.addSubview(button)
            $0.contentView.addSubview(icon)
            $0.contentView.addSubview(alreadyOn)
        }
        cell.setHighlighted(true, animated: false)
        #expect(cell.isHighlighted)
        #expect(cell.textLabel!.isHighlighted && cell.detailTextLabel!.isHighlighted && cell.imageView!.isHighlighted)
        #expect(button.isHighlighted && icon.isHighlighted && alreadyOn.isHighlighted)
        let background = cell.subviews.first
        #expect(
            background?.backgroundColor?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
                == UIColor(red: 217 / 255, green: 217 / 255, blue: 217 / 255, alpha: 1))
        #expect(background?.frame == cell.bounds)
        cell.isHighlighted = false
        #expect(!cell.textLabel!.isHighlighted && !cell.imageView!.isHighlighted && !button.isHighlighted && !icon.isHighlighted)
        #expect(alreadyOn.isHighlighted)
        #expect(background?.superview == nil)
    }

    @Test("With selection style none, selecting shows no background and highlights nothing")
    func selectionStyleNone() {
        let h = UIKitTestHarness()
        let cell = cell(h) {
            $0.textLabel?.text = "Title"
            $0.selectionStyle = .none
        }
        let before = cell.subviews.count
        cell.setSelected(true, animated: false)
        #expect(cell.isSelected)
        #expect(!cell.textLabel!.isHighlighted)
        #expect(cell.subviews.count == before)
    }

    @Test("An app's selected background goes directly above the background view; an animated deselection fades it out over 0.3 s")
    func selectedBackgroundView() {
        let h = UIKitTestHarness()
        let background = UIView(), selected = UIView()
        let cell = cell(h) {
            $0.backgroundView = background
            $0.selectedBackgroundView = selected
        }
        #expect(selected.superview == nil)
        cell.setSelected(true, animated: false)
        #expect(cell.subviews.firstIndex(of: selected) == cell.subviews.firstIndex(of: background)! + 1)
        #expect(selected.frame == cell.bounds && background.frame == cell.bounds)
        cell.setSelected(false, animated: true)
        h.advance(by: 0.15)
        #expect(selected.superview === cell)
        let alpha = selected.layer.presentation()?.opacity ?? 1
        #expect(alpha > 0.05 && alpha < 0.95)
        h.advance(by: 0.2)
        #expect(selected.superview == nil)
    }

    /// Seed 000's example: a cell that shows a spinner in a rounded dark box over its content while selected.
    final class SpinnerCell: UITableViewCell {
        override func setSelected(_ selected: Bool, animated: Bool) {
            super.setSelected(selected, animated: animated)
            if selected {
                let spinner = UIActivityIndicatorView(style: .whiteLarge)
                let box = UIView(frame: CGRect(x: 0, y: 0, width: spinner.frame.width + 20, height: spinner.frame.height + 20))
                box.tag = 1001
                box.layer.cornerRadius = 10
                box.backgroundColor = UIColor(white: 0, alpha: 0.6)
                spinner.center = CGPoint(x: box.bounds.midX, y: box.bounds.midY)
                box.addSubview(spinner)
                spinner.startAnimating()
                box.center = CGPoint(x: contentView.bounds.midX, y: contentView.bounds.midY)
                contentView.addSubview(box)
            } else {
                contentView.viewWithTag(1001)?.removeFromSuperview()
            }
        }
    }

    @Test(
        "Seed 000: an override of setSelected(_:animated:) runs for isSelected and adds its spinner box, centred, removed when deselected")
    func spinnerCellOverride() {
        let h = UIKitTestHarness()
        let cell = SpinnerCell(style: .default, reuseIdentifier: "spinner")
        cell.textLabel?.text = "Select me"
        h.window.addSubview(cell)
        h.runTurn()
        cell.isSelected = true
        h.runTurn()
        let box = cell.contentView.viewWithTag(1001)
        let spinner = box?.subviews.first as? UIActivityIndicatorView
        #expect(cell.isSelected)
        #expect(box?.frame.size == CGSize(width: spinner!.frame.width + 20, height: spinner!.frame.height + 20))
        #expect(box?.center == CGPoint(x: cell.contentView.bounds.midX, y: cell.contentView.bounds.midY))
        #expect(box?.layer.cornerRadius == 10)
        #expect(spinner?.isAnimating == true)
        cell.setSelected(false, animated: true)
        #expect(cell.contentView.viewWithTag(1001) == nil)
        cell.isSelected = true
        cell.prepareForReuse()
        #expect(!cell.isSelected && cell.contentView.viewWithTag(1001) == nil)
    }

    // MARK: Editing

    @Test(
        "Editing: the delete control at the left, the content moved right 38 points, the reorder control at the right, the accessory replaced"
    )
    func editingLayout() {
        let h = UIKitTestHarness()
        let cell = cell(h) {
            $0.textLabel?.text = "Row"
            $0.accessoryType = .disclosureIndicator
            $0.showsReorderControl = true
        }
        cell.placement.allowsReorder = true
        #expect(cell.reorderControlFrame == nil)
        cell.setEditing(true, animated: false)
        cell.layoutIfNeeded()
        #expect(cell.isEditing)
        #expect(cell.contentView.frame == CGRect(x: 38, y: 0, width: 272 - 38, height: 43.5))
        #expect(cell.editingControl?.frame == CGRect(x: 0, y: 0, width: 38, height: 43.5))
        #expect(cell.editingControl?.style == .delete)
        #expect(cell.reorderControlFrame == CGRect(x: 272, y: 0, width: 48, height: 43.5))
        #expect(cell.installedAccessory == nil)
        #expect(cell.bottomSeparator.frame.minX == 53)

        cell.editingAccessoryType = .checkmark
        cell.layoutIfNeeded()
        #expect(cell.installedAccessory?.frame.maxX == 272)
        #expect(cell.contentView.frame.maxX == cell.installedAccessory!.frame.minX - 10)

        cell.placement.editingStyle = .insert
        cell.layoutIfNeeded()
        #expect(cell.editingControl?.style == .insert)

        cell.shouldIndentWhileEditing = false
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.minX == 0)

        cell.isEditing = false
        cell.layoutIfNeeded()
        #expect(cell.editingControl == nil && cell.reorderControlFrame == nil)
        #expect(
            cell.installedAccessory is CellAccessoryView && (cell.installedAccessory as? CellAccessoryView)?.type == .disclosureIndicator)
        #expect(cell.contentView.frame.minX == 0)
    }

    @Test("Editing animates over 0.3 s: the content slides right, the transition callbacks come before and after")
    func editingAnimation() {
        let h = UIKitTestHarness()
        let cell = TransitionCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row"
        h.window.addSubview(cell)
        h.runTurn()
        cell.setEditing(true, animated: true)
        #expect(cell.log == ["will 1"])
        h.advance(by: 0.15)
        let x = cell.contentView.layer.presentation()?.frame.minX ?? 0
        #expect(x > 2 && x < 36)
        #expect(cell.log == ["will 1"])
        h.advance(by: 0.2)
        #expect(cell.contentView.frame.minX == 38)
        #expect(cell.log == ["will 1", "did 1"])
        let control = cell.editingControl
        cell.setEditing(false, animated: true)
        h.advance(by: 0.15)
        #expect(control?.superview === cell)
        h.advance(by: 0.2)
        #expect(control?.superview == nil)
        #expect(cell.log == ["will 1", "did 1", "will 0", "did 0"])
    }

    @Test("A tap on the editing control reports to the host; editing style none shows no control and does not indent")
    func editingControlTap() {
        let h = UIKitTestHarness()
        let host = Host()
        let cell = cell(h) { $0.textLabel?.text = "Row" }
        cell.host = host
        cell.setEditing(true, animated: false)
        h.runTurn()
        h.tap(at: CGPoint(x: 26, y: 22))
        #expect(host.calls == ["editing"])
        cell.placement.editingStyle = .none
        h.runTurn()
        #expect(cell.editingControl == nil)
        #expect(cell.contentView.frame.minX == 0)
    }

    // MARK: Swipes

    @Test(
        "Swiping: the content moves by the offset; the trailing buttons fill the exposed space at their widths, the first rightmost; a tap runs the handler"
    )
    func swipeLayout() {
        let h = UIKitTestHarness()
        var tapped: [String] = []
        let cell = TransitionCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Swipe me"
        cell.accessoryType = .disclosureIndicator
        h.window.addSubview(cell)
        h.runTurn()
        cell.setSwipeButtons(
            leading: [],
            trailing: [
                CellSwipeButton(title: "Delete", image: nil, backgroundColor: .red, handler: { _ in tapped.append("delete") }),
                CellSwipeButton(title: "More", image: nil, backgroundColor: .gray, handler: { _ in tapped.append("more") }),
            ])
        func natural(_ title: String) -> CGFloat {
            max(74, (title as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width.rounded(.up) + 30)
        }
        let total = natural("Delete") + natural("More")
        #expect(cell.trailingSwipeButtonsWidth == total)
        #expect(cell.leadingSwipeButtonsWidth == 0)
        cell.setSwipeOffset(-total, animated: false)
        cell.layoutIfNeeded()
        #expect(cell.swipeOffset == -total && cell.showingDeleteConfirmation)
        #expect(cell.log == ["will 2", "did 2"])
        #expect(cell.contentView.frame.minX == -total)
        #expect(cell.installedAccessory?.frame.minX == 297 - total)
        let delete = cell.trailingSwipeViews[0], more = cell.trailingSwipeViews[1]
        #expect(delete.frame == CGRect(x: 320 - natural("Delete"), y: 0, width: natural("Delete"), height: 43.5))
        #expect(more.frame == CGRect(x: 320 - total, y: 0, width: natural("More"), height: 43.5))
        #expect(delete.currentTitle == "Delete" && delete.backgroundColor == .red)
        h.tap(at: CGPoint(x: delete.frame.midX, y: 22))
        h.tap(at: CGPoint(x: more.frame.midX, y: 22))
        #expect(tapped == ["delete", "more"])

        cell.setSwipeOffset(-total / 2, animated: false)
        cell.layoutIfNeeded()
        #expect(abs(delete.frame.width - natural("Delete") / 2) < 0.01)
        cell.setSwipeOffset(0, animated: true)
        h.advance(by: 0.4)
        #expect(cell.contentView.frame.minX == 0 && delete.frame.width == 0)
        #expect(cell.log == ["will 2", "did 2", "will 0", "did 0"])
    }

    @Test("Leading buttons are revealed by a positive offset, the first leftmost")
    func leadingSwipe() {
        let h = UIKitTestHarness()
        let cell = cell(h) { $0.textLabel?.text = "Row" }
        cell.setSwipeButtons(
            leading: [CellSwipeButton(title: "Flag", image: nil, backgroundColor: .orange, handler: { _ in })], trailing: [])
        cell.setSwipeOffset(cell.leadingSwipeButtonsWidth, animated: false)
        cell.layoutIfNeeded()
        #expect(cell.leadingSwipeViews[0].frame == CGRect(x: 0, y: 0, width: 74, height: 43.5))
        #expect(cell.contentView.frame.minX == 74)
    }

    // MARK: Self-sizing

    @Test(
        "Fitting height: 44 for one line; a title with no line limit wraps and grows the cell (10.5 points above and below, plus the separator pixel)"
    )
    func fittingHeightForWrappingText() {
        let h = UIKitTestHarness()
        let cell = cell(h) { $0.textLabel?.text = "Short" }
        #expect(cell.fittingHeight(forWidth: 320) == 44)
        let text = String(repeating: "A long line of text that wraps. ", count: 8)
        cell.textLabel?.text = text
        cell.textLabel?.numberOfLines = 0
        let label = UILabel()
        label.font = .systemFont(ofSize: 18)
        label.numberOfLines = 0
        label.text = text
        let textHeight = (label.sizeThatFits(CGSize(width: 290, height: 10_000)).height * 2).rounded(.up) / 2
        #expect(textHeight > 80)
        #expect(cell.fittingHeight(forWidth: 320) == (textHeight + 21) + 0.5)
        cell.placement.separatorStyle = .none
        #expect(cell.fittingHeight(forWidth: 320) == (textHeight + 21))
    }

    @Test("Fitting height from Auto Layout: the content view's constraints decide it at the content width")
    func fittingHeightFromAutoLayout() {
        // The separator is a pixel: half a point on the harness's 2x screen.
        let h = UIKitTestHarness()
        #expect(h.window.screen.scale == 2)
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 10),
            box.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -10),
            box.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 15),
            box.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -15),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
        ])
        #expect(cell.fittingHeight(forWidth: 320) == 165.5)
        cell.accessoryType = .disclosureIndicator
        let expected: CGFloat = 10 + 128.5 + 10 + 0.5
        #expect(cell.fittingHeight(forWidth: 320) == expected)
    }

    // MARK: Content configuration

    @Test("A list content configuration replaces the content view; the built-in labels are not used; nil gives an empty content view")
    func contentConfiguration() {
        let h = UIKitTestHarness()
        let cell = cell(h, .subtitle) { $0.textLabel?.text = "Old" }
        var configuration = cell.defaultContentConfiguration()
        #expect(configuration.textProperties.font.pointSize == 18)
        #expect(configuration.secondaryTextProperties.font.pointSize == 12)
        #expect(configuration.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 10.5, leading: 15, bottom: 10.5, trailing: 15))
        configuration.text = "Hello"
        configuration.secondaryText = "World"
        configuration.image = square()
        cell.contentConfiguration = configuration
        h.runTurn()
        let view = cell.contentView
        #expect(view is UIListContentView)
        #expect(view.superview === cell)
        #expect(cell.textLabel == nil && cell.imageView == nil && cell.detailTextLabel == nil)
        let labels = view.allSubviews.compactMap { $0 as? UILabel }
        let hello = labels.first { $0.text == "Hello" }, world = labels.first { $0.text == "World" }
        #expect(hello != nil && world != nil)
        #expect(abs(hello!.frame.minX - (15 + 29 + 15)) < 0.001)
        #expect(world!.frame.minY >= hello!.frame.maxY)
        #expect(!view.allSubviews.contains { ($0 as? UILabel)?.text == "Old" })

        configuration.text = "Again"
        cell.contentConfiguration = configuration
        #expect(cell.contentView === view)
        #expect(view.allSubviews.contains { ($0 as? UILabel)?.text == "Again" })

        cell.setHighlighted(true, animated: false)
        #expect(labels.allSatisfy { $0.isHighlighted })
        cell.setHighlighted(false, animated: false)

        cell.contentConfiguration = nil
        #expect(cell.contentView !== view && cell.contentView.subviews.isEmpty)
        #expect(cell.textLabel?.superview === cell.contentView)
    }

    @Test("A value cell configuration puts the secondary text at the trailing margin; its fitting height is at least 44")
    func valueCellConfiguration() {
        let h = UIKitTestHarness()
        let cell = cell(h, .value1)
        var configuration = UIListContentConfiguration.valueCell()
        configuration.text = "Name"
        configuration.secondaryText = "Value"
        cell.contentConfiguration = configuration
        h.runTurn()
        let value = cell.contentView.allSubviews.compactMap { $0 as? UILabel }.first { $0.text == "Value" }
        #expect(value?.frame.maxX == 305)
        #expect(value?.textColor == UIColor.systemGray)
        #expect(cell.fittingHeight(forWidth: 320) == 44)
    }

    // MARK: Separators

    @Test(
        "Separators: plain, an inset bottom line; grouped, full-width lines above the first row and below the last; inset grouped, none outside and rounded corners"
    )
    func separators() {
        let h = UIKitTestHarness()
        let cell = cell(h) { $0.textLabel?.text = "Row" }
        #expect(!cell.bottomSeparator.isHidden && cell.topSeparator.isHidden)
        #expect(cell.bottomSeparator.frame == CGRect(x: 15, y: 43.5, width: 305, height: 0.5))
        #expect(
            cell.bottomSeparator.backgroundColor?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
                == UIColor(red: 200 / 255, green: 199 / 255, blue: 204 / 255, alpha: 1))
        cell.imageView?.image = square()
        cell.layoutIfNeeded()
        #expect(cell.bottomSeparator.frame.minX == 59)
        cell.separatorInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        cell.layoutIfNeeded()
        #expect(cell.bottomSeparator.frame == CGRect(x: 0, y: 43.5, width: 320, height: 0.5))

        let grouped = self.cell(h) { $0.textLabel?.text = "Row" }
        grouped.placement = TableCellPlacement(style: .grouped, isFirstInSection: true, isLastInSection: false, separatorColor: .red)
        grouped.layoutIfNeeded()
        #expect(grouped.topSeparator.frame == CGRect(x: 0, y: 0, width: 320, height: 0.5) && !grouped.topSeparator.isHidden)
        #expect(grouped.bottomSeparator.frame.minX == 15 && grouped.bottomSeparator.backgroundColor == .red)
        grouped.placement.isFirstInSection = false
        grouped.placement.isLastInSection = true
        grouped.layoutIfNeeded()
        #expect(grouped.topSeparator.isHidden)
        #expect(grouped.bottomSeparator.frame == CGRect(x: 0, y: 43.5, width: 320, height: 0.5))

        grouped.placement.style = .insetGrouped
        grouped.layoutIfNeeded()
        #expect(grouped.bottomSeparator.isHidden)
        #expect(grouped.layer.cornerRadius == 10 && grouped.clipsToBounds)
        #expect(grouped.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        grouped.placement.style = .plain
        grouped.layoutIfNeeded()
        #expect(grouped.layer.cornerRadius == 0 && !grouped.clipsToBounds)

        grouped.placement.separatorStyle = .none
        grouped.layoutIfNeeded()
        #expect(grouped.bottomSeparator.isHidden && grouped.contentView.frame.height == 44)
    }
}

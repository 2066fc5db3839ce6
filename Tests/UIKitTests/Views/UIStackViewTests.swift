// UIStackView: distributions, alignments, spacing, hidden views and the arranged-subviews list, with the
// frames UIKit gives. Public API only.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIStackView")
struct UIStackViewTests {
    /// A stack view of `frame` (translated: the frame is fixed) arranging views of the given intrinsic
    /// widths (20 points tall), after `configure` set their priorities.
    func row(
        _ frame: CGRect, widths: [CGFloat], spacing: CGFloat = 10, distribution: UIStackView.Distribution = .fill,
        configure: ([LabelLike]) -> Void = { _ in }
    ) -> (UIStackView, [LabelLike]) {
        let views = widths.map { LabelLike(width: $0) }
        configure(views)
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = frame
        stack.spacing = spacing
        stack.distribution = distribution
        stack.layoutIfNeeded()
        return (stack, views)
    }

    /// The container of `freeStack(_:axis:spacing:)`'s stacks (kept alive by the suite: a view holds its
    /// subviews, not its superview).
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

    /// A stack view placed in `root` by its top-left corner only, so that it sizes itself.
    func freeStack(_ views: [UIView], axis: NSLayoutConstraint.Axis = .horizontal, spacing: CGFloat = 10) -> (UIView, UIStackView) {
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = axis
        stack.spacing = spacing
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        return (root, stack)
    }

    // MARK: Defaults and the arranged list

    @Test("Defaults: horizontal, fill, fill, spacing 0, no baseline or margins arrangement")
    func defaults() {
        let stack = UIStackView()
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill)
        #expect(stack.spacing == 0 && !stack.isBaselineRelativeArrangement && !stack.isLayoutMarginsRelativeArrangement)
        #expect(stack.arrangedSubviews.isEmpty && stack.translatesAutoresizingMaskIntoConstraints)
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
        #expect(UIStackView.Distribution.equalCentering.rawValue == 4 && UIStackView.Alignment.lastBaseline.rawValue == 5)
    }

    @Test("Arranged views become subviews placed by constraints; insert moves, removeArrangedSubview keeps the subview")
    func arrangedList() {
        let a = UIView(), b = UIView(), c = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        #expect(stack.arrangedSubviews == [a, b] && stack.subviews == [a, b])
        #expect(!a.translatesAutoresizingMaskIntoConstraints && !b.translatesAutoresizingMaskIntoConstraints)
        stack.insertArrangedSubview(c, at: 0)
        #expect(stack.arrangedSubviews == [c, a, b] && stack.subviews == [a, b, c])
        stack.insertArrangedSubview(c, at: 2)
        #expect(stack.arrangedSubviews == [a, b, c] && stack.subviews == [a, b, c])
        stack.removeArrangedSubview(a)
        #expect(stack.arrangedSubviews == [b, c] && stack.subviews == [a, b, c])
        c.removeFromSuperview()
        #expect(stack.arrangedSubviews == [b] && stack.subviews == [a, b])
        let other = UIView()
        other.addSubview(b)
        #expect(stack.arrangedSubviews.isEmpty)
        stack.addArrangedSubview(a)  // Already a subview: it stays where it is among the subviews.
        #expect(stack.arrangedSubviews == [a] && stack.subviews == [a])
        stack.addArrangedSubview(b)
        stack.addArrangedSubview(a)  // Already arranged: it moves to the end.
        #expect(stack.arrangedSubviews == [b, a])
        stack.insertArrangedSubview(b, at: 2)  // The count is a valid index for an arranged view too.
        #expect(stack.arrangedSubviews == [a, b])
        let twice = UIStackView(arrangedSubviews: [c, c])
        #expect(twice.arrangedSubviews == [c])
    }

    @Test("insertArrangedSubview(_:at:) past the end fails with a message naming the call, as UIKit raises")
    func insertOutOfBounds() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let stack = UIStackView(arrangedSubviews: [UIView()])
                stack.insertArrangedSubview(UIView(), at: 3)
            }
        }
    }

    @Test("The stack's constraints are UIKit's UISV constraints, installed on the stack view")
    func constraintsAreNamed() {
        let (stack, _) = row(CGRect(x: 0, y: 0, width: 300, height: 50), widths: [50, 60, 70])
        let identifiers = stack.constraints.compactMap(\.identifier)
        #expect(identifiers.count == stack.constraints.count)
        #expect(identifiers.allSatisfy { $0.hasPrefix("UISV-") })
        #expect(identifiers.filter { $0 == "UISV-spacing" }.count == 2)
        #expect(identifiers.filter { $0 == "UISV-canvas-connection" }.count == 2)
        #expect(identifiers.filter { $0 == "UISV-alignment" }.count == 6)
    }

    // MARK: Distributions

    @Test("fill: room to spare stretches the view with the lowest hugging priority")
    func fillStretches() {
        let (_, views) = row(CGRect(x: 0, y: 0, width: 300, height: 50), widths: [50, 60, 70]) {
            $0[1].setContentHuggingPriority(.init(249), for: .horizontal)
        }
        #expect(
            views.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 60, y: 0, width: 160, height: 50),
                CGRect(x: 230, y: 0, width: 70, height: 50),
            ])
    }

    @Test("fill: too little room shrinks the view with the lowest compression resistance")
    func fillCompresses() {
        let (_, views) = row(CGRect(x: 0, y: 0, width: 150, height: 20), widths: [50, 60, 70]) {
            $0[2].setContentCompressionResistancePriority(.init(749), for: .horizontal)
        }
        #expect(views.map(\.frame.minX) == [0, 60, 130])
        #expect(views.map(\.frame.width) == [50, 60, 20])
    }

    @Test("fill: among equal priorities the view first in arrangedSubviews stretches or shrinks first, in rows and columns")
    func fillTiesGoByIndex() {
        // Apple: "If there's any ambiguity, the stack view resizes the arranged views based on their index."
        let (wide, stretched) = row(CGRect(x: 0, y: 0, width: 300, height: 20), widths: [50, 60, 70])
        #expect(stretched.map(\.frame.width) == [150, 60, 70])
        let (narrow, shrunk) = row(CGRect(x: 0, y: 0, width: 180, height: 20), widths: [50, 60, 70])
        #expect(shrunk.map(\.frame.width) == [30, 60, 70])
        #expect(shrunk.map(\.frame.minX) == [0, 40, 110])

        // The order follows the arrangement: moving a view to the front makes it the one that gives way.
        wide.insertArrangedSubview(stretched[2], at: 0)
        wide.layoutIfNeeded()
        #expect(stretched.map(\.frame.width) == [50, 60, 170])
        narrow.removeArrangedSubview(shrunk[0])
        shrunk[0].removeFromSuperview()
        narrow.layoutIfNeeded()
        #expect(shrunk[1...].map(\.frame.width) == [100, 70])

        let column = UIStackView(arrangedSubviews: [LabelLike(width: 10, height: 20), LabelLike(width: 10, height: 30)])
        column.axis = .vertical
        column.frame = CGRect(x: 0, y: 0, width: 10, height: 100)
        column.layoutIfNeeded()
        #expect(column.arrangedSubviews.map(\.frame.height) == [70, 30])
        column.frame.size.height = 40
        column.layoutIfNeeded()
        #expect(column.arrangedSubviews.map(\.frame.height) == [10, 30])
    }

    @Test("The index only breaks ties: a late arranged view weighs as any other against a constraint of its priority")
    func indexBreaksTiesOnly() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 6000))
        let views = (0..<51).map { _ in LabelLike(width: 10, height: 100) }
        let column = UIStackView(arrangedSubviews: views)
        column.axis = .vertical
        column.distribution = .equalSpacing
        column.frame = CGRect(x: 0, y: 0, width: 10, height: 5500)
        let other = UIView()
        other.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(column)
        root.addSubview(other)
        let late = views[50]
        let ratio = other.heightAnchor.constraint(equalTo: late.heightAnchor, multiplier: 1.02)
        ratio.priority = .defaultHigh
        NSLayoutConstraint.activate([
            other.heightAnchor.constraint(equalToConstant: 100), ratio,
            other.widthAnchor.constraint(equalToConstant: 10),
            other.topAnchor.constraint(equalTo: root.topAnchor),
            other.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        root.layoutIfNeeded()
        // Giving the ratio up costs 2 points at 750, compressing the view 100 - 100/1.02 = 1.96: it is compressed.
        #expect(abs(late.frame.height - 100 / 1.02) < 0.5, "\(late.frame)")
        #expect(views[49].frame.height == 100)
    }

    @Test("fillEqually: one width for all; a stack free to size takes the widest intrinsic width for each")
    func fillEqually() {
        let (_, views) = row(CGRect(x: 0, y: 0, width: 320, height: 20), widths: [50, 60, 70], distribution: .fillEqually)
        #expect(views.map(\.frame.minX) == [0, 110, 220])
        #expect(views.allSatisfy { $0.frame.width == 100 })
        let free = [LabelLike(width: 50), LabelLike(width: 60), LabelLike(width: 70)]
        let (_, stack) = freeStack(free)
        stack.distribution = .fillEqually
        stack.layoutIfNeeded()
        #expect(free.allSatisfy { $0.frame.width == 70 })
        #expect(stack.frame == CGRect(x: 10, y: 20, width: 230, height: 20))
    }

    @Test("fillProportionally: widths in proportion to the intrinsic widths, after the spacing")
    func fillProportionally() {
        let (_, views) = row(
            CGRect(x: 0, y: 0, width: 320, height: 20), widths: [50, 100, 50], spacing: 20,
            distribution: .fillProportionally)
        #expect(views.map(\.frame.minX) == [0, 90, 250])
        #expect(views.map(\.frame.width) == [70, 140, 70])
    }

    @Test("fillProportionally follows a change of intrinsic size")
    func fillProportionallyFollowsContent() {
        let labels = [UILabel(), UILabel()]
        labels[0].text = "Wide label text"
        labels[1].text = "Short"
        let stack = UIStackView(arrangedSubviews: labels)
        stack.distribution = .fillProportionally
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 30)
        stack.layoutIfNeeded()
        #expect(labels[0].frame.width > labels[1].frame.width)
        labels[1].text = "A much longer label than the first"
        stack.layoutIfNeeded()
        #expect(labels[0].frame.width < labels[1].frame.width)
        let ratio = labels[1].intrinsicContentSize.width / labels[0].intrinsicContentSize.width
        #expect(abs(labels[1].frame.width / labels[0].frame.width - ratio) < 0.05)
        #expect(labels[0].frame.width + labels[1].frame.width == 300)
    }

    @Test("equalSpacing: views keep their widths and share the room left in equal gaps")
    func equalSpacing() {
        let (_, views) = row(
            CGRect(x: 0, y: 0, width: 320, height: 20), widths: [50, 60, 70], spacing: 0,
            distribution: .equalSpacing)
        #expect(views.map(\.frame.minX) == [0, 120, 250])
        #expect(views.map(\.frame.width) == [50, 60, 70])
    }

    @Test("equalSpacing: when the gaps would be under spacing, views shrink by compression resistance")
    func equalSpacingCompresses() {
        let (_, views) = row(CGRect(x: 0, y: 0, width: 200, height: 20), widths: [50, 60, 70], spacing: 20, distribution: .equalSpacing) {
            $0[2].setContentCompressionResistancePriority(.init(749), for: .horizontal)
        }
        #expect(views.map(\.frame.minX) == [0, 70, 150])
        #expect(views.map(\.frame.width) == [50, 60, 50])
    }

    @Test("equalCentering: centres equally apart; when a gap would be under spacing, centring gives way first")
    func equalCentering() {
        let (stack, views) = row(
            CGRect(x: 0, y: 0, width: 320, height: 20), widths: [40, 60, 100], spacing: 0,
            distribution: .equalCentering)
        #expect(views.map(\.frame.minX) == [0, 115, 220])
        stack.spacing = 50
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 110, 220])
        #expect(views.map(\.frame.width) == [40, 60, 100])
    }

    @Test("A stack free to size hugs its views: their widths plus the spacing, the tallest height")
    func freeStackHugs() {
        let views = [LabelLike(width: 50, height: 20), LabelLike(width: 60, height: 30)]
        let (_, stack) = freeStack(views)
        #expect(stack.frame == CGRect(x: 10, y: 20, width: 120, height: 30))
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 120, height: 30))
    }

    // MARK: Alignment

    @Test("Horizontal alignments: fill, top, center, bottom in a 100-point-tall row")
    func horizontalAlignments() {
        let expected: [(UIStackView.Alignment, [CGRect])] = [
            (.fill, [CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 60, y: 0, width: 60, height: 100)]),
            (.top, [CGRect(x: 0, y: 0, width: 50, height: 20), CGRect(x: 60, y: 0, width: 60, height: 40)]),
            (.center, [CGRect(x: 0, y: 40, width: 50, height: 20), CGRect(x: 60, y: 30, width: 60, height: 40)]),
            (.bottom, [CGRect(x: 0, y: 80, width: 50, height: 20), CGRect(x: 60, y: 60, width: 60, height: 40)]),
        ]
        for (alignment, frames) in expected {
            let views = [LabelLike(width: 50, height: 20), LabelLike(width: 60, height: 40)]
            let stack = UIStackView(arrangedSubviews: views)
            stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
            stack.spacing = 10
            stack.distribution = .equalSpacing
            stack.alignment = alignment
            stack.layoutIfNeeded()
            #expect(views[0].frame == frames[0], "\(alignment)")
            #expect(views[1].frame.minY == frames[1].minY && views[1].frame.height == frames[1].height, "\(alignment)")
        }
    }

    @Test("Vertical alignments: leading, center, trailing in a 200-point-wide column")
    func verticalAlignments() {
        let expected: [(UIStackView.Alignment, [CGFloat])] = [
            (.fill, [0, 0]), (.leading, [0, 0]), (.center, [75, 50]), (.trailing, [150, 100]),
        ]
        for (alignment, xs) in expected {
            let views = [LabelLike(width: 50, height: 20), LabelLike(width: 100, height: 30)]
            let stack = UIStackView(arrangedSubviews: views)
            stack.axis = .vertical
            stack.alignment = alignment
            stack.spacing = 5
            stack.frame = CGRect(x: 0, y: 0, width: 200, height: 55)
            stack.layoutIfNeeded()
            #expect(views.map(\.frame.minX) == xs, "\(alignment)")
            #expect(views.map(\.frame.width) == (alignment == .fill ? [200, 200] : [50, 100]), "\(alignment)")
            #expect(views.map(\.frame.minY) == [0, 25], "\(alignment)")
        }
    }

    @Test("firstBaseline alignment puts labels of different fonts on one baseline, the tallest at the top")
    func baselineAlignment() {
        let big = UILabel(), small = UILabel()
        big.font = .systemFont(ofSize: 30)
        small.font = .systemFont(ofSize: 12)
        big.text = "Big"
        small.text = "small"
        let stack = UIStackView(arrangedSubviews: [small, big])
        stack.alignment = .firstBaseline
        stack.spacing = 8
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        stack.layoutIfNeeded()
        let bigBaseline = big.frame.minY + big.font.ascender, smallBaseline = small.frame.minY + small.font.ascender
        #expect(abs(bigBaseline - smallBaseline) <= 1)
        #expect(big.frame.minY == 0 && small.frame.minY > 0)
        // Equal up to the rounding of the frame's edges to the pixel grid (exact at scales 1 and 2; the screen
        // scale is whatever earlier tests left).
        #expect(abs(big.frame.height - big.intrinsicContentSize.height) < 1e-9)
        #expect(abs(small.frame.height - small.intrinsicContentSize.height) < 1e-9)
    }

    // MARK: Spacing, margins, hidden views

    @Test("Custom spacing after a view replaces spacing there; spacingUseDefault removes it, spacingUseSystem is 8")
    func customSpacing() {
        let free = [LabelLike(width: 50), LabelLike(width: 60), LabelLike(width: 70)]
        let (_, freeStack) = freeStack(free)
        freeStack.setCustomSpacing(30, after: free[0])
        freeStack.layoutIfNeeded()
        #expect(freeStack.customSpacing(after: free[0]) == 30)
        #expect(freeStack.customSpacing(after: free[1]) == UIStackView.spacingUseDefault)
        #expect(free.map(\.frame.minX) == [0, 80, 150])
        freeStack.setCustomSpacing(UIStackView.spacingUseSystem, after: free[1])
        freeStack.layoutIfNeeded()
        #expect(free.map(\.frame.minX) == [0, 80, 148])
        freeStack.setCustomSpacing(UIStackView.spacingUseDefault, after: free[0])
        freeStack.layoutIfNeeded()
        #expect(freeStack.customSpacing(after: free[0]) == UIStackView.spacingUseDefault)
        #expect(free.map(\.frame.minX) == [0, 60, 128])
        freeStack.setCustomSpacing(40, after: UIView())  // Not arranged: ignored.
        #expect(freeStack.customSpacing(after: UIView()) == UIStackView.spacingUseDefault)
    }

    @Test("Spacing can be negative (views overlap); NaN or infinite spacing is ignored")
    func spacingValues() {
        let views = [LabelLike(width: 50), LabelLike(width: 60)]
        let (_, stack) = freeStack(views, spacing: -10)
        #expect(views[1].frame.minX == 40 && stack.frame.width == 100)
        stack.spacing = .nan
        stack.spacing = .infinity
        #expect(stack.spacing == -10)
    }

    @Test("isLayoutMarginsRelativeArrangement lays the views out inside the margins")
    func marginsRelative() {
        let view = LabelLike(width: 50)
        let stack = UIStackView(arrangedSubviews: [view])
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        stack.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        stack.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 300, height: 100))
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 10, width: 240, height: 60))
    }

    @Test("A hidden arranged view collapses with its spacing; showing it again restores the row")
    func hiddenCollapses() {
        let views = [LabelLike(width: 50), LabelLike(width: 60), LabelLike(width: 70)]
        let (_, stack) = freeStack(views)
        #expect(stack.frame.width == 200)
        views[1].isHidden = true
        stack.layoutIfNeeded()
        #expect(stack.frame.width == 130 && views[2].frame.minX == 60)
        #expect(views[1].frame.width == 0)
        views[0].isHidden = true
        stack.layoutIfNeeded()
        #expect(stack.frame.width == 70 && views[2].frame.minX == 0)
        views[0].isHidden = false
        views[1].isHidden = false
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 60, 130] && views[1].frame.width == 60)
    }

    @Test("Hiding a view swaps only the constraints that change; the others stay the same objects")
    func hidingKeepsConstraints() {
        let views = (0..<5).map { _ in LabelLike(width: 40) }
        let (_, stack) = freeStack(views)
        let before = Set(stack.constraints.map(ObjectIdentifier.init))
        views[2].isHidden = true
        stack.layoutIfNeeded()
        let after = Set(stack.constraints.map(ObjectIdentifier.init))
        // Gone: the two spacings around the view; new: its hiding pair and the spacing across it.
        #expect(before.subtracting(after).count == 2 && after.subtracting(before).count == 3)
        #expect(views[3].frame.minX == 100)
    }

    @Test("A hidden view's own required width does not push the others (UISV-hiding gives way, as since iOS 11)")
    func hiddenWithOwnWidth() {
        let views = [LabelLike(width: 50), UIView(), LabelLike(width: 70)]
        let (_, stack) = freeStack(views)
        views[1].widthAnchor.constraint(equalToConstant: 128).isActive = true
        stack.layoutIfNeeded()
        #expect(stack.frame.width == 268)  // 50 + 128 + 70 and two gaps of 10.
        views[1].isHidden = true
        stack.layoutIfNeeded()
        #expect(stack.frame.width == 130 && views[2].frame.minX == 60)
    }

    @Test("Hiding a view in an animation block, then layoutIfNeeded(), slides the others (the model frame is the end)")
    func hiddenAnimates() {
        let h = UIKitTestHarness()
        let views = [LabelLike(width: 50), LabelLike(width: 60), LabelLike(width: 70)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 10
        stack.frame = CGRect(x: 0, y: 100, width: 300, height: 20)
        views[1].setContentHuggingPriority(.init(200), for: .horizontal)
        views[0].setContentHuggingPriority(.init(240), for: .horizontal)
        h.window.addSubview(stack)
        h.runTurn()
        #expect(views[2].frame.minX == 230)
        UIView.animate(withDuration: 1) {
            views[1].isHidden = true
            stack.layoutIfNeeded()
        }
        #expect(views[2].frame.minX == 230 && views[1].frame.width == 0)
        #expect(views[0].frame.width == 220)
        h.advance(by: 0.5)
        let midway = views[0].layer.presentation()?.bounds.width ?? 0
        #expect(midway > 50 && midway < 220)
        h.advance(by: 1)
        #expect(views[0].layer.presentation()?.bounds.width ?? 0 == 220)
    }

    @Test("Nested stacks: rows of label and field in a column, sized by their content")
    func nested() {
        func formRow(_ title: String) -> (UIStackView, UILabel, UITextField) {
            let label = UILabel(), field = UITextField()
            label.text = title
            label.setContentHuggingPriority(.init(251), for: .horizontal)  // As Interface Builder sets it.
            field.borderStyle = .roundedRect
            let row = UIStackView(arrangedSubviews: [label, field])
            row.spacing = 8
            row.alignment = .firstBaseline
            return (row, label, field)
        }
        let (first, firstLabel, firstField) = formRow("Name")
        let (second, _, secondField) = formRow("E-mail address")
        let column = UIStackView(arrangedSubviews: [first, second])
        column.axis = .vertical
        column.spacing = 12
        column.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        column.alignment = .fill
        column.distribution = .equalSpacing
        column.layoutIfNeeded()
        #expect(first.frame.minY == 0 && second.frame.maxY == 200)
        #expect(first.frame.width == 300 && second.frame.width == 300)
        // The label hugs (251) and the field stretches (250), in each row; the field's text and the
        // label's share a baseline.
        #expect(firstLabel.frame.width == firstLabel.intrinsicContentSize.width)
        #expect(firstField.frame.maxX == 300 && secondField.frame.maxX == 300)
        #expect(firstField.frame.minX == firstLabel.frame.maxX + 8)
        let fieldBaseline = firstField.frame.midY + (firstLabel.font.ascender - firstLabel.font.lineHeight / 2)
        #expect(abs(firstLabel.frame.minY + firstLabel.font.ascender - fieldBaseline) <= 1)
    }
}

@MainActor
@Suite("UIStackView: changes made during layout")
struct UIStackViewLayoutPassTests {
    /// A container that turns its stack vertical when it is taller than wide, in layoutSubviews.
    final class AdaptiveContainer: UIView {
        let stack = UIStackView(arrangedSubviews: [LabelLike(width: 50), LabelLike(width: 60)])
        override init(frame: CGRect) {
            super.init(frame: frame)
            stack.frame = bounds
            stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            stack.distribution = .fillEqually
            addSubview(stack)
        }
        required init?(coder: NSCoder) { nil }
        override func layoutSubviews() {
            super.layoutSubviews()
            stack.axis = bounds.height > bounds.width ? .vertical : .horizontal
        }
    }

    @Test("An axis changed in the superview's layoutSubviews takes effect in the same layout pass, as in UIKit")
    func axisChangedDuringLayout() {
        let h = UIKitTestHarness()
        let container = AdaptiveContainer(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        h.window.addSubview(container)
        h.runTurn()
        #expect(
            container.stack.arrangedSubviews.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 100, height: 100),
                CGRect(x: 100, y: 0, width: 100, height: 100),
            ])
        container.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
        h.runTurn()
        #expect(container.stack.axis == .vertical)
        #expect(
            container.stack.arrangedSubviews.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 100, height: 100),
                CGRect(x: 0, y: 100, width: 100, height: 100),
            ])
    }
}

@MainActor
@Suite("UIStackView: baselines of controls")
struct UIStackViewBaselineTests {
    @Test("A label, a text field and a button in a firstBaseline row share their text's baseline")
    func labelFieldButton() {
        let label = UILabel(), field = UITextField(), button = UIButton(type: .system)
        label.text = "Name"
        label.font = .systemFont(ofSize: 24)
        field.text = "Jane"
        field.borderStyle = .roundedRect
        button.setTitle("Forgot?", for: .normal)
        let row = UIStackView(arrangedSubviews: [label, field, button])
        row.alignment = .firstBaseline
        row.spacing = 8
        row.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        row.layoutIfNeeded()
        button.layoutIfNeeded()
        let labelBaseline = label.frame.minY + label.font.ascender
        let fieldFont = field.font ?? .systemFont(ofSize: 17)
        let fieldBaseline = field.frame.midY + fieldFont.ascender - fieldFont.lineHeight / 2
        let title = button.titleLabel!
        let buttonBaseline = button.frame.minY + title.frame.minY + (title.bounds.height - title.font.lineHeight) / 2 + title.font.ascender
        #expect(abs(fieldBaseline - labelBaseline) <= 1)
        #expect(abs(buttonBaseline - labelBaseline) <= 1)
        #expect(label.frame.minY == 0)  // The largest text reaches the top.
    }

    @Test("A stack's first baseline is its first visible view's: a column of labels aligns in a baseline row by its first line")
    func nestedStackBaseline() {
        let big = UILabel(), first = UILabel(), second = UILabel()
        big.font = .systemFont(ofSize: 30)
        big.text = "Big"
        first.text = "first"
        second.text = "second"
        let column = UIStackView(arrangedSubviews: [first, second])
        column.axis = .vertical
        #expect(column.forFirstBaselineLayout === first && column.forLastBaselineLayout === second)
        let row = UIStackView(arrangedSubviews: [big, column])
        row.alignment = .firstBaseline
        row.spacing = 8
        row.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        row.layoutIfNeeded()
        let bigBaseline = big.frame.minY + big.font.ascender
        let firstBaseline = column.frame.minY + first.frame.minY + first.font.ascender
        #expect(abs(bigBaseline - firstBaseline) <= 1)
        first.isHidden = true
        row.layoutIfNeeded()
        #expect(column.forFirstBaselineLayout === second)
        #expect(abs(big.frame.minY + big.font.ascender - (column.frame.minY + second.frame.minY + second.font.ascender)) <= 1)
    }
}

// NSLayoutConstraint's API: items and attributes, priorities, activation and installation, descriptions,
// fitting sizes, ambiguity, and bad input.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("NSLayoutConstraint")
struct NSLayoutConstraintTests {
    typealias S = AutoLayoutTestSupport

    @Test("The item initializer keeps items, attributes, relation, multiplier and constant; new constraints are inactive and required")
    func itemInitializer() {
        let a = UIView(), b = UIView()
        let c = NSLayoutConstraint(
            item: a, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: b, attribute: .height,
            multiplier: 2, constant: 5)
        #expect(c.firstItem === a && c.secondItem === b)
        #expect(c.firstAttribute == .width && c.secondAttribute == .height && c.relation == .greaterThanOrEqual)
        #expect(c.multiplier == 2 && c.constant == 5 && c.priority == .required && !c.isActive)
        #expect(c.identifier == nil && !c.shouldBeArchived)
        let constant = NSLayoutConstraint(
            item: a, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 44)
        #expect(constant.secondItem == nil && constant.secondAttribute == .notAnAttribute && constant.secondAnchor == nil)
    }

    @Test("Anchor constraints report their anchors' items and attributes")
    func anchorConstraints() {
        let a = UIView(), b = UIView()
        let c = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)
        #expect(c.firstItem === a && c.firstAttribute == .leading && c.secondItem === b && c.secondAttribute == .trailing)
        #expect(c.constant == 8 && c.multiplier == 1 && c.relation == .equal)
        let d = a.heightAnchor.constraint(lessThanOrEqualTo: b.widthAnchor, multiplier: 0.5, constant: 2)
        #expect(d.relation == .lessThanOrEqual && d.multiplier == 0.5 && d.secondAttribute == .width)
        #expect(a.leadingAnchor === a.leadingAnchor)
    }

    @Test("UILayoutPriority: UIKit's levels, arithmetic and ordering")
    func priorities() {
        #expect(UILayoutPriority.required.rawValue == 1000 && UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.defaultLow.rawValue == 250 && UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(UILayoutPriority.defaultHigh + 1 == UILayoutPriority(751) && UILayoutPriority.required - 1 == 999)
        #expect(UILayoutPriority.defaultLow < .defaultHigh)
    }

    @Test("activate installs on the closest common ancestor; addConstraint on the receiver; removal uninstalls")
    func installation() {
        let root = S.container()
        let row = UIView(), a = UIView(), b = UIView()
        root.addSubview(row)
        row.addSubview(a)
        root.addSubview(b)
        let between = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        let own = a.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([between, own])
        #expect(root.constraints == [between] && a.constraints == [own] && row.constraints.isEmpty)
        let added = a.heightAnchor.constraint(equalToConstant: 10)
        root.addConstraint(added)
        #expect(added.isActive && root.constraints == [between, added])
        root.removeConstraints([between, added])
        #expect(!between.isActive && !added.isActive && root.constraints.isEmpty)
        a.removeConstraint(between)  // Not installed there: nothing happens.
        #expect(a.constraints == [own])
    }

    @Test("The description reads as UIKit's: items, attribute, relation, multiplier, constant, priority, state")
    func descriptions() {
        let a = UIView(), b = UILabel()
        let c = a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5, constant: -4)
        c.priority = .defaultHigh
        c.identifier = "half"
        let text = c.description
        #expect(text.hasPrefix("<NSLayoutConstraint:0x") && text.contains(" 'half' UIView:0x"))
        #expect(text.contains(".width == 0.5*UILabel:0x") && text.hasSuffix(".width - 4 @750   (inactive)>"))
    }

    @Test("Priority changes between optional values re-solve while active")
    func optionalPriorityChange() {
        let root = S.container()
        let box = S.constrained(UIView(), in: root)
        let a = box.widthAnchor.constraint(equalToConstant: 100), b = box.widthAnchor.constraint(equalToConstant: 200)
        a.priority = UILayoutPriority(300)
        b.priority = UILayoutPriority(200)
        NSLayoutConstraint.activate([
            a, b, box.heightAnchor.constraint(equalToConstant: 1),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(box.frame.width == 100)
        b.priority = UILayoutPriority(400)
        root.layoutIfNeeded()
        #expect(box.frame.width == 200)
    }

    @Test("systemLayoutSizeFitting gives the smallest size the constraints and content allow, and fixes a required axis")
    func fittingSize() {
        let card = UIView()
        let title = S.constrained(LabelLike(width: 120, height: 20), in: card)
        let body = S.constrained(LabelLike(width: 200, height: 40), in: card)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            card.trailingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 10),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            body.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            card.trailingAnchor.constraint(greaterThanOrEqualTo: body.trailingAnchor, constant: 10),
            card.bottomAnchor.constraint(equalTo: body.bottomAnchor, constant: 10),
        ])
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 220, height: 88))
        let wide = card.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == CGSize(width: 300, height: 88))
        #expect(card.bounds.size == .zero)  // Fitting does not resize the view.
    }

    @Test("hasAmbiguousLayout: a view with only a position is ambiguous until its size is fixed")
    func ambiguity() {
        let root = S.container()
        let box = S.constrained(UIView(), in: root)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(box.hasAmbiguousLayout && !root.hasAmbiguousLayout)
        box.exerciseAmbiguityInLayout()
        #expect(box.frame.size != .zero)
        NSLayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10)])
        #expect(!box.hasAmbiguousLayout)
        #expect(box.constraintsAffectingLayout(for: .horizontal).count == 2)
        #expect(!UIView().hasAmbiguousLayout)
    }

    @Test("NaN or infinite constants and multipliers fail with a message naming the call, as UIKit raises")
    func badNumbers() async {
        await #expect(processExitsWith: .failure) {
            _ = await MainActor.run { UIView().widthAnchor.constraint(equalToConstant: .nan) }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let a = UIView(), b = UIView()
                _ = a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: .infinity)
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run { UIView().widthAnchor.constraint(equalToConstant: 1).constant = .nan }
        }
    }

    @Test("A constraint between views without a common ancestor cannot be activated, as UIKit's exception")
    func noCommonAncestor() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let a = UIView(), b = UIView()
                a.leadingAnchor.constraint(equalTo: b.leadingAnchor).isActive = true
            }
        }
    }

    @Test("Invalid pairings fail: a location equal to a constant, a size related to a location, left mixed with leading")
    func invalidPairings() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                _ = NSLayoutConstraint(
                    item: UIView(), attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                    multiplier: 1, constant: 10)
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                _ = NSLayoutConstraint(
                    item: UIView(), attribute: .width, relatedBy: .equal, toItem: UIView(), attribute: .left,
                    multiplier: 1, constant: 0)
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                _ = NSLayoutConstraint(
                    item: UIView(), attribute: .left, relatedBy: .equal, toItem: UIView(), attribute: .leading,
                    multiplier: 1, constant: 0)
            }
        }
    }

    @Test("Changing a required priority to optional on an active constraint fails, as in UIKit")
    func requiredPriorityChange() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let root = UIView(), box = UIView()
                root.addSubview(box)
                let c = box.widthAnchor.constraint(equalToConstant: 10)
                c.isActive = true
                c.priority = .defaultHigh
            }
        }
    }
}

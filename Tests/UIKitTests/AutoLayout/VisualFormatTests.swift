// The visual format language: connections, predicates, metrics, options, and parse errors.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Auto Layout: visual format language")
struct VisualFormatTests {
    typealias S = AutoLayoutTestSupport

    @Test("H:|-[a]-[b(==a)]-| spaces 20 to the edges and 8 between, with equal widths")
    func standardSpacing() {
        let root = S.container()
        let a = S.constrained(UIView(), in: root), b = S.constrained(UIView(), in: root)
        let views = ["a": a, "b": b]
        var constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b(==a)]-|", metrics: nil, views: views)
        #expect(constraints.count == 4 && constraints.allSatisfy { !$0.isActive })
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-30-[a(44)]", options: [], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:[b(==a)]", metrics: nil, views: views)
        constraints += [b.topAnchor.constraint(equalTo: a.topAnchor)]
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 20, y: 30, width: 136, height: 44))
        #expect(b.frame == CGRect(x: 164, y: 30, width: 136, height: 44))
    }

    @Test("Flush connections, metrics, relations with priorities, and alignment options")
    func predicatesAndOptions() {
        let root = S.container()
        let a = S.constrained(LabelLike(width: 50, height: 10), in: root), b = S.constrained(LabelLike(width: 30, height: 20), in: root)
        let c = S.constrained(UIView(), in: root)
        let views = ["a": a, "b": b, "c": c]
        var constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|[a][b]-(>=side@750)-[c(>=40,<=60,==80@500)]-(pad)-|",
            options: .alignAllCenterY, metrics: ["side": 12, "pad": 6.0], views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-100-[a]", metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:[c(8)]", metrics: nil, views: views)
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 100, width: 50, height: 10))
        #expect(b.frame == CGRect(x: 50, y: 95, width: 30, height: 20))  // Centred on a.
        #expect(c.frame.maxX == 314 && c.frame.width == 60 && c.frame.midY == a.frame.midY, "\(c.frame) \(a.frame) \(b.frame)")
        let spacing = constraints.first { $0.firstItem === c && $0.firstAttribute == .leading }
        #expect(spacing?.relation == .greaterThanOrEqual && spacing?.priority == .defaultHigh && spacing?.constant == 12)
    }

    @Test("The constraints read as UIKit's: the later view's leading edge after the earlier view's trailing edge")
    func constraintShape() {
        let root = S.container()
        let a = S.constrained(UIView(), in: root), b = S.constrained(UIView(), in: root)
        let constraints = NSLayoutConstraint.constraints(withVisualFormat: "[a]-10-[b]-|", metrics: nil, views: ["a": a, "b": b])
        #expect(constraints.count == 2)
        #expect(constraints[0].firstItem === b && constraints[0].firstAttribute == .leading)
        #expect(constraints[0].secondItem === a && constraints[0].secondAttribute == .trailing && constraints[0].constant == 10)
        #expect(constraints[1].firstItem === root && constraints[1].firstAttribute == .trailing && constraints[1].constant == 20)
    }

    @Test("A malformed format fails with UIKit's parse error")
    func parseErrors() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let root = UIView(), a = UIView()
                root.addSubview(a)
                _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a", metrics: nil, views: ["a": a])
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                _ = NSLayoutConstraint.constraints(withVisualFormat: "H:[missing]", metrics: nil, views: [:])
            }
        }
    }
}

import Testing
import UIKitPort

/// What the run cannot rewrite is reported as a warning with its file, line and column, and left as it is.
@Suite struct WarningTests {
    /// The warnings of porting `text` as `path`, as the command prints them.
    private func warnings(_ text: String, path: String = "W.swift") -> [String] {
        port(text, path: path).warnings.map(\.description)
    }

    @Test func optionalRequirementWithoutADefault() {
        let text = """
            import UIKit

            @objc protocol Source {
                @objc optional func count(in view: UIView) -> Int
            }

            func total(_ source: Source?, _ view: UIView) -> Int {
                source?.count?(in: view) ?? 0
            }

            func other(_ source: Source?, _ view: UIView) -> Int {
                source?.count?(in: view) ?? 1
            }

            """
        let result = port(text, path: "Source.swift")
        #expect(
            result.warnings.map(\.description) == [
                "Source.swift:4:5: warning: cannot give optional requirement count(in:) of Source a default implementation: its type is Int, "
                    + "and call sites give different defaults: 0, 1; left as it is (add `?? value` at a call site, or rewrite it by hand)"
            ])
        let ported = result.outputs[0].text
        #expect(ported.contains("    @objc optional func count(in view: UIView) -> Int"))
        #expect(ported.contains("source?.count?(in: view) ?? 0"))
        #expect(ported.contains("protocol Source: AnyObject {"))
    }

    @Test func optionalRequirementWithNoCallSite() {
        let text = "@objc protocol P {\n    @objc optional func size() -> CGFloat\n}\n"
        let found = warnings(text)
        #expect(found.count == 1)
        #expect(
            found.first?.hasPrefix(
                "W.swift:2:5: warning: cannot give optional requirement size() of P a default implementation: its type is CGFloat, and no call site gives a default"
            ) == true)
    }

    @Test func overrideInAnExtensionOfAClassOutsideTheRun() {
        let text = "import UIKit\n\nextension UIView {\n    override open func layoutSubviews() {}\n}\n"
        let result = port(text, path: "W.swift")
        #expect(
            result.warnings.map(\.description) == [
                "W.swift:4:5: warning: cannot move this override out of `extension UIView`: the class is not declared in the run's files "
                    + "(an override in an extension does not compile on Linux)"
            ])
        #expect(result.outputs[0].text == text)
    }

    @Test func nsManagedOutsideALayerAndWithoutADefault() {
        let text = """
            import UIKit

            class Note: NSObject {
                @NSManaged var title: String
            }

            class TintLayer: CALayer {
                @NSManaged var tint: UIColor
            }

            """
        let found = warnings(text)
        #expect(found.count == 2)
        #expect(found[0].hasPrefix("W.swift:4:5: warning: @NSManaged outside a CALayer subclass (Core Data) cannot be rewritten"))
        #expect(found[1].hasPrefix("W.swift:8:5: warning: @NSManaged var tint: UIColor has no default value"))
    }

    @Test func selectorsOpenUIKitCannotTake() {
        let text = """
            import UIKit

            final class Clock: NSObject {
                func start(_ control: UIControl) {
                    _ = Timer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
                    if responds(to: #selector(tick)) {}
                    control.addTarget(nil, action: #selector(tick), for: .touchUpInside)
                    NotificationCenter.default.addObserver(self, selector: #selector(tick), name: nil, object: nil)
                }

                func tick() {}
            }

            """
        let result = port(text, path: "Clock.swift")
        let found = result.warnings.map { "\($0.line):\($0.column): \($0.message.prefix(40))" }
        #expect(
            found == [
                "6:25: responds(to:) cannot be expressed withou",
                "7:40: #selector(tick) with a nil target goes u",
            ])
        let ported = result.outputs[0].text
        #expect(!ported.contains("#selector"))
        #expect(ported.contains("selector: Clock.tick, userInfo"))
        #expect(ported.contains("responds(to: Selector(\"tick\"))"))
        #expect(ported.contains("control.addTarget(nil, action: Selector(\"tick\"), for: .touchUpInside)"))
        #expect(ported.contains("addObserver(self, selector: Clock.tick, name: nil, object: nil)"))
    }

    @Test func removeTargetWithASelectorIsReported() {
        let text = """
            import UIKit

            final class Toggle: UIControl {
                let tap = UITapGestureRecognizer()
                func setUp() {
                    tap.addTarget(self, action: #selector(tapped(_:)))
                    tap.removeTarget(self, action: #selector(tapped(_:)))
                    removeTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                }

                func tapped(_ sender: UITapGestureRecognizer) {}
            }

            """
        let result = port(text, path: "Toggle.swift")
        #expect(
            result.warnings.map { "\($0.line):\($0.message.prefix(36))" } == [
                "7:removeTarget with a Selector removes",
                "8:removeTarget with a Selector removes",
            ])
        let ported = result.outputs[0].text
        #expect(ported.contains("tap.addTarget(self, action: Toggle.tapped(_:))"))
        #expect(ported.contains("tap.removeTarget(self, action: Selector(\"tapped:\"))"))
    }

    @Test func selectorWhoseTargetIsNotSelf() {
        let text = """
            import UIKit

            final class Panel: NSObject {
                let other = Panel()
                func wire(_ button: UIButton) {
                    button.addTarget(other, action: #selector(go), for: .touchUpInside)
                }
                func go() {}
            }

            """
        let result = port(text, path: "W.swift")
        #expect(
            result.warnings.map(\.description) == [
                "W.swift:6:41: warning: #selector(go) became Panel.go, which assumes that the target `other` is of type Panel"
            ])
    }

    @Test func selectorWithoutArgumentLabelsThatTheRunDoesNotDeclare() {
        let found = warnings("import UIKit\n\nlet action = #selector(paste)\n")
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("W.swift:3:14: warning: #selector(paste) names paste without its argument labels") == true)
    }

    @Test func overrideInsideIfConfigOfAnExtension() {
        let text =
            "import UIKit\n\nclass V: UIView {}\n\nextension V {\n    #if DEBUG\n    override func layoutSubviews() {}\n    #endif\n}\n"
        #expect(
            warnings(text) == ["W.swift:6:5: warning: an override inside #if in an extension is not moved: move it into the class by hand"])
    }

    @Test func fileThatDoesNotParse() {
        let found = warnings("import UIKit\n\nclass V: UIView {\n    func f( {\n}\n")
        #expect(found.first?.contains("warning: the file does not parse here") == true)
    }
}

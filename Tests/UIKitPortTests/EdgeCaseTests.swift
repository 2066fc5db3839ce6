import Testing
import UIKitPort

/// Rewrites that meet on the same lines, and layouts the fixtures do not show.
@Suite struct EdgeCaseTests {
    @Test func attributesThatEndALineWithOthersOnIt() {
        let text = """
            import UIKit

            class V: UIView {
                @objc @IBOutlet
                weak var label: UILabel!
                @IBAction @objc
                func tapped(_ sender: Any) {}
            }

            """
        let result = port(text)
        #expect(result.warnings.isEmpty)
        #expect(
            result.outputs[0].text == """
                import UIKit

                class V: UIView {
                    weak var label: UILabel!
                    @IBAction
                    func tapped(_ sender: Any) {}
                }

                """)
    }

    @Test func objcAndOptionalOnTheirOwnLines() {
        let text = """
            @objc
            protocol P {
                @objc
                optional func a()
                @objc optional
                func b()
            }

            """
        let result = port(text)
        #expect(result.warnings.isEmpty)
        #expect(
            result.outputs[0].text == """
                protocol P: AnyObject {
                    func a()
                    func b()
                }

                extension P {
                    func a() {}
                    func b() {}
                }

                """)
    }

    @Test func requirementAlreadyImplementedInAnExtensionGetsNoSecondDefault() {
        let text = """
            @objc protocol P {
                @objc optional func size() -> Int
            }

            extension P {
                func size() -> Int { 1 }
            }

            func read(_ p: P) -> Int { p.size?() ?? 0 }

            """
        let result = port(text)
        #expect(result.warnings.isEmpty)
        #expect(
            result.outputs[0].text == """
                protocol P: AnyObject {
                    func size() -> Int
                }

                extension P {
                    func size() -> Int { 1 }
                }

                func read(_ p: P) -> Int { p.size() ?? 0 }

                """)
    }

    @Test func settablePropertyAndPublicProtocol() {
        let text = """
            @objc public protocol Styled: NSObjectProtocol {
                @objc optional var cornerRadius: CGFloat { get set }
            }

            func radius(_ s: Styled) -> CGFloat { s.cornerRadius ?? 2 }

            """
        let result = port(text)
        #expect(result.warnings.isEmpty)
        #expect(
            result.outputs[0].text == """
                import UIKit

                public protocol Styled: NSObjectProtocol {
                    var cornerRadius: CGFloat { get set }
                }

                extension Styled {
                    public var cornerRadius: CGFloat { get { 2 } set {} }
                }

                func radius(_ s: Styled) -> CGFloat { s.cornerRadius ?? 2 }

                """)
    }

    @Test func protocolInheritingAClassBoundProtocolOfTheRunGetsNoAnyObject() {
        let text = "@objc protocol Base {}\n\n@objc protocol Derived: Base {}\n"
        #expect(port(text).outputs[0].text == "protocol Base: AnyObject {}\n\nprotocol Derived: Base {}\n")
    }

    @Test func overridesIntoAnEmptyOneLineClassBody() {
        let text = """
            import UIKit

            class V: UIView {}

            extension V {
                override func layoutSubviews() {}
            }

            """
        #expect(
            port(text).outputs[0].text == """
                import UIKit

                class V: UIView {
                    override func layoutSubviews() {}
                }

                """)
    }

    @Test func extensionKeepingAComment() {
        let text = """
            import UIKit

            class V: UIView {}

            extension V {
                override func layoutSubviews() {}

                // TODO: more layout
            }

            """
        #expect(
            port(text).outputs[0].text == """
                import UIKit

                class V: UIView {
                    override func layoutSubviews() {}
                }

                extension V {

                    // TODO: more layout
                }

                """)
    }

    @Test func propertyReadsAreMatchedByTheValueTheyReadFrom() {
        let text = """
            import UIKit

            @objc protocol Titled {
                @objc optional var title: String { get }
            }

            final class Header: UIView {
                weak var source: Titled?
                let item = UINavigationItem()

                func update() -> Int {
                    let a = source?.title?.count ?? 0
                    let b = item.title?.count ?? 0
                    let c = source?.title ?? "none"
                    return a + b + c.count + (item.title ?? "").count
                }
            }

            """
        let result = port(text)
        #expect(result.warnings.isEmpty)
        let ported = result.outputs[0].text
        #expect(ported.contains("    var title: String { \"none\" }"))
        #expect(ported.contains("let a = source?.title.count ?? 0"))
        #expect(ported.contains("let b = item.title?.count ?? 0"))
    }
}

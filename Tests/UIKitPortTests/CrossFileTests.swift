import Testing
import UIKitPort

/// A run sees all of its files together.
@Suite struct CrossFileTests {
    @Test func optionalRequirementDefaultsComeFromCallSitesInOtherFiles() {
        let protocolFile = """
            import UIKit

            @objc protocol PickerDelegate {
                @objc optional func picker(_ picker: UIView, widthFor component: Int) -> CGFloat
            }

            """
        let callerFile = """
            import UIKit

            final class Picker: UIView {
                weak var delegate: PickerDelegate?
                func width(of component: Int) -> CGFloat {
                    delegate?.picker?(self, widthFor: component) ?? 44
                }
            }

            """
        let result = UIKitPort.port(files: [
            SourceFile(path: "PickerDelegate.swift", text: protocolFile), SourceFile(path: "Picker.swift", text: callerFile),
        ])
        #expect(result.warnings.isEmpty)
        #expect(
            output(result, "PickerDelegate.swift") == """
                import UIKit

                protocol PickerDelegate: AnyObject {
                    func picker(_ picker: UIView, widthFor component: Int) -> CGFloat
                }

                extension PickerDelegate {
                    func picker(_ picker: UIView, widthFor component: Int) -> CGFloat { 44 }
                }

                """)
        #expect(output(result, "Picker.swift")?.contains("delegate?.picker(self, widthFor: component) ?? 44") == true)
    }

    @Test func overridesMoveIntoAClassDeclaredInAnotherFile() {
        let classFile = """
            import UIKit

            class CardView: UIView {
                var corner: CGFloat = 8
            }

            """
        let extensionFile = """
            import UIKit

            extension CardView {
                // Rounds the corners.
                @objc override func layoutSubviews() {
                    super.layoutSubviews()
                    layer.cornerRadius = corner
                }
            }

            """
        let result = UIKitPort.port(files: [
            SourceFile(path: "CardView.swift", text: classFile), SourceFile(path: "CardView+Layout.swift", text: extensionFile),
        ])
        #expect(result.warnings.isEmpty)
        #expect(
            output(result, "CardView.swift") == """
                import UIKit

                class CardView: UIView {
                    var corner: CGFloat = 8

                    // Rounds the corners.
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        layer.cornerRadius = corner
                    }
                }

                """)
        #expect(output(result, "CardView+Layout.swift") == "import UIKit\n")
        #expect(
            result.edits.map(\.description).contains(
                "CardView+Layout.swift:5:5: extension-override: override func layoutSubviews() moved from extension CardView into class CardView (CardView.swift)"
            ))
    }

    @Test func movedMembersAreReindentedToTheClass() {
        let text = """
            import UIKit

            enum Screens {
                final class Header: UIView {
                    let title = UILabel()
                }
            }

            extension Screens.Header {
              override func layoutSubviews() {
                super.layoutSubviews()
              }
            }

            """
        let result = port(text)
        #expect(
            output(result, "File.swift") == """
                import UIKit

                enum Screens {
                    final class Header: UIView {
                        let title = UILabel()

                        override func layoutSubviews() {
                          super.layoutSubviews()
                        }
                    }
                }

                """)
    }

    @Test func selectorOwnerComesFromTheExtensionType() {
        let text = """
            import UIKit

            extension Outer.Inner {
                func wire(_ control: UIControl) {
                    control.addTarget(self, action: #selector(changed), for: .valueChanged)
                }
            }

            """
        let result = port(text)
        #expect(output(result, "File.swift")?.contains("control.addTarget(self, action: Outer.Inner.changed, for: .valueChanged)") == true)
    }
}

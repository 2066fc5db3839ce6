// UIAction as on iOS 14: defaults, identity, settable appearance.
import Testing
import UIKit

extension Actions {
    @MainActor
    @Suite("UIAction")
    struct UIActionTests {
        @Test("Defaults: empty title, no image, off, no attributes, no sender, a unique identifier")
        func defaults() {
            let a = UIAction { _ in }, b = UIAction { _ in }
            #expect(a.title == "" && a.image == nil && a.subtitle == nil && a.discoverabilityTitle == nil)
            #expect(a.state == .off && a.attributes.isEmpty && a.sender == nil)
            #expect(a.identifier != b.identifier)
            #expect(!a.identifier.rawValue.isEmpty)
        }

        @Test("The initializer's arguments are kept, and title, image and state can be changed")
        func initializerAndSetters() {
            let id = UIAction.Identifier(rawValue: "com.example.delete")
            let action = UIAction(
                title: "Delete", identifier: id, discoverabilityTitle: "Delete item",
                attributes: [.destructive], state: .mixed
            ) { _ in }
            #expect(action.title == "Delete" && action.identifier == id && action.identifier == UIAction.Identifier("com.example.delete"))
            #expect(action.discoverabilityTitle == "Delete item" && action.attributes == .destructive && action.state == .mixed)
            action.title = "Remove"
            action.state = .on
            #expect(action.title == "Remove" && action.state == .on)
            let element: UIMenuElement = action
            #expect(element.title == "Remove")
        }

        @Test("Attribute and state raw values are UIKit's")
        func rawValues() {
            #expect(UIMenuElement.Attributes.disabled.rawValue == 1 && UIMenuElement.Attributes.destructive.rawValue == 2)
            #expect(UIMenuElement.Attributes.hidden.rawValue == 4 && UIMenuElement.Attributes.keepsMenuPresented.rawValue == 8)
            #expect(
                UIMenuElement.State.off.rawValue == 0 && UIMenuElement.State.on.rawValue == 1 && UIMenuElement.State.mixed.rawValue == 2)
        }
    }
}

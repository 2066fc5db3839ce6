// A navigation controller as a split view controller's primary: when the split view collapses it pushes
// the secondary; a secondary navigation controller cannot be pushed (UIKit does not nest navigation
// controllers), so its controllers are moved onto this stack and given back when the split view expands.
extension UINavigationController {
    func takeInSecondary(_ secondary: UIViewController) {
        guard let navigation = secondary as? UINavigationController else {
            foldedSecondary = nil
            setViewControllers(stack + [secondary], animated: false)
            return
        }
        let moved = navigation.viewControllers
        guard let first = moved.first else { return }
        navigation.setViewControllers([], animated: false)
        foldedSecondary = (navigation, first)
        setViewControllers(stack + moved, animated: false)
    }

    func giveBackSecondary() -> UIViewController? {
        if let folded = foldedSecondary {
            foldedSecondary = nil
            guard let index = stack.firstIndex(where: { $0 === folded.first }), index > 0 else { return nil }
            let moved = Array(stack[index...])
            setViewControllers(Array(stack[..<index]), animated: false)
            folded.navigation.setViewControllers(moved, animated: false)
            return folded.navigation
        }
        guard stack.count > 1, let top = stack.last else { return nil }
        setViewControllers(Array(stack.dropLast()), animated: false)
        return top
    }
}

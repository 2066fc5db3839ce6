// How the stack changes: at once in `viewControllers`, with children joining and leaving as UIKit has
// them (a new child hears `willMove(toParent:)` when pushed and `didMove(toParent:)` when its transition
// ends; a leaving one `willMove(toParent: nil)` at once and `didMove(toParent: nil)` once its view is
// gone), and on screen through a transition to the new top controller.
extension UINavigationController {
    /// Makes `newStack` the stack and moves the screen to its top controller.
    func changeStack(to newStack: [UIViewController], animated: Bool) {
        let old = stack
        let joining = newStack.filter { controller in !old.contains { $0 === controller } }
        let leaving = old.filter { controller in !newStack.contains { $0 === controller } }
        stack = newStack
        for controller in joining { addChild(controller) }
        for controller in leaving { controller.willMove(toParent: nil) }
        // Controllers off screen leave, or settle in, at once; the shown one and the new top wait for
        // the transition.
        let released = leaving.filter { $0 !== shownController }
        for controller in released { controller.removeFromParent() }
        didRelease(released)
        for controller in joining {
            if controller === newStack.last && viewIfLoaded != nil {
                awaitingDidMove.append(controller)
            } else {
                controller.didMove(toParent: self)
            }
        }
        guard let top = newStack.last, viewIfLoaded != nil else {
            updateBars(animated: false)
            if newStack.isEmpty { showNothing() }
            return
        }
        let operation: Operation = top === old.last ? .none : old.contains { $0 === top } ? .pop : .push
        showTop(operation: operation, animated: animated)
    }

    /// Shows the top controller if it is not shown (the view loaded, or entered a window).
    func showTopIfNeeded() {
        guard activeTransition == nil, let top = stack.last, top !== shownController else { return }
        showTop(operation: .none, animated: false)
    }

    /// Runs the transition from the shown controller to the top one (unless one runs: it catches up when
    /// it ends).
    func showTop(operation: Operation, animated: Bool) {
        guard activeTransition == nil, let top = stack.last else { return }
        guard top !== shownController else {
            updateBars(animated: animated)
            return
        }
        let interactor = operation == .pop ? pendingInteractivePop : nil
        pendingInteractivePop = nil
        NavigationTransition.run(
            in: self, from: shownController, to: top, operation: operation == .none ? .push : operation, animated: animated,
            edgeSwipe: interactor)
    }

    /// The transition ended: if the stack changed meanwhile, the screen catches up without animation.
    func transitionDidEnd() {
        activeTransition = nil
        if let top = stack.last, top !== shownController {
            showTop(operation: .none, animated: false)
        } else if stack.isEmpty {
            showNothing()
        }
    }

    /// The stack was emptied: the shown view leaves.
    private func showNothing() {
        guard let shown = shownController else { return }
        shown.viewIfLoaded?.removeFromSuperview()
        shownController = nil
        if shown.parent === self, !stack.contains(where: { $0 === shown }) {
            shown.removeFromParent()
            didRelease([shown])
        }
    }

    /// The controller finished joining (its transition ended).
    func settle(_ controller: UIViewController) {
        guard let index = awaitingDidMove.firstIndex(where: { $0 === controller }) else { return }
        awaitingDidMove.remove(at: index)
        controller.didMove(toParent: self)
    }
}

extension UINavigationController {
    /// What a transition between two controllers of the stack does.
    public enum Operation: Int, Sendable {
        case none = 0
        case push = 1
        case pop = 2
    }
}

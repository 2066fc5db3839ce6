import SwiftSyntax

/// The OpenUIKit calls that take a typed method reference where iOS takes a selector, and how to recognize
/// a call to one in iOS code.
///
/// Checked against OpenUIKit's sources: `UIControl.addTarget(_:action:for:)` (methods taking nothing, the
/// sender, or the sender and the event), `UIGestureRecognizer.addTarget(_:action:)` and
/// `init(target:action:)` (inherited by every `UI…GestureRecognizer`; nothing or the recognizer), the four
/// `UIBarButtonItem(…target:action:)` initializers (nothing, the sender, or the sender and the event),
/// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` and the unscheduled
/// `Timer(timeInterval:target:selector:userInfo:repeats:)` (nothing or the timer),
/// `CADisplayLink(target:selector:)` (nothing or the link), `NotificationCenter.addObserver(_:selector:
/// name:object:)` (nothing or the notification) and `perform(_:with:afterDelay:)` (nothing or the argument).
/// OpenUIKit has no `responds(to:)`, and `removeTarget(_:action:)` with a selector does not remove a typed
/// action.
struct TypedActionAPI {
    /// The API, as messages name it.
    let name: String
    /// The numbers of parameters that the typed forms accept in the method.
    let arities: Set<Int>
    /// What those parameters are, for messages.
    let parameters: String

    static let controlAddTarget = TypedActionAPI(
        name: "UIControl.addTarget(_:action:for:)", arities: [0, 1, 2], parameters: "nothing, the sender, or the sender and the event")
    static let gestureAddTarget = TypedActionAPI(
        name: "UIGestureRecognizer.addTarget(_:action:)", arities: [0, 1], parameters: "nothing or the recognizer")
    static let gestureInit = TypedActionAPI(
        name: "UIGestureRecognizer(target:action:)", arities: [0, 1], parameters: "nothing or the recognizer")
    static let barButtonItem = TypedActionAPI(
        name: "UIBarButtonItem(…target:action:)", arities: [0, 1, 2], parameters: "nothing, the sender, or the sender and the event")
    static let scheduledTimer = TypedActionAPI(
        name: "Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)", arities: [0, 1],
        parameters: "nothing or the timer")
    static let timer = TypedActionAPI(
        name: "Timer(timeInterval:target:selector:userInfo:repeats:)", arities: [0, 1], parameters: "nothing or the timer")
    static let displayLink = TypedActionAPI(
        name: "CADisplayLink(target:selector:)", arities: [0, 1], parameters: "nothing or the display link")
    static let addObserver = TypedActionAPI(
        name: "NotificationCenter.addObserver(_:selector:name:object:)", arities: [0, 1],
        parameters: "nothing or the notification")
    static let performAfterDelay = TypedActionAPI(
        name: "perform(_:with:afterDelay:)", arities: [0, 1], parameters: "nothing or the argument")

    /// A call whose selector argument is a typed method in OpenUIKit, or has no OpenUIKit equivalent.
    enum Match {
        /// The call is `api`; `target` is the target argument (nil when the receiver is the target, as
        /// for `perform(_:with:afterDelay:)`), `receiver` the expression the call is made on.
        case typed(TypedActionAPI, target: ExprSyntax?, receiver: ExprSyntax?)
        /// The call does not exist in OpenUIKit, for the reason given.
        case unavailable(String)
    }

    private static let barButtonLabels: [[String]] = [
        ["barButtonSystemItem", "target", "action"], ["title", "style", "target", "action"],
        ["image", "style", "target", "action"], ["image", "landscapeImagePhone", "style", "target", "action"],
    ]
    private static let timerLabels = ["timeInterval", "target", "selector", "userInfo", "repeats"]

    /// What OpenUIKit offers for `call`, whose argument `argument` is the selector; nil when it is not a
    /// call this table knows (the selector then becomes a `Selector`). `types` finds the run's gesture
    /// recognizer and bar button item subclasses, seen from `scope`.
    static func match(_ call: FunctionCallExprSyntax, argument: LabeledExprSyntax, types: TypeIndex, scope: String?) -> Match? {
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let label = argument.label?.text ?? "_"
        var (base, name) = calledName(call.calledExpression)
        if name == "init", let type = base {
            (base, name) = calledName(type)
        }
        guard let name else { return nil }
        func expression(labeled label: String) -> ExprSyntax? {
            call.arguments.first { ($0.label?.text ?? "_") == label }?.expression
        }
        let receiver = base
        switch (name, labels, label) {
        case ("addTarget", ["_", "action", "for"], "action"):
            return .typed(controlAddTarget, target: expression(labeled: "_"), receiver: receiver)
        case ("addTarget", ["_", "action"], "action"):
            return .typed(gestureAddTarget, target: expression(labeled: "_"), receiver: receiver)
        case ("addObserver", ["_", "selector", "name", "object"], "selector"):
            return .typed(addObserver, target: expression(labeled: "_"), receiver: receiver)
        case ("perform", ["_", "with", "afterDelay"], "_"):
            return .typed(performAfterDelay, target: nil, receiver: receiver)
        case ("scheduledTimer", timerLabels, "selector") where base?.text == "Timer":
            return .typed(scheduledTimer, target: expression(labeled: "target"), receiver: receiver)
        case ("Timer", timerLabels, "selector"):
            return .typed(timer, target: expression(labeled: "target"), receiver: receiver)
        case ("CADisplayLink", ["target", "selector"], "selector"):
            return .typed(displayLink, target: expression(labeled: "target"), receiver: receiver)
        case ("removeTarget", ["_", "action", "for"], "action"), ("removeTarget", ["_", "action"], "action"):
            return .unavailable(
                "removeTarget with a Selector removes only actions added with that Selector: an action added with a "
                    + "typed method (as addTarget is rewritten) stays; pass `action: nil` to remove every action of "
                    + "the target (for those events)")
        case ("responds", ["to"], "to"), ("instancesRespond", ["to"], "to"):
            return .unavailable(
                "\(name)(to:) cannot be expressed without the Objective-C runtime (OpenUIKit has no \(name)(to:)): "
                    + "the selector became a Selector, but the check must be replaced (for an optional protocol "
                    + "requirement, call the requirement: it now has a default implementation)")
        case (_, ["target", "action"], "action") where isGestureRecognizer(name, types: types, scope: scope):
            return .typed(gestureInit, target: expression(labeled: "target"), receiver: receiver)
        case (_, _, "action") where barButtonLabels.contains(labels) && isClass(name, named: "UIBarButtonItem", types: types, scope: scope):
            return .typed(barButtonItem, target: expression(labeled: "target"), receiver: receiver)
        default:
            return nil
        }
    }

    /// The receiver and name of a called expression: `(x, "addTarget")` for `x.addTarget`, `(nil,
    /// "perform")` for `perform`.
    private static func calledName(_ expression: ExprSyntax) -> (ExprSyntax?, String?) {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return (nil, reference.baseName.text) }
        if let member = expression.as(MemberAccessExprSyntax.self) { return (member.base, member.declName.baseName.text) }
        return (nil, nil)
    }

    private static func isGestureRecognizer(_ name: String, types: TypeIndex, scope: String?) -> Bool {
        let isUIKitRecognizer = { (name: String) in name.hasPrefix("UI") && name.hasSuffix("GestureRecognizer") }
        if isUIKitRecognizer(name) { return true }
        guard let declaration = types.resolve(name, from: scope) else { return false }
        return types.superclasses(of: declaration.name).contains(where: isUIKitRecognizer)
    }

    private static func isClass(_ name: String, named className: String, types: TypeIndex, scope: String?) -> Bool {
        if name == className { return true }
        guard let declaration = types.resolve(name, from: scope) else { return false }
        return types.superclasses(of: declaration.name).contains(className)
    }
}

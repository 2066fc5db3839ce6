/// The name of an action method, such as `"copy:"`: what Objective-C calls a selector.
///
/// Linux has no Objective-C runtime, so `#selector(...)` does not compile and no method can be found by
/// name. In OpenUIKit a `Selector` is a plain value (a name) that UIKit matches against the actions a
/// responder declares in ``UIResponder/responderActions``: `UIApplication.sendAction(_:to:from:for:)`,
/// `canPerformAction(_:withSender:)` and `target(forAction:withSender:)` walk the responder chain with it,
/// and controls send it to a nil target. Two selectors are equal when their names are equal.
///
/// Porting: `#selector(MyView.frobnicate(_:))` becomes `Selector("frobnicate:")` (or the literal
/// `"frobnicate:"` wherever a `Selector` is expected), named as Objective-C would name the method; the
/// standard edit actions are predeclared (`Selector.copy` for
/// `#selector(UIResponderStandardEditActions.copy(_:))`). Where UIKit calls a method on a target you
/// name (`addTarget(_:action:for:)`, timers, notifications, `perform(_:with:afterDelay:)`), pass the
/// method itself instead: `#selector(VC.tapped(_:))` becomes `VC.tapped`.
///
/// Source: Apple, `Selector` (Objective-C runtime). Linux Foundation (swift-corelibs-foundation, Swift 6.3)
/// declares no `Selector`.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The selector's name, colons included (`"paste:"`, `"tapped:forEvent:"`).
    let name: String

    /// A selector with the given name. Any string is accepted, as `NSSelectorFromString` accepts it.
    public init(_ name: String) { self.name = name }

    /// A selector from a string literal: `let action: Selector = "copy:"`.
    public init(stringLiteral name: String) { self.name = name }

    /// The selector's name.
    public var description: String { name }
}

/// The name of `aSelector` (`"copy:"` for `Selector.copy`).
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }

/// The selector named `aSelectorName`.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }

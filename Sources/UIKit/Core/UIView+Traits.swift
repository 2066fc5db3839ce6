// Traits down the hierarchy: a view's traits are its controller's, else its superview's, else its
// screen's, with its own appearance override; a controller's are its parent's (with the parent's
// overrides for it), its presenter's, its window's for a root controller, or its view's superview's,
// with its own override. When traits
// change, views and controllers hear it parents first, and colours resolve again.
extension UIView: UITraitChangeObservable, TraitRegistrationStoring {
    /// The traits the view inherits, with its own override.
    var inheritedTraits: UITraitCollection {
        let base: UITraitCollection
        if let controller = owningViewController {
            base = controller.traitCollection
        } else if let superview {
            base = superview.traitCollection
        } else if let window = self as? UIWindow {
            base = window.screenTraitsForWindow
        } else {
            base = (window?.screen ?? UIScreen.main).traitCollection
        }
        return traitOverrideValues.applied(to: base).with(style: overrideUserInterfaceStyle)
    }

    /// `color` for the view's layer: resolved with the view's traits.
    func resolvedForLayer(_ color: UIColor) -> CGColor {
        color.isDynamic ? color.resolvedColor(with: traitCollection).cgColor : color.cgColor
    }

    /// The traits of this view and its subviews may have changed (an override changed, the view moved):
    /// those whose traits did hear it, parents first.
    func traitsMayHaveChanged() {
        noteTraits()
        for subview in subviews { subview.traitsMayHaveChanged() }
    }

    /// Compares the view's traits with those last reported; when they differ: its controller hears it
    /// first (when this is the controller's view), then the view, and colours resolve again. A view
    /// reported for the first time compares with the screen's traits (what it had outside a window).
    func noteTraits() {
        let traits = traitCollection
        let previous = knownTraits ?? (window?.screen ?? UIScreen.main).traitCollection
        knownTraits = traits
        if let controller = owningViewController {
            let controllerTraits = controller.traitCollection
            let controllerPrevious = controller.knownTraits ?? previous
            controller.knownTraits = controllerTraits
            if controllerTraits != controllerPrevious {
                controller.traitCollectionDidChange(controllerPrevious)
                controller.sendTraitChangeRegistrations(previous: controllerPrevious)
            }
        }
        guard traits != previous else { return }
        if traits.hasDifferentColorAppearance(comparedTo: previous) {
            if let backgroundColor, backgroundColor.isDynamic { layer.backgroundColor = resolvedForLayer(backgroundColor) }
            setNeedsDisplay()
            setNeedsLayout()
            colorAppearanceDidChange()
        }
        traitCollectionDidChange(previous)
        sendTraitChangeRegistrations(previous: previous)
        // The status bar's default style follows the key window's appearance.
        if let window = self as? UIWindow, window.isKeyWindow { ApplicationHost.current?.statusBarDidChange() }
    }

    /// `userInterfaceLayoutDirection(for:relativeTo:)`.
    static func resolvedLayoutDirection(
        for attribute: UISemanticContentAttribute, relativeTo layoutDirection: UITraitEnvironmentLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceRightToLeft: .rightToLeft
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .unspecified: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    /// The view's direction changed: the constraints it holds (those laid out in its space) that name
    /// leading or trailing edges are made again.
    func layoutDirectionDidChange() {
        let affected = constraints.filter {
            $0.isActive && ($0.firstAttribute.isLeadingOrTrailing || $0.secondAttribute.isLeadingOrTrailing)
        }
        NSLayoutConstraint.deactivate(affected)
        NSLayoutConstraint.activate(affected)
        setNeedsLayout()
    }
}

extension UIViewController: UITraitChangeObservable, TraitRegistrationStoring {
    /// The traits the controller inherits, with its own override.
    var inheritedTraits: UITraitCollection {
        var base: UITraitCollection
        if let parent {
            base = parent.traitCollection
            if let overrides = parent.overrideTraitCollection(forChild: self) {
                base = UITraitCollection(overrides.values(over: base.values))
            }
        } else if let presenting = presentation.presenting {
            base = presenting.traitCollection
        } else if let window = rootOfWindow, window.rootViewController === self {
            // A root controller has its window's, also while a presentation took its view out.
            base = window.traitCollection
        } else if let superview = viewIfLoaded?.superview {
            base = superview.traitCollection
        } else {
            base = (viewIfLoaded?.window?.screen ?? UIScreen.main).traitCollection
        }
        return traitOverrideValues.applied(to: base).with(style: overrideUserInterfaceStyle)
    }
}

/// How a view's content lays out for the language's direction.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft
}

extension NSLayoutConstraint.Attribute {
    var isLeadingOrTrailing: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        default: false
        }
    }
}

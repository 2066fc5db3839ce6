import Foundation

// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` (declared in NSLayoutConstraint.swift,
// to be overridable) parses its format here.

/// One parsed format: its axis, the elements (the superview bar or a view with its size predicates) and
/// the connections between consecutive elements.
struct VisualFormat {
    enum Object { case constant(CGFloat), view(AnyObject) }
    struct Predicate {
        var relation = NSLayoutConstraint.Relation.equal
        var object: Object
        var priority: Float?
    }
    enum Element {
        case superview
        case view(AnyObject, name: String, predicates: [Predicate])
    }
    enum Connection { case flush, standard, predicates([Predicate]) }

    var vertical = false
    var elements: [Element] = []
    var connections: [Connection] = []
}

/// Reads a visual format string (Apple's grammar) into a ``VisualFormat``.
@MainActor
struct VisualFormatParser {
    let format: String
    let characters: [Character]
    let metrics: [String: Any]
    let views: [String: Any]
    var index = 0

    init(format: String, metrics: [String: Any], views: [String: Any]) {
        self.format = format
        characters = Array(format.filter { !$0.isWhitespace })
        self.metrics = metrics
        self.views = views
    }

    /// UIKit's parse error, with the format and a caret under the offending character.
    func fail(_ reason: String) -> Never {
        let caret = String(repeating: " ", count: index) + "^"
        preconditionFailure(
            "NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:): Unable to parse constraint format: \n\(reason)\n\(String(characters))\n\(caret)"
        )
    }

    var current: Character? { index < characters.count ? characters[index] : nil }

    mutating func accept(_ character: Character) -> Bool {
        guard current == character else { return false }
        index += 1
        return true
    }

    mutating func expect(_ character: Character, _ what: String) {
        if !accept(character) { fail("Expected '\(character)' \(what)") }
    }

    mutating func parse() -> VisualFormat {
        var result = VisualFormat()
        if characters.count >= 2, characters[1] == ":", characters[0] == "H" || characters[0] == "V" {
            result.vertical = characters[0] == "V"
            index = 2
        }
        guard current != nil else { fail("Expected a view") }
        while true {
            result.elements.append(parseElement())
            if current == nil { break }
            result.connections.append(parseConnection())
            if current == nil { fail("Expected a view or '|' after the connection") }
        }
        if result.elements.count == 1, case .superview = result.elements[0] { fail("A format needs at least one view") }
        for (position, element) in result.elements.enumerated() {
            if case .superview = element, position != 0 && position != result.elements.count - 1 {
                fail("'|' can only begin or end a format")
            }
        }
        return result
    }

    /// A view of the views dictionary, or a view controller's top or bottom layout guide (a view on
    /// iOS 7 to 10, so `V:[topGuide]-[bar]` formats name it).
    func formatItem(_ value: Any?) -> AnyObject? {
        if let view = value as? UIView { return view }
        return value as? ViewControllerLayoutGuide
    }

    mutating func parseElement() -> VisualFormat.Element {
        if accept("|") { return .superview }
        expect("[", "to open a view")
        let name = parseName() ?? { fail("Expected a view name") }()
        guard let view = formatItem(views[name]) else { fail("\(name) is not a key in the views dictionary.") }
        var predicates: [VisualFormat.Predicate] = []
        if current == "(" { predicates = parsePredicateList(allowingViews: true) }
        expect("]", "to close the view")
        return .view(view, name: name, predicates: predicates)
    }

    mutating func parseConnection() -> VisualFormat.Connection {
        if current == "[" || current == "|" { return .flush }
        expect("-", "(a connection) or a view")
        if current == "[" || current == "|" { return .standard }
        let predicates: [VisualFormat.Predicate]
        if current == "(" {
            predicates = parsePredicateList(allowingViews: false)
        } else {
            predicates = [VisualFormat.Predicate(object: .constant(parseConstant()))]
        }
        expect("-", "after the connection's spacing")
        return .predicates(predicates)
    }

    mutating func parsePredicateList(allowingViews: Bool) -> [VisualFormat.Predicate] {
        expect("(", "to open a predicate list")
        var predicates: [VisualFormat.Predicate] = []
        repeat {
            var predicate = VisualFormat.Predicate(object: .constant(0))
            if accept("=") {
                expect("=", "in '=='"); predicate.relation = .equal
            } else if accept("<") {
                expect("=", "in '<='"); predicate.relation = .lessThanOrEqual
            } else if accept(">") {
                expect("=", "in '>='"); predicate.relation = .greaterThanOrEqual
            }
            if let c = current, c.isLetter || c == "_" {
                let start = index
                let name = parseName()!
                if let view = formatItem(views[name]) {
                    guard allowingViews else { index = start; fail("A connection's spacing cannot name a view") }
                    predicate.object = .view(view)
                } else if let value = metric(name) {
                    predicate.object = .constant(value)
                } else {
                    index = start
                    fail("\(name) is not a key in the views or metrics dictionaries.")
                }
            } else {
                predicate.object = .constant(parseConstant())
            }
            if accept("@") { predicate.priority = Float(parseConstant()) }
            predicates.append(predicate)
        } while accept(",")
        expect(")", "to close the predicate list")
        return predicates
    }

    mutating func parseName() -> String? {
        guard let first = current, first.isLetter || first == "_" else { return nil }
        var name = ""
        while let c = current, c.isLetter || c.isNumber || c == "_" {
            name.append(c)
            index += 1
        }
        return name
    }

    func metric(_ name: String) -> CGFloat? {
        switch metrics[name] {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }

    mutating func parseConstant() -> CGFloat {
        if let c = current, c.isLetter || c == "_" {
            let start = index
            let name = parseName()!
            guard let value = metric(name) else { index = start; fail("\(name) is not a key in the metrics dictionary.") }
            return value
        }
        let start = index
        var text = ""
        if accept("-") { text = "-" }
        while let c = current, c.isNumber || c == "." {
            text.append(c)
            index += 1
        }
        guard let value = Double(text), value.isFinite else { index = start; fail("Expected a number or a metric name") }
        return CGFloat(value)
    }
}

/// Turns a parsed format into constraints.
@MainActor
struct VisualFormatBuilder {
    let parsed: VisualFormat
    let options: NSLayoutConstraint.FormatOptions
    let fail: (String) -> Never

    func constraints() -> [NSLayoutConstraint] {
        let vertical = parsed.vertical
        let leadingEdge: NSLayoutConstraint.Attribute, trailingEdge: NSLayoutConstraint.Attribute
        if vertical {
            let baselines = options.contains(.spacingBaselineToBaseline)
            (leadingEdge, trailingEdge) = baselines ? (.firstBaseline, .lastBaseline) : (.top, .bottom)
        } else if options.contains(.directionLeftToRight) || options.contains(.directionRightToLeft) {
            (leadingEdge, trailingEdge) = (.left, .right)
        } else {
            (leadingEdge, trailingEdge) = (.leading, .trailing)
        }
        let size: NSLayoutConstraint.Attribute = vertical ? .height : .width
        var result: [NSLayoutConstraint] = []
        var views: [AnyObject] = []
        for element in parsed.elements {
            guard case let .view(view, _, predicates) = element else { continue }
            views.append(view)
            for predicate in predicates {
                switch predicate.object {
                case .constant(let value):
                    result.append(make(view, size, predicate.relation, nil, .notAnAttribute, value, predicate.priority))
                case .view(let other):
                    result.append(make(view, size, predicate.relation, other, size, 0, predicate.priority))
                }
            }
        }
        let superview = views.first.flatMap { LayoutItems.anchorParent(of: $0) }
        for (position, connection) in parsed.connections.enumerated() {
            let before = parsed.elements[position], after = parsed.elements[position + 1]
            let toSuperview: Bool
            let standard: CGFloat
            switch (before, after) {
            case (.superview, .view), (.view, .superview): toSuperview = true; standard = 20
            default: toSuperview = false; standard = SystemSpacing.standard
            }
            if toSuperview && superview == nil {
                fail("Unable to interpret '|' character, because the related view doesn't have a superview")
            }
            let predicates: [VisualFormat.Predicate] =
                switch connection {
                case .flush: [VisualFormat.Predicate(object: .constant(0))]
                case .standard: [VisualFormat.Predicate(object: .constant(standard))]
                case .predicates(let list): list
                }
            for predicate in predicates {
                guard case .constant(let spacing) = predicate.object else { continue }
                switch (before, after) {
                case (.superview, .view(let view, _, _)):
                    let edge: NSLayoutConstraint.Attribute = leadingEdge == .firstBaseline ? .top : leadingEdge
                    result.append(make(view, edge, predicate.relation, superview!, edge, spacing, predicate.priority))
                case (.view(let view, _, _), .superview):
                    let edge: NSLayoutConstraint.Attribute = trailingEdge == .lastBaseline ? .bottom : trailingEdge
                    result.append(make(superview!, edge, predicate.relation, view, edge, spacing, predicate.priority))
                case (.view(let first, _, _), .view(let second, _, _)):
                    result.append(make(second, leadingEdge, predicate.relation, first, trailingEdge, spacing, predicate.priority))
                default:
                    break
                }
            }
        }
        for attribute in options.alignmentAttributes {
            if attribute.axis == (vertical ? .vertical : .horizontal) {
                fail(
                    "Options mask required views to be aligned on a \(vertical ? "vertical" : "horizontal") edge, which is not allowed for layout that is also \(vertical ? "vertical" : "horizontal")."
                )
            }
            for view in views.dropFirst() { result.append(make(view, attribute, .equal, views[0], attribute, 0, nil)) }
        }
        return result
    }

    private func make(
        _ a: AnyObject, _ attribute1: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
        _ b: AnyObject?, _ attribute2: NSLayoutConstraint.Attribute, _ constant: CGFloat, _ priority: Float?
    ) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(
            item: a, attribute: attribute1, relatedBy: relation, toItem: b, attribute: attribute2,
            multiplier: 1, constant: constant)
        if let priority {
            guard priority > 0 && priority <= 1000 else { fail("Priorities must be greater than 0 and at most 1000") }
            constraint.priority = UILayoutPriority(priority)
        }
        return constraint
    }
}

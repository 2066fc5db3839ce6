extension NSLayoutConstraint {
    /// The part of an item's layout a constraint relates: an edge, a centre, a size, a baseline, or a
    /// margin (the edge inset by the view's `layoutMargins`). Leading and trailing are left and right
    /// (left-to-right layout only, see `Deviation` below). Source: Apple, NSLayoutConstraint.Attribute.
    // Deviation: OpenUIKit lays out left to right only; leading is left and trailing is right.
    public enum Attribute: Int, Sendable, CustomStringConvertible {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline = 12, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        /// The Objective-C name `NSLayoutAttributeBaseline`: the last baseline.
        public static var baseline: Attribute { .lastBaseline }

        /// Which axis the attribute is on (nil for `notAnAttribute`).
        var axis: NSLayoutConstraint.Axis? {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
                .trailingMargin, .centerXWithinMargins:
                .horizontal
            case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
                .centerYWithinMargins:
                .vertical
            case .notAnAttribute: nil
            }
        }

        /// Width and height; every other attribute is a location.
        var isDimension: Bool { self == .width || self == .height }

        /// Left/right family (absolute) as against leading/trailing (directional): UIKit refuses to mix them.
        var isAbsoluteHorizontalEdge: Bool { [.left, .right, .leftMargin, .rightMargin].contains(self) }
        var isDirectionalHorizontalEdge: Bool { [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self) }

        public var description: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }
    }

    /// How the two sides of a constraint compare. Source: Apple, NSLayoutConstraint.Relation.
    public enum Relation: Int, Sendable, CustomStringConvertible {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1

        public var description: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// The horizontal or vertical axis, for content hugging, compression resistance and stack views.
    /// Source: Apple, NSLayoutConstraint.Axis (UILayoutConstraintAxis in Objective-C).
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }
}

/// The Objective-C name of ``NSLayoutConstraint/Axis``.
public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis

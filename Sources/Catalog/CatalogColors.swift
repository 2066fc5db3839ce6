import UIKit

/// The Catalog's own colours, which follow the light/dark switch: text black in light and white in dark
/// (the label colour), secondary text dark grey in light and light grey in dark.
@MainActor
enum CatalogColors {
    static let text = UIColor.label
    static let secondaryText = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.72, alpha: 1) : .darkGray }
}

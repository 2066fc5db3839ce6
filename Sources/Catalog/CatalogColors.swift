import UIKit

/// The Catalog's own colours, which follow the light/dark switch: text black in light and white in dark
/// (the label colour), secondary text dark grey in light and light grey in dark, the sidebar's grey.
@MainActor
enum CatalogColors {
    static let text = UIColor.label
    static let secondaryText = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.72, alpha: 1) : .darkGray }
    static let sidebar = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.11, alpha: 1) : UIColor(white: 0.95, alpha: 1) }
}

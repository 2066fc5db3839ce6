/// What a content configuration is: the content and look of a content view, which makes the view that
/// shows it and gives versions of itself for a view's states.
///
/// Source: Apple, UIContentConfiguration.
public protocol UIContentConfiguration {
    /// A new content view that shows this configuration.
    @MainActor func makeContentView() -> any UIView & UIContentView
    /// This configuration with the defaults for `state` applied to what was not customized.
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration.
///
/// Source: Apple, UIContentView.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (then a cell applies a new configuration to this view
    /// instead of making a new one). True by default.
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}

/// The state of a view that configurations are updated for.
///
/// Source: Apple, UIConfigurationState.
public protocol UIConfigurationState {
    /// The traits of the view.
    var traitCollection: UITraitCollection { get set }
}

/// A cell's state for configurations.
///
/// Source: Apple, UICellConfigurationState.
public struct UICellConfigurationState: UIConfigurationState {
    public var traitCollection: UITraitCollection
    /// The cell is disabled (it takes no touches).
    public var isDisabled = false
    /// A finger is down on the cell.
    public var isHighlighted = false
    /// The cell is selected.
    public var isSelected = false
    /// The cell has the focus.
    public var isFocused = false
    /// The cell is editing.
    public var isEditing = false
    /// The cell is swiped open.
    public var isSwiped = false
    /// The cell is expanded (an outline's item showing its children).
    public var isExpanded = false

    /// A state with `traitCollection` and every flag off.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}

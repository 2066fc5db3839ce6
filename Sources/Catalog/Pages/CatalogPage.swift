import UIKit

/// One page of the Catalog: a title for the list of pages, the page's bar and the window, a file name for screenshots, and
/// the view that shows it in the content area.
@MainActor
struct CatalogPage {
    let title: String
    /// The screenshot's file name, without extension.
    let name: String
    let makeView: @MainActor (CGRect) -> UIView

    /// Every page, in the list's order.
    static let all: [CatalogPage] = [
        CatalogPage(title: "Drawing gallery", name: "drawing-gallery") { DrawingGalleryPageView(frame: $0) },
        CatalogPage(title: "Layers", name: "layers") { LayersPageView(frame: $0) },
        CatalogPage(title: "Touches", name: "touches") { TouchesPageView(frame: $0) },
        CatalogPage(title: "Labels and image views", name: "labels-and-image-views") { LabelsPageView(frame: $0) },
        CatalogPage(title: "Tint and dimming", name: "tint-and-dimming") { TintPageView(frame: $0) },
        CatalogPage(title: "Rotation", name: "rotation") { RotationPageView(frame: $0) },
        CatalogPage(title: "Gestures", name: "gestures") { GesturesPageView(frame: $0) },
        CatalogPage(title: "Animations", name: "animations") { AnimationsPageView(frame: $0) },
        CatalogPage(title: "Buttons", name: "buttons") { ButtonsPageView(frame: $0) },
        CatalogPage(title: "Paging scroll view", name: "paging-scroll-view") { PagingScrollPageView(frame: $0) },
        CatalogPage(title: "Zooming scroll view", name: "zooming-scroll-view") { ZoomingScrollPageView(frame: $0) },
        CatalogPage(title: "Switches and sliders", name: "switches-and-sliders") { SwitchesAndSlidersPageView(frame: $0) },
        CatalogPage(title: "Indicators", name: "indicators") { IndicatorsPageView(frame: $0) },
        CatalogPage(title: "Steppers and segments", name: "steppers-and-segmented-controls") { SteppersPageView(frame: $0) },
        CatalogPage(title: "Custom controls", name: "custom-controls") { CustomControlsPageView(frame: $0) },
        CatalogPage(title: "Text fields", name: "text-fields") { TextFieldsPageView(frame: $0) },
        CatalogPage(title: "Text views", name: "text-views") { TextViewsPageView(frame: $0) },
        CatalogPage(title: "Keyboard", name: "keyboard") { KeyboardPageView(frame: $0) },
        CatalogPage(title: "Auto Layout", name: "auto-layout") { AutoLayoutPageView(frame: $0) },
        CatalogPage(title: "Stack views", name: "stack-views") { StackViewsPageView(frame: $0) },
        CatalogPage(title: "View controllers", name: "view-controllers") { ViewControllersPageView(frame: $0) },
        CatalogPage(title: "Bars", name: "bars") { BarsPageView(frame: $0) },
        CatalogPage(title: "Table views", name: "table-views") { TableViewsPageView(frame: $0) },
        CatalogPage(title: "Containers", name: "containers") { ContainersPageView(frame: $0) },
        CatalogPage(title: "Pickers", name: "pickers") { PickersPageView(frame: $0) },
        CatalogPage(title: "Popovers", name: "popovers") { PopoversPageView(frame: $0) },
        CatalogPage(title: "Alerts", name: "alerts") { AlertsPageView(frame: $0) },
    ]
}

import SnapshotTesting
import UIKit

extension Snapshotting where Value == UIView, Format == UIImage {
    /// Snapshots a view as an image of its bounds at its `contentScaleFactor` (the screen's scale by
    /// default): `drawHierarchy(in:afterScreenUpdates: true)`, so pending layout and display happen first.
    @preconcurrency @MainActor
    public static var image: Snapshotting { .image(.standard) }

    /// Snapshots a view with `comparison`'s tolerance.
    @preconcurrency @MainActor
    public static func image(_ comparison: ImageComparison) -> Snapshotting {
        Snapshotting<UIImage, UIImage>.image(comparison).pullback { view in
            MainActor.assumeIsolated { LayerSnapshot.image(of: view) }
        }
    }
}

extension Snapshotting where Value == CALayer, Format == UIImage {
    /// Snapshots a layer tree (displayed first) as an image of its bounds at the screen's scale.
    public static var image: Snapshotting { .image(.standard) }

    public static func image(_ comparison: ImageComparison) -> Snapshotting {
        Snapshotting<UIImage, UIImage>.image(comparison).pullback { LayerSnapshot.image(of: $0) }
    }
}

enum LayerSnapshot {
    /// A view drawn by UIKit's own snapshot path, as the screen shows it after the next update.
    @MainActor
    static func image(of view: UIView) -> UIImage {
        let size = view.bounds.size
        return renderer(size: size, scale: view.contentScaleFactor).image { _ in
            view.drawHierarchy(in: CGRect(origin: .zero, size: size), afterScreenUpdates: true)
        }
    }

    /// A bare layer tree (laid out first; `render(in:)` displays it).
    static func image(of layer: CALayer) -> UIImage {
        layer.layoutIfNeeded()
        return renderer(size: layer.bounds.size, scale: layer.contentsScale).image { context in
            context.cgContext.translateBy(x: -layer.bounds.minX, y: -layer.bounds.minY)
            layer.render(in: context.cgContext)
        }
    }

    private static func renderer(size: CGSize, scale: CGFloat) -> UIGraphicsImageRenderer {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: size, format: format)
    }
}

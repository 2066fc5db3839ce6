import SnapshotTesting
import UIKit

extension Snapshotting where Value == UIView, Format == UIImage {
    /// Snapshots a view (laid out and displayed first) as an image of its bounds at the screen's scale.
    @MainActor
    public static var image: Snapshotting { .image(.standard) }

    /// Snapshots a view with `comparison`'s tolerance.
    @MainActor
    public static func image(_ comparison: ImageComparison) -> Snapshotting {
        Snapshotting<UIImage, UIImage>.image(comparison).pullback { view in
            MainActor.assumeIsolated { LayerSnapshot.image(of: view.layer, laidOutBy: view) }
        }
    }
}

extension Snapshotting where Value == CALayer, Format == UIImage {
    /// Snapshots a layer tree (displayed first) as an image of its bounds at the screen's scale.
    public static var image: Snapshotting { .image(.standard) }

    public static func image(_ comparison: ImageComparison) -> Snapshotting {
        Snapshotting<UIImage, UIImage>.image(comparison).pullback { LayerSnapshot.image(of: $0, laidOutBy: nil) }
    }
}

enum LayerSnapshot {
    static func image(of layer: CALayer, laidOutBy view: UIView?) -> UIImage {
        if let view { MainActor.assumeIsolated { view.layoutIfNeeded() } } else { layer.layoutIfNeeded() }
        let format = UIGraphicsImageRendererFormat()
        format.scale = layer.contentsScale
        return UIGraphicsImageRenderer(size: layer.bounds.size, format: format).image { context in
            context.cgContext.translateBy(x: -layer.bounds.minX, y: -layer.bounds.minY)
            layer.render(in: context.cgContext)
        }
    }
}

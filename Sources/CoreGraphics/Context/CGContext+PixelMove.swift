@_implementationOnly import CCairo
import Foundation

extension CGContext {
    /// Moves the pixels of `rect` (device pixels, y down) by `dx`, `dy` whole pixels, keeping what lands
    /// inside `rect` and leaving the part of `rect` nothing moved into unchanged. For the compositor,
    /// which scrolls what it drew before instead of drawing it again. Does nothing for a rectangle
    /// outside the bitmap or a context whose pixels are not 32 bits.
    package func movePixels(in rect: (x: Int, y: Int, width: Int, height: Int), dx: Int, dy: Int) {
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_RGB24 || format == CAIRO_FORMAT_ARGB32 else { return }
        // The rectangle within the bitmap, and the part of it the moved pixels land on.
        let minX = max(0, rect.x), minY = max(0, rect.y)
        let maxX = min(width, rect.x + rect.width), maxY = min(height, rect.y + rect.height)
        let toMinX = max(minX, minX + dx), toMaxX = min(maxX, maxX + dx)
        let toMinY = max(minY, minY + dy), toMaxY = min(maxY, maxY + dy)
        guard toMinX < toMaxX, toMinY < toMaxY, dx != 0 || dy != 0 else { return }
        cairo_surface_flush(surface)
        guard let base = cairo_image_surface_get_data(surface) else { return }
        let rowStride = Int(cairo_image_surface_get_stride(surface))
        let rowBytes = (toMaxX - toMinX) * 4
        if dx == 0 && rowBytes == rowStride {
            // Whole rows (a window-wide scroll): one block, moved faster than row by row.
            memmove(base + toMinY * rowStride, base + (toMinY - dy) * rowStride, (toMaxY - toMinY) * rowStride)
        } else {
            // Rows moving up are copied top first, rows moving down bottom first, so that no row is
            // overwritten before it is read; `memmove` handles the overlap within a row.
            let rows = dy > 0 ? stride(from: toMaxY - 1, through: toMinY, by: -1) : stride(from: toMinY, through: toMaxY - 1, by: 1)
            for row in rows {
                let destination = base + row * rowStride + toMinX * 4
                let source = base + (row - dy) * rowStride + (toMinX - dx) * 4
                memmove(destination, source, rowBytes)
            }
        }
        cairo_surface_mark_dirty_rectangle(surface, Int32(toMinX), Int32(toMinY), Int32(toMaxX - toMinX), Int32(toMaxY - toMinY))
        syncClientBuffer()
    }
}

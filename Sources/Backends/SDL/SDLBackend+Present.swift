@_implementationOnly import CCairo
@_implementationOnly import CSDL2
import Foundation
import BackendInterface
import CoreGraphics

extension SDLBackend {
    /// Shows `frame` (the whole window surface, in pixels) in the window. Only the `damage` rectangles
    /// (pixels, top-left origin; empty means everything) are uploaded to the window's texture; the
    /// first frame, and one of a new size, are uploaded whole. A frame smaller than the window (a resize
    /// UIKit has not drawn yet) sits in the top-left corner on black.
    ///
    /// The frame's pixels are Cairo's ARGB32, premultiplied, which is SDL's ARGB8888 on little-endian
    /// machines; the texture does not blend, so the window shows them as they are.
    package func present(_ frame: CGImage, damage: [CGRect]) {
        MainThread.precondition("SDLBackend.present(_:damage:)")
        guard let pixels = cairo_image_surface_get_data(frame.surface) else { return }
        let width = frame.width, height = frame.height, stride = frame.bytesPerRow
        var regions = damage
        if texture == nil || textureSize != (width, height) {
            guard makeTexture(width: width, height: height) else { return }
            regions = []
        }
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        let uploads = regions.isEmpty ? [bounds] : regions.map { Self.pixelRect($0, in: bounds) }.filter { !$0.isEmpty }
        for region in uploads {
            var rect = SDL_Rect(
                x: Int32(region.minX), y: Int32(region.minY),
                w: Int32(region.width), h: Int32(region.height))
            let start = pixels.advanced(by: Int(region.minY) * stride + Int(region.minX) * 4)
            if SDL_UpdateTexture(texture, &rect, start, Int32(stride)) != 0 {
                SDLError("SDLBackend.present(_:damage:): SDL_UpdateTexture").report()
            }
        }
        redrawLastFrame()
    }

    /// Copies the texture (the last frame) to the window and shows it.
    func redrawLastFrame() {
        guard let texture else { return }
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
        SDL_RenderClear(renderer)
        var destination = SDL_Rect(x: 0, y: 0, w: Int32(textureSize.width), h: Int32(textureSize.height))
        SDL_RenderCopy(renderer, texture, nil, &destination)
        SDL_RenderPresent(renderer)
    }

    /// `rect` grown to whole pixels and clipped to `bounds`; empty when outside it or not finite.
    static func pixelRect(_ rect: CGRect, in bounds: CGRect) -> CGRect {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return .zero }
        let clipped = rect.standardized.integral.intersection(bounds)
        return clipped.isNull ? .zero : clipped
    }

    private func makeTexture(width: Int, height: Int) -> Bool {
        if let texture { SDL_DestroyTexture(texture) }
        texture = SDL_CreateTexture(
            renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
            Int32(width), Int32(height))
        guard let texture else {
            SDLError("SDLBackend.present(_:damage:): SDL_CreateTexture(\(width)x\(height))").report()
            textureSize = (0, 0)
            return false
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        textureSize = (width, height)
        return true
    }
}

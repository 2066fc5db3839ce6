import CBaseline
import Foundation
import UIKit

/// A drawing scene written twice: through OpenUIKit, and straight through Cairo/Pango.
struct Scene {
    let title: String
    let iterations: Int
    let ours: (CGContext) -> Void
    let raw: (OpaquePointer) -> Void
}

enum Scenes {
    static let all = [shapes, gradients, images, text]

    /// Rectangles of the scene grid: 40 × 25 cells over 1000 × 750 points.
    static let cells: [CGRect] = (0..<1000).map { i in
        CGRect(x: CGFloat(i % 40) * 25 + 2, y: CGFloat(i / 40) * 30 + 2, width: 21, height: 26)
    }
    static let colors: [(CGFloat, CGFloat, CGFloat)] = (0..<1000).map { (i: Int) -> (CGFloat, CGFloat, CGFloat) in
        let red: CGFloat = CGFloat(i % 7) / 7, green: CGFloat = CGFloat(i % 11) / 11, blue: CGFloat = CGFloat(i % 13) / 13
        return (red, green, blue)
    }

    static func rawRoundedRect(_ cr: OpaquePointer, _ r: CGRect, _ radius: Double) {
        let (x, y, w, h) = (Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + w - radius, y + radius, radius, -.pi / 2, 0)
        cairo_arc(cr, x + w - radius, y + h - radius, radius, 0, .pi / 2)
        cairo_arc(cr, x + radius, y + h - radius, radius, .pi / 2, .pi)
        cairo_arc(cr, x + radius, y + radius, radius, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }

    /// Sets the path to the ellipse in `r` (a unit circle, scaled; the pen is not scaled).
    static func rawEllipse(_ cr: OpaquePointer, _ r: CGRect) {
        cairo_save(cr)
        cairo_translate(cr, Double(r.midX), Double(r.midY))
        cairo_scale(cr, Double(r.width / 2), Double(r.height / 2))
        cairo_new_path(cr)
        cairo_arc(cr, 0, 0, 1, 0, 2 * .pi)
        cairo_restore(cr)
    }

    /// 1000 rounded rectangles, filled and stroked.
    static let shapes = Scene(
        title: "shapes: 1000 rounded rects, fill + stroke", iterations: 20,
        ours: { _ in
            for (rect, c) in zip(cells, colors) {
                let path = UIBezierPath(roundedRect: rect, cornerRadius: 6)
                UIColor(red: c.0, green: c.1, blue: c.2, alpha: 1).setFill()
                path.fill()
                UIColor.black.setStroke()
                path.stroke()
            }
        },
        raw: { cr in
            cairo_set_line_width(cr, 1)
            for (rect, c) in zip(cells, colors) {
                rawRoundedRect(cr, rect, 6)
                cairo_set_source_rgba(cr, Double(c.0), Double(c.1), Double(c.2), 1)
                cairo_fill_preserve(cr)
                cairo_set_source_rgba(cr, 0, 0, 0, 1)
                cairo_stroke(cr)
            }
        })

    static let gradient = CGGradient(
        colorsSpace: nil, colors: [UIColor.white.cgColor, UIColor.systemBlue.cgColor] as CFArray,
        locations: nil)!

    /// 1000 knobs: clip to a circle, a linear gradient, an outline.
    static let gradients = Scene(
        title: "gradients: 1000 clipped gradient knobs", iterations: 10,
        ours: { context in
            for rect in cells {
                context.saveGState()
                context.addEllipse(in: rect)
                context.clip()
                context.drawLinearGradient(
                    gradient, start: CGPoint(x: rect.midX, y: rect.minY),
                    end: CGPoint(x: rect.midX, y: rect.maxY), options: [])
                context.restoreGState()
                context.setStrokeColor(UIColor.gray.cgColor)
                context.strokeEllipse(in: rect)
            }
        },
        raw: { cr in
            for rect in cells {
                cairo_save(cr)
                rawEllipse(cr, rect)
                cairo_clip(cr)
                let pattern = cairo_pattern_create_linear(Double(rect.midX), Double(rect.minY), Double(rect.midX), Double(rect.maxY))!
                cairo_pattern_add_color_stop_rgba(pattern, 0, 1, 1, 1, 1)
                cairo_pattern_add_color_stop_rgba(pattern, 1, 0, 122.0 / 255, 1, 1)
                cairo_set_source(cr, pattern)
                cairo_paint(cr)
                cairo_pattern_destroy(pattern)
                cairo_restore(cr)
                rawEllipse(cr, rect)
                cairo_set_source_rgba(cr, 0.5, 0.5, 0.5, 1)
                cairo_stroke(cr)
            }
        })

    /// A 64×64 image, and the same pixels as a Cairo surface.
    static let image: UIImage = {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64), format: format).image { context in
            UIColor.orange.setFill()
            UIBezierPath(ovalIn: CGRect(x: 4, y: 4, width: 56, height: 56)).fill()
        }
    }()
    static let imageSurface: OpaquePointer = {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 64, 64)!
        let cr = cairo_create(surface)!
        cairo_set_source_rgba(cr, 1, 0.5, 0, 1)
        cairo_arc(cr, 32, 32, 28, 0, 2 * .pi)
        cairo_fill(cr)
        cairo_destroy(cr)
        return surface
    }()

    /// 1000 images scaled into their cells.
    static let images = Scene(
        title: "images: 1000 scaled 64×64 images", iterations: 10,
        ours: { _ in
            for rect in cells { image.draw(in: rect) }
        },
        raw: { cr in
            for rect in cells {
                cairo_save(cr)
                cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
                cairo_clip(cr)
                cairo_translate(cr, Double(rect.minX), Double(rect.minY))
                cairo_scale(cr, Double(rect.width) / 64, Double(rect.height) / 64)
                cairo_set_source_surface(cr, imageSurface, 0, 0)
                cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
                cairo_paint(cr)
                cairo_restore(cr)
            }
        })

    static let strings: [String] = (0..<200).map { "Label number \($0): the quick brown fox" }
    static let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.black]

    /// 200 single-line strings (the same every frame, as a screen redraw would).
    static let text = Scene(
        title: "text: 200 labels, 15 pt", iterations: 10,
        ours: { _ in
            for (i, string) in strings.enumerated() {
                (string as NSString).draw(at: CGPoint(x: CGFloat(i % 4) * 250, y: CGFloat(i / 4) * 15), withAttributes: attributes)
            }
        },
        raw: { cr in
            let description = pango_font_description_from_string("Inter")!
            pango_font_description_set_absolute_size(description, 15 * Double(PANGO_SCALE))
            for (i, string) in strings.enumerated() {
                let layout = pango_cairo_create_layout(cr)!
                pango_layout_set_font_description(layout, description)
                pango_layout_set_text(layout, string, -1)
                cairo_move_to(cr, Double(i % 4) * 250, Double(i / 4) * 15)
                cairo_set_source_rgba(cr, 0, 0, 0, 1)
                pango_cairo_show_layout(cr, layout)
                g_object_unref(UnsafeMutableRawPointer(layout))
            }
            pango_font_description_free(description)
        })
}

/// Measuring text: strings never seen before (each shaped) against the same strings again (cached).
enum TextMeasurement {
    nonisolated(unsafe) static var round = 0

    static func run() {
        let constraint = CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude)
        let attributes = Scenes.attributes
        let options: NSStringDrawingOptions = [.usesLineFragmentOrigin]
        let cold = measure(iterations: 1) {
            round += 1
            for i in 0..<200 {
                _ = ("Paragraph \(round)-\(i): a few words that wrap onto more than one line at this width, please." as NSString)
                    .boundingRect(with: constraint, options: options, attributes: attributes, context: nil)
            }
        }
        let fixed = (0..<200).map { "Paragraph fixed-\($0): a few words that wrap onto more than one line at this width, please." }
        let cached = measure(iterations: 1) {
            for string in fixed {
                _ = (string as NSString).boundingRect(with: constraint, options: options, attributes: attributes, context: nil)
            }
        }
        print(
            String(
                format: "%-46@ %10.1f µs %10.1f µs   %6.1fx faster cached", "measure: 200 paragraphs, cold vs cached" as NSString,
                cold, cached, cold / cached))
    }
}

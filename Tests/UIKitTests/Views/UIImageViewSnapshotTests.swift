// Goldens of image views at scale 1 and 2: content modes, template tinting, resizable images. Each PNG
// was looked at (see the commit message).
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIImageView goldens")
struct UIImageViewSnapshotTests {
    /// A 48×32 point picture at 2x: sky over grass, a sun at the top right, a dark hill at the left.
    static var picture: UIImage {
        TestImages.draw(CGSize(width: 48, height: 32), scale: 2) {
            UIColor(red: 0.55, green: 0.8, blue: 1, alpha: 1).setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 48, height: 22))
            UIColor(red: 0.3, green: 0.7, blue: 0.25, alpha: 1).setFill(); UIRectFill(CGRect(x: 0, y: 22, width: 48, height: 10))
            UIColor(red: 1, green: 0.8, blue: 0, alpha: 1).setFill();
            UIBezierPath(ovalIn: CGRect(x: 34, y: 4, width: 10, height: 10)).fill()
            let hill = UIBezierPath()
            hill.move(to: CGPoint(x: 0, y: 22)); hill.addLine(to: CGPoint(x: 12, y: 8)); hill.addLine(to: CGPoint(x: 26, y: 22));
            hill.close()
            UIColor(white: 0.3, alpha: 1).setFill(); hill.fill()
        }
    }

    /// A 24×24 point rounded bubble at 2x with 10 pt caps, for resizable drawing.
    static var bubble: UIImage {
        TestImages.draw(CGSize(width: 24, height: 24), scale: 2) {
            UIColor.systemBlue.setFill(); UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 24, height: 24), cornerRadius: 9).fill()
            UIColor.white.setFill(); UIRectFill(CGRect(x: 11, y: 11, width: 2, height: 2))
        }
    }

    /// A 20×20 point star-ish template shape (black on transparent) at 2x.
    static var shape: UIImage {
        TestImages.draw(CGSize(width: 20, height: 20), scale: 2) {
            UIColor.black.setFill()
            UIBezierPath(ovalIn: CGRect(x: 2, y: 2, width: 16, height: 16)).fill()
            UIColor.clear.setFill()
            UIGraphicsGetCurrentContext()?.clear(CGRect(x: 8, y: 8, width: 4, height: 4))
        }
    }

    /// Image views of 64×64 on a gray field in rows of `columns`, 8 pt apart, on white.
    func grid(_ views: [UIImageView], columns: Int = 3, size: CGSize = CGSize(width: 64, height: 64)) -> UIView {
        let sheet = UIView()
        sheet.backgroundColor = .white
        for (index, view) in views.enumerated() {
            view.frame = CGRect(
                x: 8 + CGFloat(index % columns) * (size.width + 8), y: 8 + CGFloat(index / columns) * (size.height + 8),
                width: size.width, height: size.height)
            if view.backgroundColor == nil { view.backgroundColor = UIColor(white: 0.85, alpha: 1) }
            sheet.addSubview(view)
        }
        let rows = (views.count + columns - 1) / columns
        sheet.frame = CGRect(x: 0, y: 0, width: 8 + CGFloat(columns) * (size.width + 8), height: 8 + CGFloat(rows) * (size.height + 8))
        return sheet
    }

    func imageView(_ image: UIImage, _ mode: UIView.ContentMode, clips: Bool = true) -> UIImageView {
        let view = UIImageView(image: image)
        view.contentMode = mode
        view.clipsToBounds = clips
        return view
    }

    func snapshot(_ name: String, testName: String = #function, _ make: () -> UIView) {
        for scale in [1, 2] {
            let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: CGFloat(scale))
            _ = h
            assertSnapshot(of: make(), as: .image, named: "\(name)@\(scale)x", testName: testName)
        }
    }

    @Test("Scale to fill, aspect fit, aspect fill, centre, top left, bottom right (spec 004 T097, T098)")
    func contentModes() {
        snapshot("content-modes") {
            grid([.scaleToFill, .scaleAspectFit, .scaleAspectFill, .center, .topLeft, .bottomRight].map { imageView(Self.picture, $0) })
        }
    }

    @Test("Template images in the tint, an automatic one in its colours; a resizable bubble stretched and tiled")
    func tintAndResizable() {
        snapshot("tint-and-resizable") {
            let inherited = imageView(Self.shape.withRenderingMode(.alwaysTemplate), .center)
            let red = imageView(Self.shape.withRenderingMode(.alwaysTemplate), .center)
            red.tintColor = .red
            let automatic = imageView(Self.shape, .center)
            let insets = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            let stretched = imageView(Self.bubble.resizableImage(withCapInsets: insets, resizingMode: .stretch), .scaleToFill)
            let tiled = imageView(Self.bubble.resizableImage(withCapInsets: insets, resizingMode: .tile), .scaleToFill)
            let natural = imageView(Self.bubble.resizableImage(withCapInsets: insets), .center)
            return grid([inherited, red, automatic, stretched, tiled, natural], size: CGSize(width: 64, height: 48))
        }
    }
}

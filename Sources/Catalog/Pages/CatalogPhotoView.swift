import UIKit

/// A colourful picture standing in for a photo, drawn with Core Graphics: a sky gradient, soft discs and
/// a dashed line, so that translucent bars over it show their blur.
final class CatalogPhotoView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(),
            let sky = CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceRGB(),
                colors: [
                    UIColor(red: 0.16, green: 0.45, blue: 0.85, alpha: 1).cgColor,
                    UIColor(red: 0.98, green: 0.72, blue: 0.42, alpha: 1).cgColor,
                ]
                    as CFArray, locations: [0, 1])
        else { return }
        context.drawLinearGradient(sky, start: .zero, end: CGPoint(x: 0, y: bounds.height), options: [])
        let colours: [UIColor] = [.systemRed, .systemYellow, .systemGreen, .systemPink, .cyan, .systemOrange, .white, .black]
        for index in 0..<24 {
            colours[index % colours.count].withAlphaComponent(0.85).setFill()
            let x = CGFloat((index * 61) % Int(max(1, bounds.width))), y = CGFloat((index * 43) % Int(max(1, bounds.height)))
            UIBezierPath(ovalIn: CGRect(x: x - 12, y: y - 12, width: 40, height: 40)).fill()
        }
        UIColor.black.setFill()
        for index in 0..<Int(bounds.width / 24) {
            context.fill(CGRect(x: CGFloat(index) * 24, y: bounds.height * 0.52, width: 12, height: 3))
        }
    }
}

import UIKit

/// The little pictures of the Table views page's cells: a white shape on a rounded square of colour, as
/// the Settings app draws its icons, made with UIGraphicsImageRenderer and UIBezierPath.
@MainActor
enum TableGlyphs {
    enum Shape: CaseIterable {
        case circle, star, heart, square, triangle, bolt
    }

    static let size = CGSize(width: 29, height: 29)

    /// `shape` in white on a rounded square of `color`.
    static func icon(_ shape: Shape, color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { _ in
            color.setFill()
            UIBezierPath(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: 7).fill()
            UIColor.white.setFill()
            path(shape, in: CGRect(x: 7, y: 7, width: 15, height: 15)).fill()
        }
    }

    private static func path(_ shape: Shape, in rect: CGRect) -> UIBezierPath {
        switch shape {
        case .circle:
            return UIBezierPath(ovalIn: rect)
        case .square:
            return UIBezierPath(roundedRect: rect.insetBy(dx: 1, dy: 1), cornerRadius: 2)
        case .triangle:
            return polygon([CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)])
        case .bolt:
            return polygon(
                [(0.6, 0), (0.1, 0.58), (0.45, 0.58), (0.35, 1), (0.9, 0.4), (0.55, 0.4), (0.7, 0)].map {
                    CGPoint(x: rect.minX + $0.0 * rect.width, y: rect.minY + $0.1 * rect.height)
                })
        case .star:
            let centre = CGPoint(x: rect.midX, y: rect.midY + 0.5)
            return polygon(
                (0..<10).map { index in
                    let radius = index.isMultiple(of: 2) ? rect.width / 2 : rect.width / 4.6
                    let angle = -CGFloat.pi / 2 + CGFloat(index) * .pi / 5
                    return CGPoint(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
                })
        case .heart:
            let path = UIBezierPath()
            let w = rect.width
            path.move(to: CGPoint(x: rect.midX, y: rect.maxY - 1))
            path.addCurve(
                to: CGPoint(x: rect.minX, y: rect.minY + w * 0.3), controlPoint1: CGPoint(x: rect.minX + w * 0.2, y: rect.minY + w * 0.75),
                controlPoint2: CGPoint(x: rect.minX, y: rect.minY + w * 0.5))
            path.addArc(
                withCenter: CGPoint(x: rect.minX + w * 0.25, y: rect.minY + w * 0.3), radius: w * 0.25, startAngle: .pi,
                endAngle: 0, clockwise: true)
            path.addArc(
                withCenter: CGPoint(x: rect.minX + w * 0.75, y: rect.minY + w * 0.3), radius: w * 0.25, startAngle: .pi,
                endAngle: 0, clockwise: true)
            path.addCurve(
                to: CGPoint(x: rect.midX, y: rect.maxY - 1), controlPoint1: CGPoint(x: rect.maxX, y: rect.minY + w * 0.5),
                controlPoint2: CGPoint(x: rect.maxX - w * 0.2, y: rect.minY + w * 0.75))
            path.close()
            return path
        }
    }

    private static func polygon(_ points: [CGPoint]) -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: points[0])
        for point in points.dropFirst() { path.addLine(to: point) }
        path.close()
        return path
    }
}

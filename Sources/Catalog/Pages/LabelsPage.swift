import UIKit

/// UILabel and UIImageView examples, each captioned with what it sets: fonts, alignment, every truncating
/// line break mode, shrinking to fit, shadow, disabled and highlighted text, several lines, attributed
/// text; image content modes, a template image in the tint colour, a highlighted image. Labels and image
/// views show their bounds in light gray. The page draws the captions.
final class LabelsPageView: CatalogDrawingView {
    static let margin: CGFloat = 40
    static let columnGap: CGFloat = 16
    static let captionFont = UIFont.systemFont(ofSize: 12)
    static let boundsColor = UIColor(white: 0.93, alpha: 1)
    static let sample = "The quick brown fox jumps over the lazy dog"

    /// One captioned example.
    struct Example {
        let caption: String
        let view: UIView
    }

    /// The label examples, three to a row, and the image view examples, five to a row.
    private(set) var labelRows: [[Example]] = []
    private(set) var imageRows: [[Example]] = []
    /// Where the "UIImageView" heading goes (set by layout).
    private var imageHeadingY: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        labelRows = Self.labelExamples()
        imageRows = Self.imageExamples()
        for example in (labelRows + imageRows).joined() { addSubview(example.view) }
        placeExamples()
    }

    required init?(coder: NSCoder) { nil }

    /// Every example, in reading order.
    var examples: [Example] { Array((labelRows + imageRows).joined()) }

    /// The example whose caption is `caption`.
    func example(_ caption: String) -> UIView? { examples.first { $0.caption == caption }?.view }

    // MARK: Layout

    /// The height a caption takes under a view of `width`.
    private static func captionHeight(_ caption: String, width: CGFloat) -> CGFloat {
        let box = (caption as NSString).boundingRect(
            with: CGSize(width: width, height: 100), options: .usesLineFragmentOrigin,
            attributes: [.font: captionFont], context: nil)
        return ceil(box.height)
    }

    /// Places rows of examples from `y` down, in columns of `columnWidth`; returns the y under the last row.
    private func place(_ rows: [[Example]], columnWidth: CGFloat, from top: CGFloat) -> CGFloat {
        var y = top
        for row in rows {
            var rowHeight: CGFloat = 0
            for (column, example) in row.enumerated() {
                let x = Self.margin + CGFloat(column) * (columnWidth + Self.columnGap)
                let height = example.view.bounds.height
                example.view.frame = CGRect(x: x, y: y, width: columnWidth, height: height)
                rowHeight = max(rowHeight, height + 3 + Self.captionHeight(example.caption, width: columnWidth))
            }
            y += rowHeight + 10
        }
        return y
    }

    private func placeExamples() {
        let labelsBottom = place(labelRows, columnWidth: 224, from: 92)
        imageHeadingY = labelsBottom + 2
        _ = place(imageRows, columnWidth: 128, from: imageHeadingY + 26)
    }

    override func draw(_ rect: CGRect) {
        let title: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 22), .foregroundColor: CatalogColors.text]
        ("Labels and image views" as NSString).draw(at: CGPoint(x: Self.margin, y: 28), withAttributes: title)
        let heading: [NSAttributedString.Key: Any] = [
            .font: UIFont.boldSystemFont(ofSize: 15), .foregroundColor: CatalogColors.secondaryText,
        ]
        ("UILabel" as NSString).draw(at: CGPoint(x: Self.margin, y: 66), withAttributes: heading)
        ("UIImageView" as NSString).draw(at: CGPoint(x: Self.margin, y: imageHeadingY), withAttributes: heading)
        let caption: [NSAttributedString.Key: Any] = [.font: Self.captionFont, .foregroundColor: CatalogColors.secondaryText]
        for example in examples {
            let frame = example.view.frame
            (example.caption as NSString).draw(
                with: CGRect(x: frame.minX, y: frame.maxY + 3, width: frame.width, height: 100),
                options: .usesLineFragmentOrigin, attributes: caption, context: nil)
        }
    }

    // MARK: Labels

    private static func label(_ text: String, height: CGFloat = 28, _ configure: (UILabel) -> Void = { _ in }) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 224, height: height))
        label.backgroundColor = boundsColor
        label.text = text
        configure(label)
        return label
    }

    private static func labelExamples() -> [[Example]] {
        [
            [
                Example(caption: "systemFont(ofSize: 17)", view: label("System font, 17 pt")),
                Example(caption: "boldSystemFont(ofSize: 17)", view: label("Bold system font") { $0.font = .boldSystemFont(ofSize: 17) }),
                Example(
                    caption: "UIFont(name: \"Georgia\", size: 17)",
                    view: label("Georgia, 17 pt") { $0.font = UIFont(name: "Georgia", size: 17) }),
            ],
            [
                Example(caption: "textAlignment = .left", view: label("Left") { $0.textAlignment = .left }),
                Example(caption: "textAlignment = .center", view: label("Centre") { $0.textAlignment = .center }),
                Example(caption: "textAlignment = .right", view: label("Right") { $0.textAlignment = .right }),
            ],
            [
                Example(caption: "lineBreakMode = .byTruncatingHead", view: label(sample) { $0.lineBreakMode = .byTruncatingHead }),
                Example(caption: "lineBreakMode = .byTruncatingMiddle", view: label(sample) { $0.lineBreakMode = .byTruncatingMiddle }),
                Example(caption: "lineBreakMode = .byTruncatingTail", view: label(sample) { $0.lineBreakMode = .byTruncatingTail }),
            ],
            [
                Example(caption: "lineBreakMode = .byClipping", view: label(sample) { $0.lineBreakMode = .byClipping }),
                Example(
                    caption: "adjustsFontSizeToFitWidth, minimumScaleFactor = 0.5",
                    view: label(sample) {
                        $0.adjustsFontSizeToFitWidth = true; $0.minimumScaleFactor = 0.5
                    }),
                Example(
                    caption: "adjustsFontSizeToFitWidth, minimumScaleFactor = 0.8: truncates",
                    view: label(sample) {
                        $0.adjustsFontSizeToFitWidth = true; $0.minimumScaleFactor = 0.8
                    }),
            ],
            [
                Example(
                    caption: "shadowColor = .lightGray, shadowOffset = (2, 2)",
                    view: label("Shadowed text") {
                        $0.font = .boldSystemFont(ofSize: 20)
                        $0.shadowColor = .lightGray
                        $0.shadowOffset = CGSize(width: 2, height: 2)
                    }),
                Example(caption: "isEnabled = false: dimmed", view: label("A disabled label") { $0.isEnabled = false }),
                Example(
                    caption: "isHighlighted = true, highlightedTextColor = .systemRed",
                    view: label("A highlighted label") {
                        $0.highlightedTextColor = .systemRed
                        $0.isHighlighted = true
                    }),
            ],
            [
                Example(
                    caption: "numberOfLines = 0: wraps at words",
                    view: label(sample + ".", height: 64) {
                        $0.numberOfLines = 0
                    }),
                Example(
                    caption: "numberOfLines = 2, .byTruncatingTail",
                    view: label(sample + ", twice: " + sample, height: 64) {
                        $0.numberOfLines = 2
                    }),
                Example(
                    caption: "attributedText: fonts, colours, underline, strikethrough",
                    view: label("", height: 64) {
                        $0.numberOfLines = 0; $0.attributedText = attributedSample()
                    }),
            ],
        ]
    }

    private static func attributedSample() -> NSAttributedString {
        let body = UIFont.systemFont(ofSize: 17)
        let text = NSMutableAttributedString(string: "")
        func add(_ string: String, _ attributes: [NSAttributedString.Key: Any] = [:]) {
            text.append(NSAttributedString(string: string, attributes: [.font: body].merging(attributes) { $1 }))
        }
        add("Bold", [.font: UIFont.boldSystemFont(ofSize: 17)])
        add(", ")
        add("red", [.foregroundColor: UIColor.systemRed])
        add(", ")
        add("underlined", [.underlineStyle: NSUnderlineStyle.single.rawValue])
        add(", ")
        add("struck", [.strikethroughStyle: NSUnderlineStyle.single.rawValue])
        add(" and ")
        add("Georgia italic", [.font: UIFont(name: "Georgia-Italic", size: 17) ?? body, .foregroundColor: UIColor.systemBlue])
        add(" in one label.")
        return text
    }

    // MARK: Image views

    /// A 64x48 picture drawn with UIGraphicsImageRenderer: sky, sun, hills and a frame, so that stretching
    /// and cropping show.
    static func landscapeImage() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 64, height: 48)).image { context in
            UIColor(red: 0.6, green: 0.82, blue: 1, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 64, height: 48))
            UIColor.systemYellow.setFill()
            UIBezierPath(ovalIn: CGRect(x: 40, y: 6, width: 14, height: 14)).fill()
            let hills = UIBezierPath()
            hills.move(to: CGPoint(x: 0, y: 48))
            hills.addLine(to: CGPoint(x: 0, y: 34))
            hills.addQuadCurve(to: CGPoint(x: 32, y: 32), controlPoint: CGPoint(x: 14, y: 18))
            hills.addQuadCurve(to: CGPoint(x: 64, y: 30), controlPoint: CGPoint(x: 50, y: 20))
            hills.addLine(to: CGPoint(x: 64, y: 48))
            hills.close()
            UIColor.systemGreen.setFill()
            hills.fill()
            CatalogColors.secondaryText.setStroke()
            let frame = UIBezierPath(rect: CGRect(x: 1, y: 1, width: 62, height: 46))
            frame.lineWidth = 2
            frame.stroke()
        }
    }

    /// A 36x36 star, black on transparent: as a template image only its shape counts.
    static func starImage(fill: UIColor, stroke: UIColor? = nil) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 36, height: 36)).image { _ in
            let star = UIBezierPath()
            for point in 0..<10 {
                let radius: CGFloat = point % 2 == 0 ? 16 : 7
                let angle = -CGFloat.pi / 2 + CGFloat(point) * .pi / 5
                let p = CGPoint(x: 18 + radius * cos(angle), y: 19 + radius * sin(angle))
                if point == 0 { star.move(to: p) } else { star.addLine(to: p) }
            }
            star.close()
            fill.setFill()
            star.fill()
            if let stroke {
                stroke.setStroke()
                star.lineWidth = 2
                star.stroke()
            }
        }
    }

    private static func imageView(_ image: UIImage?, height: CGFloat = 64, _ configure: (UIImageView) -> Void = { _ in }) -> UIImageView {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 128, height: height))
        view.backgroundColor = boundsColor
        view.image = image
        configure(view)
        return view
    }

    private static func imageExamples() -> [[Example]] {
        let picture = landscapeImage()
        let template = starImage(fill: .black).withRenderingMode(.alwaysTemplate)
        let plain = starImage(fill: .white, stroke: .gray)
        let lit = starImage(fill: .systemYellow, stroke: .systemOrange)
        func mode(_ name: String, _ mode: UIView.ContentMode) -> Example {
            Example(
                caption: "." + name,
                view: imageView(picture) {
                    $0.contentMode = mode; $0.clipsToBounds = true
                })
        }
        return [
            [
                mode("scaleToFill", .scaleToFill), mode("scaleAspectFit", .scaleAspectFit),
                mode("scaleAspectFill", .scaleAspectFill), mode("center", .center), mode("bottomRight", .bottomRight),
            ],
            [
                Example(caption: "template image, inherited tint", view: imageView(template) { $0.contentMode = .center }),
                Example(
                    caption: "template image, tintColor = .systemOrange",
                    view: imageView(template) {
                        $0.contentMode = .center
                        $0.tintColor = .systemOrange
                    }),
                Example(
                    caption: "highlightedImage, isHighlighted = false",
                    view: imageView(plain) {
                        $0.highlightedImage = lit
                        $0.contentMode = .center
                    }),
                Example(
                    caption: "highlightedImage, isHighlighted = true",
                    view: imageView(plain) {
                        $0.highlightedImage = lit
                        $0.contentMode = .center
                        $0.isHighlighted = true
                    }),
                Example(caption: ".topLeft", view: imageView(picture) { $0.contentMode = .topLeft }),
            ],
        ]
    }
}

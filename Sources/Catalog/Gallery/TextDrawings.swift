import UIKit

/// Text drawing: the outlined "New Game" bar button, the "Pay Tribute" button title, label shadows, and
/// text in every line-break mode, several fonts and several scripts.
enum TextDrawings {
    static let items = [outlinedButton, payTribute, payTributeHighlighted, labelShadows, lineBreakModes, fontsAndScripts]

    // MARK: The outlined "New Game" bar button

    /// The 15×15 background: a rounded clip (radius 8, clamped to 7.5), the yellow gradient a
    /// CAGradientLayer renders (top to bottom, its default direction), a black 2-pt stroke; caps 7, stretch.
    static func makeOutlinedBackground() -> UIImage? {
        let colors =
            [
                UIColor(red: 1, green: 1, blue: 0, alpha: 0.8).cgColor,
                UIColor(red: 0.7, green: 0.7, blue: 0.3, alpha: 0.8).cgColor,
            ] as CFArray
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: nil)!
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 15, height: 15), false, 0)
        defer { UIGraphicsEndImageContext() }
        let p = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 15, height: 15), cornerRadius: 8)
        p.addClip()
        // Stands in for `[grad renderInContext:]` until CAGradientLayer lands with the core.
        UIGraphicsGetCurrentContext()?.drawLinearGradient(gradient, start: CGPoint(x: 7.5, y: 0), end: CGPoint(x: 7.5, y: 15), options: [])
        UIColor.black.setStroke()
        p.lineWidth = 2
        p.stroke()
        return UIGraphicsGetImageFromCurrentImageContext()?
            .resizableImage(withCapInsets: UIEdgeInsets(top: 7, left: 7, bottom: 7, right: 7), resizingMode: .stretch)
    }

    static let outlinedButton = GalleryItem(
        name: "outlined-bar-button",
        caption: "Seed 000 Figure 12-18: \"New Game\" in Avenir-Medium 11 on the 15×15 outlined background (caps 7, stretch)",
        size: CGSize(width: 80, height: 30)
    ) { context in
        UIGraphicsPushContext(context)
        makeOutlinedBackground()?.draw(in: CGRect(x: 0, y: 0, width: 80, height: 30))
        let title = NSAttributedString(
            string: "New Game",
            attributes: [
                .font: UIFont(name: "Avenir-Medium", size: 11)!, .foregroundColor: UIColor.systemBlue,
            ])
        let size = title.size()
        title.draw(at: CGPoint(x: (80 - size.width) / 2, y: (30 - size.height) / 2))
        UIGraphicsPopContext()
    }

    // MARK: The "Pay Tribute" button title

    /// "Pay Tribute": GillSans-Bold 16 in purple; "Tribute" stroked red at -2 (fill and stroke) and underlined.
    static func payTributeTitle(highlighted: Bool) -> NSAttributedString {
        let mas = NSMutableAttributedString(
            string: "Pay Tribute",
            attributes: [
                .font: UIFont(name: "GillSans-Bold", size: 16)!, .foregroundColor: UIColor.purple,
            ])
        mas.addAttributes(
            [.strokeColor: UIColor.red, .strokeWidth: -2.0, .underlineStyle: 1],
            range: NSRange(location: 4, length: mas.length - 4))
        if highlighted {
            mas.addAttributes([.foregroundColor: UIColor.white], range: NSRange(location: 0, length: mas.length))
        }
        return mas
    }

    /// The button as UIKit lays it out: the coin2 background stretched from its centre (inset by 3 when
    /// highlighted), then the coin image and the title side by side, centred.
    static func drawPayTribute(in context: CGContext, highlighted: Bool) {
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        let bounds = CGRect(x: 0, y: 0, width: 170, height: 48)
        let im = GalleryAssets.coin2
        let sz = im.size
        let im2 = im.resizableImage(
            withCapInsets: UIEdgeInsets(
                top: sz.height / 2, left: sz.width / 2,
                bottom: sz.height / 2, right: sz.width / 2), resizingMode: .stretch)
        im2.draw(in: highlighted ? bounds.insetBy(dx: 3, dy: 3) : bounds)
        let title = payTributeTitle(highlighted: highlighted)
        let titleSize = title.size()
        let imageSize = CGSize(width: 31, height: 31)
        let x = (bounds.width - imageSize.width - titleSize.width) / 2
        let imageRect = CGRect(x: x, y: (bounds.height - imageSize.height) / 2, width: imageSize.width, height: imageSize.height)
        im2.draw(in: imageRect)
        if highlighted {
            // adjustsImageWhenHighlighted: the image darkens.
            context.saveGState()
            context.clip(to: imageRect, mask: im.cgImage!)
            context.setFillColor(UIColor(white: 0, alpha: 0.3).cgColor)
            context.fill(imageRect)
            context.restoreGState()
        }
        title.draw(at: CGPoint(x: imageRect.maxX, y: (bounds.height - titleSize.height) / 2))
    }

    static let payTribute = GalleryItem(
        name: "pay-tribute",
        caption: "Seed 000 Figure 12-16: \"Pay Tribute\", GillSans-Bold 16 purple, \"Tribute\" stroked red and underlined, on coin2",
        size: CGSize(width: 170, height: 48)
    ) { drawPayTribute(in: $0, highlighted: false) }

    static let payTributeHighlighted = GalleryItem(
        name: "pay-tribute-highlighted", caption: "Seed 000 Figure 12-16, highlighted: white title, background inset 3, image darkened",
        size: CGSize(width: 170, height: 48)
    ) { drawPayTribute(in: $0, highlighted: true) }

    // MARK: Label shadows

    /// Label text with a hard shadow (UILabel's shadows have no blur).
    static func drawShadowed(_ text: String, at point: CGPoint, color: UIColor?, offset: CGSize) {
        var attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.black]
        if let color {
            let shadow = NSShadow()
            shadow.shadowColor = color
            shadow.shadowOffset = offset
            shadow.shadowBlurRadius = 0
            attributes[.shadow] = shadow
        }
        (text as NSString).draw(at: point, withAttributes: attributes)
    }

    static let labelShadows = GalleryItem(
        name: "label-shadows",
        caption: "Seed 004 Figures 3-2 to 3-4: black shadow at (2, 2); no shadow; gray shadow at (1, 1)",
        size: CGSize(width: 240, height: 90)
    ) { context in
        UIGraphicsPushContext(context)
        UIColor.white.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 240, height: 90))
        drawShadowed("Heavily shadowed text", at: CGPoint(x: 10, y: 6), color: .black, offset: CGSize(width: 2, height: 2))
        drawShadowed("A label with no shadow", at: CGPoint(x: 10, y: 34), color: nil, offset: .zero)
        drawShadowed("A one-point gray shadow", at: CGPoint(x: 10, y: 62), color: .gray, offset: CGSize(width: 1, height: 1))
        UIGraphicsPopContext()
    }

    // MARK: Line-break modes, fonts and scripts

    static let sample = "The quick brown fox jumps over the lazy dog near the riverbank."

    static let lineBreakModes = GalleryItem(
        name: "line-break-modes",
        caption: "Seed 003: word wrap, char wrap, clipping, truncating head, middle and tail, two lines truncating tail (200-pt boxes)",
        size: CGSize(width: 440, height: 290)
    ) { context in
        UIGraphicsPushContext(context)
        UIColor.white.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 440, height: 290))
        let modes: [(String, NSLineBreakMode, CGFloat)] = [
            ("byWordWrapping", .byWordWrapping, 54), ("byCharWrapping", .byCharWrapping, 54),
            ("byClipping", .byClipping, 18), ("byTruncatingHead", .byTruncatingHead, 18),
            ("byTruncatingMiddle", .byTruncatingMiddle, 18), ("byTruncatingTail", .byTruncatingTail, 18),
        ]
        var y: CGFloat = 6
        for (name, mode, height) in modes {
            let style = NSMutableParagraphStyle()
            style.lineBreakMode = mode
            (name as NSString).draw(
                at: CGPoint(x: 6, y: y), withAttributes: [.font: UIFont.systemFont(ofSize: 11), .foregroundColor: UIColor.gray])
            let box = CGRect(x: 130, y: y, width: 200, height: height)
            UIColor(white: 0.92, alpha: 1).setFill()
            UIRectFill(box)
            (sample as NSString).draw(
                in: box,
                withAttributes: [
                    .font: UIFont.systemFont(ofSize: 14), .paragraphStyle: style,
                    .foregroundColor: UIColor.black,
                ])
            y += height + 8
        }
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = .byWordWrapping
        ("2 lines, tail" as NSString).draw(
            at: CGPoint(x: 6, y: y), withAttributes: [.font: UIFont.systemFont(ofSize: 11), .foregroundColor: UIColor.gray])
        let box = CGRect(x: 130, y: y, width: 200, height: 36)
        UIColor(white: 0.92, alpha: 1).setFill()
        UIRectFill(box)
        (sample as NSString).draw(
            with: box, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
            attributes: [.font: UIFont.systemFont(ofSize: 14), .paragraphStyle: style, .foregroundColor: UIColor.black],
            context: nil)
        UIGraphicsPopContext()
    }

    static let fontsAndScripts = GalleryItem(
        name: "fonts-and-scripts",
        caption:
            "Fonts by their iOS names and scripts: system, Helvetica Neue, Georgia, Menlo, Avenir Next; Chinese, Arabic and Hebrew (right to left)",
        size: CGSize(width: 440, height: 230)
    ) { context in
        UIGraphicsPushContext(context)
        UIColor.white.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 440, height: 230))
        let lines: [(String, UIFont, NSTextAlignment)] = [
            ("System 17: Hamburgefonstiv 0123", .systemFont(ofSize: 17), .natural),
            ("System bold 17: Hamburgefonstiv", .boldSystemFont(ofSize: 17), .natural),
            ("Helvetica Neue 17: Hamburgefonstiv", UIFont(name: "HelveticaNeue", size: 17)!, .natural),
            ("Georgia 17: Hamburgefonstiv", UIFont(name: "Georgia", size: 17)!, .natural),
            ("Menlo 15: let x = [1, 2, 3]", UIFont(name: "Menlo-Regular", size: 15)!, .natural),
            ("Avenir Next Bold 17: Hamburgefonstiv", UIFont(name: "AvenirNext-Bold", size: 17)!, .natural),
            ("你好，世界。中文与 Latin 混排", .systemFont(ofSize: 17), .natural),
            ("مرحبا بالعالم", .systemFont(ofSize: 17), .natural),
            ("שלום עולם", .systemFont(ofSize: 17), .natural),
        ]
        var y: CGFloat = 4
        for (text, font, alignment) in lines {
            let style = NSMutableParagraphStyle()
            style.alignment = alignment
            (text as NSString).draw(
                in: CGRect(x: 8, y: y, width: 424, height: 24),
                withAttributes: [.font: font, .paragraphStyle: style, .foregroundColor: UIColor.black])
            y += 25
        }
        UIGraphicsPopContext()
    }
}

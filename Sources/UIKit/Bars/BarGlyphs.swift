/// iOS 7's bar glyphs, drawn with UIBezierPath as template images (black on transparent, so the bar's tint
/// colours them): the images of UIBarButtonItem's system items, of UITabBarItem's system items, and the small
/// parts of navigation and search bars.
///
/// The look is iOS 7's: thin line art (1-point lines, a little heavier where a thin line would vanish) with
/// solid play, pause, rewind and fast-forward marks. Toolbar and navigation bar glyphs are 22 to 28 points,
/// tab bar glyphs 30 × 30 points; each tab bar glyph has a filled variant, iOS 7's look for the selected tab.
/// The back indicator is a 13 × 21-point chevron; the search field's parts are 13 to 15 points. Horizontal and
/// vertical lines lie on the pixel grid at scale 2 (and, where their centres sit on half points, at 1 and 3).
///
/// Source: Apple, `UIBarButtonItem.SystemItem` and `UITabBarItem.SystemItem`; iOS 7's toolbar, tab bar,
/// navigation bar and search bar glyphs as they look on screen. The artwork is OpenUIKit's own.
/// Favorites and topRated share one star, and recents and mostRecent one clock, as on iOS 7 where
/// they look alike.
enum BarGlyph: CaseIterable {
    // UIBarButtonItem system items.
    case add, compose, reply, action, organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward,
        pageCurl
    // UITabBarItem system items.
    case more, favorites, featured, topRated, recents, contacts, history, tabBookmarks, tabSearch, downloads, mostRecent, mostViewed
    // Navigation bar and search bar parts.
    /// The back indicator: a left-pointing chevron.
    case backChevron
    /// The search field's magnifying glass.
    case searchMagnifier
    /// The search field's clear button: a filled circle with an X knocked out.
    case searchClear
    /// The search bar's bookmark button: an open book.
    case searchBookmark
    /// The search bar's results list button: three bulleted lines.
    case searchResultsList

    /// The glyph's size in points.
    var size: CGSize {
        switch self {
        case .add, .search, .stop, .play, .pause: return CGSize(width: 22, height: 22)
        case .compose, .pageCurl: return CGSize(width: 24, height: 24)
        case .reply: return CGSize(width: 26, height: 22)
        case .action: return CGSize(width: 21, height: 26)
        case .organize, .bookmarks: return CGSize(width: 27, height: 22)
        case .refresh: return CGSize(width: 22, height: 24)
        case .camera, .rewind, .fastForward: return CGSize(width: 28, height: 22)
        case .trash: return CGSize(width: 21, height: 25)
        case .more, .favorites, .featured, .topRated, .recents, .contacts, .history, .tabBookmarks, .tabSearch, .downloads,
            .mostRecent, .mostViewed:
            return CGSize(width: 30, height: 30)
        case .backChevron: return CGSize(width: 13, height: 21)
        case .searchMagnifier: return CGSize(width: 13, height: 13)
        case .searchClear: return CGSize(width: 14, height: 14)
        case .searchBookmark, .searchResultsList: return CGSize(width: 15, height: 14)
        }
    }

    /// Whether the glyph has a filled variant: the tab bar glyphs do.
    private var hasFilledVariant: Bool {
        switch self {
        case .more, .favorites, .featured, .topRated, .recents, .contacts, .history, .tabBookmarks, .tabSearch, .downloads,
            .mostRecent, .mostViewed:
            return true
        default:
            return false
        }
    }

    /// The glyph as a template image at `scale` (black on transparent, `.alwaysTemplate`), `filled` choosing the
    /// filled variant for tab bar glyphs (ignored where there is none). A scale that is not positive and finite
    /// draws at 1.
    func image(scale: CGFloat, filled: Bool = false) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale > 0 && scale.isFinite ? scale : 1
        format.opaque = false
        let filled = filled && hasFilledVariant
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in
            UIColor.black.set()
            draw(filled: filled)
        }.withRenderingMode(.alwaysTemplate)
    }

    private func draw(filled: Bool) {
        switch self {
        case .add, .compose, .reply, .action, .organize, .bookmarks, .search, .refresh, .stop, .camera, .trash, .play, .pause,
            .rewind, .fastForward, .pageCurl:
            drawBarButtonGlyph()
        case .more, .favorites, .featured, .topRated, .recents, .contacts, .history, .tabBookmarks, .tabSearch, .downloads,
            .mostRecent, .mostViewed:
            drawTabBarGlyph(filled: filled)
        case .backChevron, .searchMagnifier, .searchClear, .searchBookmark, .searchResultsList:
            drawBarPart()
        }
    }

    // MARK: Bar button items

    private func drawBarButtonGlyph() {
        switch self {
        case .add:
            stroke(polyline([(11, 2), (11, 20)]))
            stroke(polyline([(2, 11), (20, 11)]))
        case .compose:
            // A square open at its top right, with a pencil leaning into it from there.
            stroke(polyline([(13, 4.5), (0.5, 4.5), (0.5, 23.5), (19.5, 23.5), (19.5, 11)]))
            let pencil = polyline([(22, 0.8), (23.7, 2.5), (12, 14.2), (9, 15.5), (10.3, 12.5)], closed: true)
            stroke(pencil, lineJoin: .round)
            stroke(polyline([(19.9, 2.9), (21.6, 4.6)]))
        case .reply:
            // A hollow arrow pointing left, its tail curving down to the right.
            let arrow = polyline([(11.5, 12.5), (11.5, 18.5), (1, 9.5), (11.5, 0.5), (11.5, 6.5)])
            arrow.addCurve(to: CGPoint(x: 25.5, y: 21.5), controlPoint1: CGPoint(x: 21, y: 6.5), controlPoint2: CGPoint(x: 25.5, y: 12))
            arrow.addCurve(to: CGPoint(x: 11.5, y: 12.5), controlPoint1: CGPoint(x: 22, y: 15), controlPoint2: CGPoint(x: 17, y: 12.5))
            arrow.close()
            stroke(arrow, lineJoin: .round)
        case .action:
            // A box open at the top, with an arrow rising out of it.
            stroke(polyline([(6.5, 8.5), (0.5, 8.5), (0.5, 25.5), (20.5, 25.5), (20.5, 8.5), (14.5, 8.5)]))
            stroke(polyline([(10.5, 1), (10.5, 17)]))
            stroke(polyline([(6, 5.5), (10.5, 1), (15, 5.5)]))
        case .organize:
            // A folder with an arrow pointing into it.
            stroke(polyline([(0.5, 2.5), (9.5, 2.5), (11.5, 4.5), (26.5, 4.5), (26.5, 21.5), (0.5, 21.5)], closed: true))
            stroke(polyline([(0.5, 7.5), (26.5, 7.5)]))
            stroke(polyline([(13.5, 10), (13.5, 19)]))
            stroke(polyline([(10, 15.5), (13.5, 19), (17, 15.5)]))
        case .bookmarks:
            stroke(book(in: CGRect(x: 0.5, y: 1.5, width: 26, height: 19)), lineJoin: .round)
        case .search:
            stroke(UIBezierPath(ovalIn: CGRect(x: 1, y: 1, width: 15, height: 15)), width: 1.5)
            stroke(polyline([(14, 14), (21, 21)]), width: 1.5, lineCap: .round)
        case .refresh:
            // A circle turning clockwise, open at the top right, its end an arrowhead.
            let arc = UIBezierPath(
                arcCenter: CGPoint(x: 11, y: 13.5), radius: 9.5, startAngle: -.pi / 2, endAngle: -.pi / 2 - .pi * 1.72, clockwise: false)
            stroke(arc)
            stroke(polyline([(7.5, 0.5), (11, 4), (7.5, 7.5)]))
        case .stop:
            stroke(polyline([(3, 3), (19, 19)]), width: 1.5)
            stroke(polyline([(19, 3), (3, 19)]), width: 1.5)
        case .camera:
            let body = UIBezierPath(roundedRect: CGRect(x: 0.5, y: 5.5, width: 27, height: 16), cornerRadius: 2)
            stroke(body)
            stroke(polyline([(9, 5.5), (11, 2.5), (17, 2.5), (19, 5.5)]), lineJoin: .round)
            stroke(UIBezierPath(ovalIn: CGRect(x: 8.5, y: 8, width: 11, height: 11)))
            UIBezierPath(rect: CGRect(x: 3, y: 8, width: 3, height: 1.5)).fill()
        case .trash:
            stroke(polyline([(0, 4.5), (21, 4.5)]))
            stroke(polyline([(7.5, 4.5), (7.5, 1.5), (13.5, 1.5), (13.5, 4.5)]))
            stroke(polyline([(2.5, 4.5), (3.5, 24.5), (17.5, 24.5), (18.5, 4.5)]))
            for x: CGFloat in [7.5, 10.5, 13.5] { stroke(polyline([(x, 8), (x, 21)])) }
        case .play:
            polyline([(4, 2), (20, 11), (4, 20)], closed: true).fill()
        case .pause:
            UIBezierPath(rect: CGRect(x: 5, y: 3, width: 3, height: 16)).fill()
            UIBezierPath(rect: CGRect(x: 14, y: 3, width: 3, height: 16)).fill()
        case .rewind:
            polyline([(14, 3), (14, 19), (1, 11)], closed: true).fill()
            polyline([(27, 3), (27, 19), (14, 11)], closed: true).fill()
        case .fastForward:
            polyline([(1, 3), (1, 19), (14, 11)], closed: true).fill()
            polyline([(14, 3), (14, 19), (27, 11)], closed: true).fill()
        case .pageCurl:
            // A page whose bottom right corner curls up over it.
            let page = polyline([(0.5, 0.5), (23.5, 0.5), (23.5, 14.5)])
            page.addCurve(to: CGPoint(x: 14.5, y: 23.5), controlPoint1: CGPoint(x: 21, y: 19), controlPoint2: CGPoint(x: 19, y: 21))
            page.addLine(to: CGPoint(x: 0.5, y: 23.5))
            page.close()
            stroke(page, lineJoin: .round)
            let curl = polyline([(23.5, 14.5)])
            curl.addCurve(to: CGPoint(x: 14.5, y: 23.5), controlPoint1: CGPoint(x: 17, y: 13.5), controlPoint2: CGPoint(x: 13.5, y: 17))
            stroke(curl)
        default:
            break
        }
    }

    // MARK: Tab bar items

    private func drawTabBarGlyph(filled: Bool) {
        switch self {
        case .more:
            for x: CGFloat in [5, 15, 25] {
                let dot = CGRect(x: x - 3.5, y: 11.5, width: 7, height: 7)
                if filled { UIBezierPath(ovalIn: dot.insetBy(dx: -0.5, dy: -0.5)).fill() } else { stroke(UIBezierPath(ovalIn: dot)) }
            }
        case .favorites, .topRated:
            outlineOrFill(star(center: CGPoint(x: 15, y: 15.8), radius: 14, innerRadius: 6), filled: filled)
        case .featured:
            // A star in a round badge; filled, the badge is solid and the star knocked out of it.
            let badge = UIBezierPath(ovalIn: CGRect(x: 1.5, y: 1.5, width: 27, height: 27))
            let inner = star(center: CGPoint(x: 15, y: 15.9), radius: 9, innerRadius: 3.9)
            if filled {
                UIBezierPath(ovalIn: CGRect(x: 1, y: 1, width: 28, height: 28)).fill()
                inner.fill(with: .clear, alpha: 1)
            } else {
                stroke(badge)
                stroke(inner, lineJoin: .round)
            }
        case .recents, .mostRecent:
            clock(filled: filled, hasArrow: false)
        case .history:
            clock(filled: filled, hasArrow: true)
        case .contacts:
            // A head and shoulders in a circle.
            stroke(UIBezierPath(ovalIn: CGRect(x: 1.5, y: 1.5, width: 27, height: 27)))
            let head = UIBezierPath(ovalIn: CGRect(x: 10, y: 6.5, width: 10, height: 10))
            let shoulders = polyline([(6.1, 25.2)])
            shoulders.addCurve(to: CGPoint(x: 23.9, y: 25.2), controlPoint1: CGPoint(x: 8, y: 17.5), controlPoint2: CGPoint(x: 22, y: 17.5))
            if filled {
                head.fill()
                shoulders.addArc(withCenter: CGPoint(x: 15, y: 15), radius: 13.5, startAngle: 0.84, endAngle: .pi - 0.84, clockwise: true)
                shoulders.close()
                shoulders.fill()
            } else {
                stroke(head)
                stroke(shoulders)
            }
        case .tabBookmarks:
            let pages = book(in: CGRect(x: 1.5, y: 4.5, width: 27, height: 21))
            if filled {
                pages.lineWidth = 1
                pages.lineJoinStyle = .round
                pages.fill()
                pages.stroke()
                stroke(polyline([(15, 6), (15, 27)]), width: 1.5, blendMode: .clear)
            } else {
                stroke(pages, lineJoin: .round)
            }
        case .tabSearch:
            let width: CGFloat = filled ? 2.5 : 1.5
            stroke(UIBezierPath(ovalIn: CGRect(x: 2, y: 2, width: 19, height: 19)), width: width)
            stroke(polyline([(18.5, 18.5), (27.5, 27.5)]), width: width + 0.5, lineCap: .round)
        case .downloads:
            // An arrow pointing down into a tray.
            let arrow = polyline([(12.5, 1.5), (17.5, 1.5), (17.5, 11.5), (22.5, 11.5), (15, 20), (7.5, 11.5), (12.5, 11.5)], closed: true)
            outlineOrFill(arrow, filled: filled)
            stroke(polyline([(1.5, 16), (1.5, 27.5), (28.5, 27.5), (28.5, 16)]))
        case .mostViewed:
            // Three bars of a chart.
            for bar in [
                CGRect(x: 2.5, y: 14.5, width: 6, height: 14), CGRect(x: 12, y: 2.5, width: 6, height: 26),
                CGRect(x: 21.5, y: 8.5, width: 6, height: 20),
            ] {
                if filled { UIBezierPath(rect: bar.insetBy(dx: -0.5, dy: -0.5)).fill() } else { stroke(UIBezierPath(rect: bar)) }
            }
        default:
            break
        }
    }

    /// A clock face showing three o'clock; with `hasArrow`, its rim is an arrow turning anticlockwise.
    private func clock(filled: Bool, hasArrow: Bool) {
        if hasArrow {
            // A smaller face whose rim, open at the upper left, ends in an arrowhead turning back (anticlockwise).
            let centre = CGPoint(x: 16.5, y: 15)
            let rim = UIBezierPath(arcCenter: centre, radius: 12, startAngle: -.pi * 0.62, endAngle: .pi * 0.98, clockwise: true)
            stroke(rim, width: filled ? 2.5 : 1)
            stroke(polyline([(1.5, 11.5), (4.5, 15), (8, 12)]), width: filled ? 2 : 1, lineCap: .round, lineJoin: .round)
            let hands = polyline([(16.5, 7), (16.5, 15), (22, 15)])
            stroke(hands, width: filled ? 2 : 1, lineCap: .round, lineJoin: .round)
            return
        }
        let hands = polyline([(15, 6), (15, 15), (21, 15)])
        if filled {
            UIBezierPath(ovalIn: CGRect(x: 1, y: 1, width: 28, height: 28)).fill()
            stroke(hands, width: 2, lineCap: .round, lineJoin: .round, blendMode: .clear)
        } else {
            stroke(UIBezierPath(ovalIn: CGRect(x: 1.5, y: 1.5, width: 27, height: 27)))
            stroke(hands)
        }
    }

    // MARK: Navigation and search bar parts

    private func drawBarPart() {
        switch self {
        case .backChevron:
            stroke(polyline([(11, 2), (2.5, 10.5), (11, 19)]), width: 3, lineCap: .round, lineJoin: .round)
        case .searchMagnifier:
            stroke(UIBezierPath(ovalIn: CGRect(x: 0.75, y: 0.75, width: 9, height: 9)), width: 1.5)
            stroke(polyline([(8.5, 8.5), (12, 12)]), width: 1.5, lineCap: .round)
        case .searchClear:
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 14, height: 14)).fill()
            stroke(polyline([(4.5, 4.5), (9.5, 9.5)]), width: 1.5, lineCap: .round, blendMode: .clear)
            stroke(polyline([(9.5, 4.5), (4.5, 9.5)]), width: 1.5, lineCap: .round, blendMode: .clear)
        case .searchBookmark:
            stroke(book(in: CGRect(x: 0.5, y: 1.5, width: 14, height: 11)), lineJoin: .round)
        case .searchResultsList:
            for y: CGFloat in [2.5, 7, 11.5] {
                UIBezierPath(ovalIn: CGRect(x: 0.5, y: y - 1, width: 2, height: 2)).fill()
                stroke(polyline([(4, y), (15, y)]))
            }
        default:
            break
        }
    }

    // MARK: Drawing helpers

    /// Lines through `points`, closed when `closed`.
    private func polyline(_ points: [(CGFloat, CGFloat)], closed: Bool = false) -> UIBezierPath {
        let path = UIBezierPath()
        for (index, point) in points.enumerated() {
            let point = CGPoint(x: point.0, y: point.1)
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        if closed { path.close() }
        return path
    }

    /// Strokes `path` in the current colour; the `.clear` blend mode knocks it out of what is drawn.
    private func stroke(
        _ path: UIBezierPath, width: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
        blendMode: CGBlendMode = .normal
    ) {
        path.lineWidth = width
        path.lineCapStyle = lineCap
        path.lineJoinStyle = lineJoin
        path.stroke(with: blendMode, alpha: 1)
    }

    /// Fills `path` with its 1-point outline (so it covers what the outline covers), or strokes the outline.
    private func outlineOrFill(_ path: UIBezierPath, filled: Bool) {
        if filled { path.fill() }
        stroke(path, lineJoin: .round)
    }

    /// A five-pointed star, one point straight up.
    private func star(center: CGPoint, radius: CGFloat, innerRadius: CGFloat) -> UIBezierPath {
        let path = UIBezierPath()
        for index in 0..<10 {
            let angle = -CGFloat.pi / 2 + CGFloat(index) * .pi / 5
            let r = index.isMultiple(of: 2) ? radius : innerRadius
            let point = CGPoint(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.close()
        return path
    }

    /// An open book filling `rect` (the outline's centre line): two pages whose top edges rise to the outer
    /// corners, and the spine between them.
    private func book(in rect: CGRect) -> UIBezierPath {
        let path = UIBezierPath()
        let spine = rect.midX
        let sag = rect.height * 0.1
        for outer in [rect.minX, rect.maxX] {
            path.move(to: CGPoint(x: spine, y: rect.minY + sag))
            path.addQuadCurve(to: CGPoint(x: outer, y: rect.minY), controlPoint: CGPoint(x: (spine + outer) / 2, y: rect.minY - sag / 2))
            path.addLine(to: CGPoint(x: outer, y: rect.maxY - sag))
            path.addQuadCurve(to: CGPoint(x: spine, y: rect.maxY), controlPoint: CGPoint(x: (spine + outer) / 2, y: rect.maxY - sag * 1.5))
            path.close()
        }
        return path
    }
}

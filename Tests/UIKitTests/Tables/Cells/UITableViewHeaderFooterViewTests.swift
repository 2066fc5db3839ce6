// UITableViewHeaderFooterView: defaults, the standard plain and grouped looks and their heights, content
// configurations.
import Foundation
import Testing
import UIKitTesting

@testable import UIKit

@MainActor
@Suite("UITableViewHeaderFooterView")
struct UITableViewHeaderFooterViewTests {
    init() { TestFonts.pin() }

    /// The height of `text` in the 14-point system font wrapped at `width`, rounded up.
    func textHeight(_ text: String, width: CGFloat = 290, weight: UIFont.Weight = .regular) -> CGFloat {
        let label = UILabel()
        label.font = .systemFont(ofSize: 14, weight: weight)
        label.numberOfLines = 0
        label.text = text
        return label.sizeThatFits(CGSize(width: width, height: 10_000)).height.rounded(.up)
    }

    @Test("Defaults: reuse identifier, a content view filling the view, labels made on first use")
    func defaults() {
        let view = UITableViewHeaderFooterView(reuseIdentifier: "header")
        #expect(view.reuseIdentifier == "header")
        #expect(view.contentView.superview === view)
        #expect(view.textLabel?.superview === view.contentView)
        #expect(view.detailTextLabel?.superview === view.contentView)
        #expect(view.backgroundView == nil)
        #expect(view.contentConfiguration == nil)
        #expect(UITableViewHeaderFooterView(frame: CGRect(x: 0, y: 0, width: 100, height: 30)).reuseIdentifier == nil)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 22)
        view.layoutIfNeeded()
        #expect(view.contentView.frame == view.bounds)
    }

    @Test(
        "Standard heights: plain 22 with a title and 0 without; grouped headers 31.5 (first) or 14 above the uppercased title and 7 below; footers 7 above and 10 below"
    )
    func standardHeights() {
        typealias View = UITableViewHeaderFooterView
        #expect(View.standardHeight(title: "A", isFooter: false, style: .plain, isFirstSection: true, width: 320) == 22)
        #expect(View.standardHeight(title: "A", isFooter: true, style: .plain, isFirstSection: false, width: 320) == 22)
        #expect(View.standardHeight(title: nil, isFooter: false, style: .plain, isFirstSection: true, width: 320) == 0)
        let line = textHeight("SETTINGS")
        #expect(line >= 16 && line <= 18)
        #expect(
            View.standardHeight(title: "Settings", isFooter: false, style: .grouped, isFirstSection: true, width: 320) == 31.5 + line + 7)
        #expect(
            View.standardHeight(title: "Settings", isFooter: false, style: .grouped, isFirstSection: false, width: 320) == 14 + line + 7)
        #expect(
            View.standardHeight(title: "Settings", isFooter: false, style: .insetGrouped, isFirstSection: false, width: 320) == 14 + line
                + 7)
        let footer = String(repeating: "A footer explains the section above it. ", count: 4)
        let footerHeight = textHeight(footer)
        #expect(footerHeight > 2 * line)
        #expect(
            View.standardHeight(title: footer, isFooter: true, style: .grouped, isFirstSection: false, width: 320) == 7 + footerHeight + 10)
        #expect(View.standardHeight(title: nil, isFooter: false, style: .grouped, isFirstSection: true, width: 320) == 35)
        #expect(View.standardHeight(title: nil, isFooter: false, style: .grouped, isFirstSection: false, width: 320) == 17.5)
        #expect(View.standardHeight(title: nil, isFooter: true, style: .grouped, isFirstSection: false, width: 320) == 17.5)
    }

    @Test(
        "A standard grouped header shows its title uppercased in grey 14-point text 7 points above its bottom; a footer's sits 7 points from its top"
    )
    func groupedLook() {
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        header.configureStandard(title: "Settings", isFooter: false, style: .grouped)
        header.frame = CGRect(x: 0, y: 0, width: 320, height: 55.5)
        header.layoutIfNeeded()
        let label = header.textLabel!
        #expect(label.text == "SETTINGS")
        #expect(label.font.pointSize == 14)
        #expect(
            label.textColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
                == UIColor(red: 109 / 255, green: 109 / 255, blue: 114 / 255, alpha: 1))
        #expect(label.frame.minX == 15 && label.frame.width == 290)
        #expect(label.frame.maxY == 55.5 - 7)
        #expect(header.standardBackground.isHidden)
        #expect(header.defaultContentConfiguration().textProperties.transform == .uppercase)

        let footer = UITableViewHeaderFooterView(reuseIdentifier: nil)
        footer.configureStandard(title: "Footer text", isFooter: true, style: .grouped)
        footer.frame = CGRect(x: 0, y: 0, width: 320, height: 40)
        footer.layoutIfNeeded()
        #expect(footer.textLabel?.text == "Footer text")
        #expect(footer.textLabel?.frame.minY == 7)
        #expect(footer.textLabel?.numberOfLines == 0)
    }

    @Test(
        "A standard plain header is a grey bar with its semibold title centred 15 points from the left; a background view replaces the bar")
    func plainLook() {
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        header.configureStandard(title: "A", isFooter: false, style: .plain)
        header.frame = CGRect(x: 0, y: 0, width: 320, height: 22)
        header.layoutIfNeeded()
        #expect(header.textLabel?.text == "A")
        #expect(header.textLabel?.font == UIFont.systemFont(ofSize: 14, weight: .semibold))
        #expect(header.textLabel?.frame.minX == 15)
        #expect(abs(header.textLabel!.frame.midY - 11) <= 0.5)
        #expect(!header.standardBackground.isHidden && header.standardBackground.frame == header.bounds)
        #expect(
            header.standardBackground.backgroundColor?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
                == UIColor(red: 247 / 255, green: 247 / 255, blue: 247 / 255, alpha: 0.95))
        header.backgroundView = UIView()
        #expect(header.standardBackground.isHidden)
    }

    @Test("A content configuration replaces the content view")
    func contentConfiguration() {
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        header.frame = CGRect(x: 0, y: 0, width: 320, height: 22)
        var configuration = header.defaultContentConfiguration()
        configuration.text = "Header"
        header.contentConfiguration = configuration
        header.layoutIfNeeded()
        #expect(header.contentView is UIListContentView)
        #expect(header.textLabel == nil)
        let label = header.contentView.allSubviews.compactMap { $0 as? UILabel }.first { $0.text == "Header" }
        #expect(label?.frame.minX == 15)
        header.contentConfiguration = nil
        #expect(!(header.contentView is UIListContentView))
    }
}

import UIKit

/// A plain table with a section per cell style: every style with pictures, every accessory type, headers,
/// and a section index at the right edge.
final class CellStylesController: UITableViewController {
    struct Row {
        let text: String
        var detail: String?
        var shape: TableGlyphs.Shape?
        var color = UIColor.systemBlue
        var accessory = UITableViewCell.AccessoryType.none
    }

    struct Section {
        let title: String
        let indexTitle: String
        let style: UITableViewCell.CellStyle
        let rows: [Row]
    }

    let sections: [Section] = [
        Section(
            title: "Default", indexTitle: "D", style: .default,
            rows: [
                Row(text: "No accessory", shape: .circle, color: .systemBlue),
                Row(text: "Disclosure indicator", shape: .star, color: .systemOrange, accessory: .disclosureIndicator),
                Row(text: "Checkmark", shape: .heart, color: .systemPink, accessory: .checkmark),
            ]),
        Section(
            title: "Value 1", indexTitle: "1", style: .value1,
            rows: [
                Row(text: "Wi-Fi", detail: "Home", shape: .triangle, color: .systemBlue, accessory: .disclosureIndicator),
                Row(text: "Battery", detail: "82%", shape: .bolt, color: .systemGreen, accessory: .detailButton),
            ]),
        Section(
            title: "Value 2", indexTitle: "2", style: .value2,
            rows: [
                Row(text: "mobile", detail: "(555) 564-8583"),
                Row(text: "email", detail: "kate-bell@mac.com", accessory: .detailDisclosureButton),
            ]),
        Section(
            title: "Subtitle", indexTitle: "S", style: .subtitle,
            rows: [
                Row(
                    text: "Subtitle", detail: "A smaller line under the title", shape: .square, color: .systemPurple, accessory: .checkmark),
                Row(
                    text: "Detail disclosure", detail: "The info button and the chevron", shape: .star, color: .systemRed,
                    accessory: .detailDisclosureButton),
            ]),
    ]

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }

    override func sectionIndexTitles(for tableView: UITableView) -> [String]? { sections.map(\.indexTitle) }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let section = sections[indexPath.section]
        let row = section.rows[indexPath.row]
        let identifier = "\(section.style)"
        let cell =
            tableView.dequeueReusableCell(withIdentifier: identifier) ?? UITableViewCell(style: section.style, reuseIdentifier: identifier)
        cell.textLabel?.text = row.text
        cell.detailTextLabel?.text = row.detail
        cell.imageView?.image = row.shape.map { TableGlyphs.icon($0, color: row.color) }
        cell.accessoryType = row.accessory
        return cell
    }
}

/// A grouped table as the Settings app draws one: header and footer titles, switches as accessory views,
/// `.value1` rows with a detail and a chevron.
final class SettingsController: UITableViewController {
    struct Row {
        let title: String
        let shape: TableGlyphs.Shape
        let color: UIColor
        /// The detail of a `.value1` row; nil for a row with a switch.
        var detail: String?
        var isOn = false
    }

    let sections: [(header: String, footer: String, rows: [Row])] = [
        (
            "Connectivity", "Airplane Mode turns every radio off.",
            [
                Row(title: "Airplane Mode", shape: .triangle, color: .systemOrange, isOn: false),
                Row(title: "Wi-Fi", shape: .circle, color: .systemBlue, detail: "Home"),
                Row(title: "Bluetooth", shape: .bolt, color: .systemBlue, detail: "On"),
            ]
        ),
        (
            "Display", "Bold text applies to the whole system.",
            [
                Row(title: "Bold Text", shape: .square, color: .systemGray, isOn: true),
                Row(title: "Text Size", shape: .star, color: .systemIndigo, detail: "Large"),
            ]
        ),
    ]

    /// The switches, by row: what the user turned on or off.
    private(set) var switches: [IndexPath: UISwitch] = [:]

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].header }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = sections[indexPath.section].rows[indexPath.row]
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = row.title
        cell.imageView?.image = TableGlyphs.icon(row.shape, color: row.color)
        if let detail = row.detail {
            cell.detailTextLabel?.text = detail
            cell.accessoryType = .disclosureIndicator
        } else {
            let toggle = switches[indexPath] ?? UISwitch()
            if switches[indexPath] == nil { toggle.isOn = row.isOn }
            switches[indexPath] = toggle
            cell.accessoryView = toggle
            cell.selectionStyle = .none
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

/// Seed 000's E1.1: a cell that shows a large yellow spinner on a dark translucent rounded square in
/// the middle of its content while it is selected.
final class SpinnerCell: UITableViewCell {
    static let spinnerTag = 1001

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        if selected {
            guard contentView.viewWithTag(Self.spinnerTag) == nil else { return }
            let v = UIActivityIndicatorView(style: .whiteLarge)
            v.color = .yellow
            // An iOS 7 cell cleared its subviews' backgrounds when selected, so apps set this colour on the
            // next turn of the main queue; OpenUIKit's selection leaves subviews' backgrounds alone.
            v.backgroundColor = UIColor(white: 0.2, alpha: 0.6)
            v.layer.cornerRadius = 10
            v.frame = v.frame.insetBy(dx: -10, dy: -10)
            v.center = CGPoint(x: contentView.bounds.midX, y: contentView.bounds.midY)
            v.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
            v.tag = Self.spinnerTag
            contentView.addSubview(v)
            v.startAnimating()
        } else {
            contentView.viewWithTag(Self.spinnerTag)?.removeFromSuperview()
        }
    }
}

/// A table of `SpinnerCell`s: the selected row spins.
final class SpinnerController: UITableViewController {
    let titles = ["Downloading the maps", "Syncing the photos", "Backing up the notes", "Fetching the mail"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(SpinnerCell.self, forCellReuseIdentifier: "Spinner")
        tableView.rowHeight = 60
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Spinner", for: indexPath)
        cell.textLabel?.text = titles[indexPath.row]
        return cell
    }
}

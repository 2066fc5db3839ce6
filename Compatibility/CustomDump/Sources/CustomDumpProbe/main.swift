// Uses CustomDump and our UIKit together, as an app's tests would: dumps and diffs a value holding UIKit and
// Core Graphics types. check.sh runs it once CustomDump compiles against our UIKit (KNOWN_LIMITS empty).
import CustomDump
import UIKit

struct Swatch: Equatable {
    var name: String
    var frame: CGRect
    var insets: UIEdgeInsets
    var color: UIColor
}

let before = Swatch(
    name: "tint", frame: CGRect(x: 0, y: 0, width: 51, height: 31),
    insets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
    color: UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1))
var after = before
after.frame.size.width = 94

var dump = ""
customDump(before, to: &dump)
let difference = diff(before, after) ?? ""
print(dump)
print(difference)

// The dump names the fields and the geometry; the diff removes the old width and adds the new one, nothing else.
let changed = difference.split(separator: "\n").filter { $0.hasPrefix("-") || $0.hasPrefix("+") }
let expectations = [
    dump.contains("Swatch("), dump.contains("name: \"tint\""), dump.contains("width: 51"),
    dump.contains("UIEdgeInsets("), dump.contains("UIColor"),
    changed.count == 2, changed.first?.hasPrefix("-") == true, changed.first?.contains("width: 51") == true,
    changed.last?.hasPrefix("+") == true, changed.last?.contains("width: 94") == true,
]
if expectations.contains(false) {
    print("customdump-probe: unexpected dump or diff (expectations: \(expectations))")
    exit(1)
}

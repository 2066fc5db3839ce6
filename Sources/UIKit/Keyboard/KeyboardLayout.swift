/// Where the keys of a plane go: iOS 7's English keyboards, four rows filling the keyboard's size.
///
/// A row is a list of keys with widths in key units (a letter key is 1); a spacer is a gap of some
/// units. Each row spreads over the full width; a key's frame is its share minus the gap between keys,
/// so the rows of one plane line up when their units add up alike (10 on an iPhone, 11.5 on an iPad).
/// The pads are a 3×4 grid of keys touching but for a hairline.
///
/// Source: iOS 7's keyboards (iPhone 320×216 and 480×162, iPad 768×264 and 1024×352 points); the layouts
/// and extra keys per keyboard type as iOS 7 draws them.
enum KeyboardLayout {
    /// The system keyboard's height for an idiom and orientation.
    static func height(idiom: UIUserInterfaceIdiom, landscape: Bool) -> CGFloat {
        switch (idiom == .pad, landscape) {
        case (false, false): return 216
        case (false, true): return 162
        case (true, false): return 264
        case (true, true): return 352
        }
    }

    /// The keys of `plane` for a keyboard of `size`.
    static func keys(
        plane: KeyboardPlane, type: UIKeyboardType, idiom: UIUserInterfaceIdiom, size: CGSize,
        returnTitle: String, returnIsFunction: Bool
    ) -> [KeyboardKey] {
        guard size.width > 0, size.height > 0 else { return [] }
        if plane.isPad { return padKeys(plane, size: size) }
        let pad = idiom == .pad
        let returnKey = KeyboardKey(action: .returnKey, title: returnTitle, isFunction: returnIsFunction)
        var rows: [[Item]]
        switch plane {
        case .letters: rows = pad ? padLetters(type, returnKey: returnKey) : phoneLetters(type, returnKey: returnKey)
        default: rows = pad ? padNumbers(plane, type, returnKey: returnKey) : phoneNumbers(plane, type, returnKey: returnKey)
        }
        rows = rows.map { $0.filter { $0.units > 0 } }
        return place(rows, size: size, pad: pad)
    }

    // MARK: Rows

    /// A key (or, with no key, a spacer) and its width in units.
    private struct Item {
        var key: KeyboardKey?
        var units: CGFloat
        init(_ key: KeyboardKey?, _ units: CGFloat = 1) { self.key = key; self.units = units }
    }

    private static func letters(_ string: String) -> [Item] { string.map { Item(.text(String($0))) } }
    private static func texts(_ strings: [String], units: CGFloat = 1) -> [Item] { strings.map { Item(.text($0), units) } }
    private static func function(_ action: KeyboardKey.Action, _ title: String = "") -> KeyboardKey {
        KeyboardKey(action: action, title: title, isFunction: true)
    }

    /// The keys a keyboard type adds beside the space bar (URL: no space bar).
    private static func extras(_ type: UIKeyboardType) -> (keys: [KeyboardKey], hasSpace: Bool) {
        switch type {
        case .URL: return ([.text("."), .text("/"), .text(".com")], false)
        case .emailAddress: return ([.text("@"), .text(".")], true)
        case .twitter: return ([.text("@"), .text("#")], true)
        case .webSearch: return ([.text(".")], true)
        default: return ([], true)
        }
    }

    /// The bottom row: the plane key, the type's extra keys and the space bar, Return.
    private static func phoneBottom(_ plane: KeyboardKey, _ type: UIKeyboardType, returnKey: KeyboardKey) -> [Item] {
        let (extraKeys, hasSpace) = extras(type)
        var row = [Item(plane, 1.25)]
        let extraUnits: [CGFloat] = extraKeys.map { $0.title.count > 1 ? 1.75 : 1 }
        let free = 10 - 1.25 - 2.5 - extraUnits.reduce(0, +)
        if hasSpace {
            // iOS 7 puts "@" and "#" before the space bar and "." after it.
            for (key, units) in zip(extraKeys, extraUnits) where key.title != "." { row.append(Item(key, units)) }
            row.append(Item(KeyboardKey(action: .space, title: "space", isFunction: false), free))
            for (key, units) in zip(extraKeys, extraUnits) where key.title == "." { row.append(Item(key, units)) }
        } else {
            // The URL keyboard has no space bar: its last extra key (".com") takes the room.
            for (key, units) in zip(extraKeys, extraUnits) { row.append(Item(key, units)) }
            row[row.count - 1].units += free
        }
        row.append(Item(returnKey, 2.5))
        return row
    }

    private static func phoneLetters(_ type: UIKeyboardType, returnKey: KeyboardKey) -> [[Item]] {
        [
            letters("qwertyuiop"),
            [Item(nil, 0.5)] + letters("asdfghjkl") + [Item(nil, 0.5)],
            [Item(function(.shift), 1.5)] + letters("zxcvbnm") + [Item(function(.delete), 1.5)],
            phoneBottom(function(.plane(.numbers), "123"), type, returnKey: returnKey),
        ]
    }

    private static func phoneNumbers(_ plane: KeyboardPlane, _ type: UIKeyboardType, returnKey: KeyboardKey) -> [[Item]] {
        let symbols = plane == .symbols
        let row1 = symbols ? ["[", "]", "{", "}", "#", "%", "^", "*", "+", "="] : ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"]
        let row2 = symbols ? ["_", "\\", "|", "~", "<", ">", "€", "£", "¥", "•"] : ["-", "/", ":", ";", "(", ")", "$", "&", "@", "\""]
        let toggle = symbols ? function(.plane(.numbers), "123") : function(.plane(.symbols), "#+=")
        return [
            texts(row1), texts(row2),
            [Item(toggle, 1.5)] + texts([".", ",", "?", "!", "'"], units: 1.4) + [Item(function(.delete), 1.5)],
            phoneBottom(function(.plane(.letters), "ABC"), type, returnKey: returnKey),
        ]
    }

    /// The iPad's bottom row: plane keys at both ends of the space bar, then the dismiss key.
    private static func padBottom(_ plane: KeyboardKey, _ type: UIKeyboardType) -> [Item] {
        let (extraKeys, hasSpace) = extras(type)
        var row = [Item(plane, 1.5)]
        row += extraKeys.map { Item($0, $0.title.count > 1 ? 1.5 : 1) }
        let used = row.reduce(0) { $0 + $1.units } + 1.5 + 1.5
        row.append(hasSpace ? Item(KeyboardKey(action: .space, title: "", isFunction: false), 11.5 - used) : Item(nil, 11.5 - used))
        row.append(Item(plane, 1.5))
        row.append(Item(function(.dismiss), 1.5))
        return row
    }

    private static func padLetters(_ type: UIKeyboardType, returnKey: KeyboardKey) -> [[Item]] {
        [
            letters("qwertyuiop") + [Item(function(.delete), 1.5)],
            [Item(nil, 0.5)] + letters("asdfghjkl") + [Item(returnKey, 2)],
            [Item(function(.shift), 1.25)] + letters("zxcvbnm") + texts([",", "."]) + [Item(function(.shift), 1.25)],
            padBottom(function(.plane(.numbers), ".?123"), type),
        ]
    }

    private static func padNumbers(_ plane: KeyboardPlane, _ type: UIKeyboardType, returnKey: KeyboardKey) -> [[Item]] {
        let symbols = plane == .symbols
        let row1 = symbols ? ["€", "£", "¥", "_", "^", "[", "]", "{", "}"] : ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"]
        let row2 = symbols ? ["§", "|", "~", "…", "\\", "<", ">", "!", "?"] : ["-", "/", ":", ";", "(", ")", "$", "&", "@"]
        let toggle = symbols ? function(.plane(.numbers), "123") : function(.plane(.symbols), "#+=")
        return [
            texts(row1) + [Item(function(.delete), symbols ? 2.5 : 1.5)],
            [Item(nil, 0.5)] + texts(row2) + [Item(returnKey, 2)],
            [Item(toggle, 1.25)] + texts([".", ",", "?", "!", "'", "\"", "%"], units: 1.15) + [Item(toggle, 2.2)],
            padBottom(function(.plane(.letters), "ABC"), type),
        ]
    }

    // MARK: Placing

    /// Spreads each row over the width: a unit is the width over the longest row's units; rows with
    /// fewer units are centred. The keys of a row are its units minus the gap; rows share the height.
    private static func place(_ rows: [[Item]], size: CGSize, pad: Bool) -> [KeyboardKey] {
        let maxUnits = rows.map { $0.reduce(0) { $0 + $1.units } }.max() ?? 1
        let margin: CGFloat = pad ? (size.width * 0.008).rounded() : 0
        let unit = (size.width - 2 * margin) / maxUnits
        let gap = (unit * (pad ? 0.17 : 0.19)).rounded()
        let pitch = size.height / CGFloat(rows.count)
        let keyHeight = (pitch * (pad ? 0.8 : 0.72)).rounded()
        var keys: [KeyboardKey] = []
        for (r, row) in rows.enumerated() {
            let rowUnits = row.reduce(0) { $0 + $1.units }
            var x = margin + (maxUnits - rowUnits) * unit / 2
            let y = (CGFloat(r) * pitch + (pitch - keyHeight) / 2).rounded()
            for item in row {
                let width = item.units * unit
                if var key = item.key {
                    key.frame = CGRect(x: (x + gap / 2).rounded(), y: y, width: (width - gap).rounded(), height: keyHeight)
                    keys.append(key)
                }
                x += width
            }
        }
        return keys
    }

    /// The iPhone's pads: a 3×4 grid of keys a hairline apart; digits with their letters, a blank or
    /// extra key bottom left, delete bottom right.
    private static func padKeys(_ plane: KeyboardPlane, size: CGSize) -> [KeyboardKey] {
        let letters = ["", "ABC", "DEF", "GHI", "JKL", "MNO", "PQRS", "TUV", "WXYZ"]
        var keys = (1...9).map { KeyboardKey.text(String($0), subtitle: letters[$0 - 1]) }
        switch plane {
        case .phonePad: keys.append(.text("+", function: true))
        case .decimalPad: keys.append(.text(".", function: true))
        default: keys.append(KeyboardKey(action: .none, title: "", isFunction: true))
        }
        keys.append(.text("0", subtitle: plane == .phonePad ? "+" : nil))
        keys.append(KeyboardKey(action: .delete, title: "", isFunction: true))
        let hairline: CGFloat = 0.5
        let width = size.width / 3, height = size.height / 4
        for index in keys.indices {
            let column = CGFloat(index % 3), row = CGFloat(index / 3)
            keys[index].frame = CGRect(
                x: column * width + (column > 0 ? hairline : 0), y: row * height + hairline,
                width: width - (column > 0 ? hairline : 0), height: height - hairline)
        }
        return keys
    }
}

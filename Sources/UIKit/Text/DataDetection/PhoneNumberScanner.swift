/// Finds phone numbers (UIDataDetectorTypes.phoneNumber) in a text.
///
/// A phone number is a run of digit groups, optionally led by "+" (international) and with one area
/// code in parentheses, the groups joined by one space, "-" or "." (or ") " after the area code), that:
/// - holds 7 to 15 digits (E.164's longest); "555-1234" counts, "12-34" does not;
/// - stands alone: no letter or digit touches either end ("A1234567" is a code, not a number);
/// - has single-digit groups only first ("1-800-555-0199", "+1 ...") or after the country code
///   ("+33 1 42 68 53 00"), so versions ("1.2.3.4.5.6.7") are not numbers;
/// - joined by dots, has at least three groups ("555.123.4567", not "3.14159265");
/// - is not a date: three groups of 4-2-2 or 2-2-4 / 1-2 + 1-2 + 4 digits joined by one repeated
///   separator ("2024-01-15", "15.01.2024") are dates, as are all numbers joined by "/".
/// The URL is `tel:` with the digits (and a leading "+"), without the separators.
struct PhoneNumberScanner {
    let text: ScalarText

    func phoneNumbers() -> [DetectedData] {
        var found: [DetectedData] = []
        var index = 0
        while index < text.count {
            if startsNumber(at: index), let (end, phone) = number(from: index) {
                found.append(phone)
                index = end
            } else {
                index += 1
            }
        }
        return found
    }

    private func isDigit(_ index: Int) -> Bool {
        index >= 0 && index < text.count && ("0"..."9").contains(text.scalars[index])
    }

    /// A number may start with a digit, "+" or "(" followed by a digit, where no letter or digit
    /// comes before.
    private func startsNumber(at index: Int) -> Bool {
        guard !text.isLetterOrDigit(at: index - 1) else { return false }
        if index > 0, "+-.".unicodeScalars.contains(text.scalars[index - 1]) { return false }
        let scalar = text.scalars[index]
        if scalar == "+" || scalar == "(" { return isDigit(index + 1) }
        return isDigit(index)
    }

    /// The phone number starting at `start`, and where scanning continues, or nil.
    private func number(from start: Int) -> (Int, DetectedData)? {
        var index = start
        var digits = "", groups: [Int] = [], separators: [Unicode.Scalar] = []
        var openParenthesis = false, usedParentheses = false
        if text.scalars[index] == "+" { digits = "+"; index += 1 }
        var end = index
        while index < text.count {
            let scalar = text.scalars[index]
            // The loop's top is the number's start or just after a separator: an area code may open here.
            if scalar == "(" && !usedParentheses {
                openParenthesis = true; usedParentheses = true; index += 1; continue
            }
            guard isDigit(index) else { break }
            var groupLength = 0
            while isDigit(index) { digits.unicodeScalars.append(text.scalars[index]); groupLength += 1; index += 1 }
            groups.append(groupLength)
            end = index
            if openParenthesis {
                guard index < text.count, text.scalars[index] == ")" else { return nil }
                openParenthesis = false; index += 1; end = index
                if index < text.count, text.scalars[index] == " " || text.scalars[index] == "-" {
                    if isDigit(index + 1) { separators.append(" "); index += 1 }
                }
                continue
            }
            // One separator, then a digit or an opening parenthesis (the area code after a country code).
            guard index < text.count else { break }
            let separator = text.scalars[index]
            guard " -.".unicodeScalars.contains(separator) else { break }
            if isDigit(index + 1) {
                separators.append(separator); index += 1
            } else if separator == " ", index + 1 < text.count, text.scalars[index + 1] == "(", !usedParentheses, isDigit(index + 2) {
                separators.append(separator); index += 1
            } else {
                break
            }
        }
        let digitCount = digits.filter(\.isNumber).count
        guard digitCount >= 7, digitCount <= 15, !groups.isEmpty else { return nil }
        // Stands alone: no letter, digit, or "/" date continuation right after it.
        if text.isLetterOrDigit(at: end) { return nil }
        if end < text.count, text.scalars[end] == "/" || (text.scalars[end] == "." || text.scalars[end] == "-") && isDigit(end + 1) {
            return nil
        }
        // A single digit may lead ("1-800-…") or follow a country code ("+33 1 42 68 53 00").
        if groups.dropFirst(digits.hasPrefix("+") ? 2 : 1).contains(where: { $0 < 2 }) { return nil }
        let dotted = separators.contains(".")
        if dotted && (groups.count < 3 || separators.contains(where: { $0 != "." })) { return nil }
        if Self.isDate(groups: groups, separators: separators) { return nil }
        guard let url = URL(string: "tel:" + digits) else { return nil }
        return (end, DetectedData(type: .phoneNumber, range: text.nsRange(start..<end), url: url))
    }

    /// Three groups of date shape joined by one repeated "-" or "." separator.
    static func isDate(groups: [Int], separators: [Unicode.Scalar]) -> Bool {
        guard groups.count == 3, separators.count == 2, separators[0] == separators[1], separators[0] != " " else { return false }
        return groups == [4, 2, 2] || groups == [4, 1, 1] || (groups[0] <= 2 && groups[1] <= 2 && groups[2] == 4)
    }
}

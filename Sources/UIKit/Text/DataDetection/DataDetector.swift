/// One piece of data found in a text: what kind it is, where (UTF-16, as `NSRange` counts), and the
/// URL a tap opens (`tel:`, `mailto:`, `http:`...).
struct DetectedData: Equatable, Sendable {
    let type: UIDataDetectorTypes
    let range: NSRange
    let url: URL
}

/// Finds links and phone numbers in plain text, as UITextView's data detectors do: Linux Foundation has
/// no `NSDataDetector`, so OpenUIKit finds these two kinds (e-mail addresses among the links) itself.
///
/// - `.link`: `http://`, `https://` and `ftp://` URLs; hosts starting with "www." (opened as `http://`);
///   bare domains whose top-level domain is a known one ("example.com/path"); e-mail addresses (opened
///   as `mailto:`). Punctuation that ends a sentence or closes a bracket opened before the link is not
///   part of it; a closing parenthesis matched inside the URL is.
/// - `.phoneNumber`: see `PhoneNumberScanner`.
/// - A phone number inside a link is part of the link only.
///
/// Unsupported: addresses, calendar events and the iOS 10/16 kinds find nothing (no locale data).
/// Deviation: detection is by pattern, not Apple's trained detectors: a string Apple's detector would
/// reject for its context ("call 555-123-4567 days") may be found here, and the reverse.
struct DataDetector {
    let types: UIDataDetectorTypes

    /// The data in `text`, in text order, none overlapping.
    func matches(in text: String) -> [DetectedData] {
        guard !types.isDisjoint(with: [.link, .phoneNumber]), !text.isEmpty else { return [] }
        let scalars = ScalarText(text)
        var found: [DetectedData] = []
        if types.contains(.link) { found = LinkScanner(text: scalars).links() }
        if types.contains(.phoneNumber) {
            let links = found.map(\.range)
            for phone in PhoneNumberScanner(text: scalars).phoneNumbers()
            where !links.contains(where: { NSIntersectionRange($0, phone.range).length > 0 }) {
                found.append(phone)
            }
        }
        return found.sorted { $0.range.location < $1.range.location }
    }
}

/// A text as Unicode scalars with the UTF-16 offset of each (and of the end), for scanning by scalar
/// and reporting `NSRange`s.
struct ScalarText {
    let scalars: [Unicode.Scalar]
    /// `utf16Offsets[i]` is where scalar `i` starts; the last element is the text's UTF-16 length.
    let utf16Offsets: [Int]

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        var offsets: [Int] = []
        offsets.reserveCapacity(scalars.count + 1)
        var offset = 0
        for scalar in scalars {
            offsets.append(offset)
            offset += scalar.utf16.count
        }
        offsets.append(offset)
        utf16Offsets = offsets
    }

    var count: Int { scalars.count }

    /// The UTF-16 range of scalars `range`.
    func nsRange(_ range: Range<Int>) -> NSRange {
        NSRange(location: utf16Offsets[range.lowerBound], length: utf16Offsets[range.upperBound] - utf16Offsets[range.lowerBound])
    }

    func string(_ range: Range<Int>) -> String {
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[range])
        return String(result)
    }

    func isLetterOrDigit(at index: Int) -> Bool {
        guard index >= 0, index < count else { return false }
        return scalars[index].properties.isAlphabetic || scalars[index].properties.numericType != nil
    }
}

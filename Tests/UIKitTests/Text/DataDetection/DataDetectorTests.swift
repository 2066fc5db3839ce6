// Data detection behind UITextView.dataDetectorTypes: which strings are links and phone numbers,
// their UTF-16 ranges and the URLs a tap opens; what is not detected.
@testable import UIKit
import Foundation
import Testing

/// The detected strings of `text`, with their URLs.
private func detect(_ text: String, _ types: UIDataDetectorTypes = .all) -> [(String, String)] {
    DataDetector(types: types).matches(in: text).map { match in
        ((text as NSString).substring(with: match.range), match.url.absoluteString)
    }
}

private func strings(_ text: String, _ types: UIDataDetectorTypes = .all) -> [String] { detect(text, types).map(\.0) }

@Suite("UIDataDetectorTypes and detection")
struct DataDetectorTests {
    @Test("The option set has Apple's raw values; none is empty and all is every bit")
    func rawValues() {
        #expect(UIDataDetectorTypes.phoneNumber.rawValue == 1)
        #expect(UIDataDetectorTypes.link.rawValue == 2)
        #expect(UIDataDetectorTypes.address.rawValue == 4)
        #expect(UIDataDetectorTypes.calendarEvent.rawValue == 8)
        #expect(UIDataDetectorTypes.shipmentTrackingNumber.rawValue == 16)
        #expect(UIDataDetectorTypes.flightNumber.rawValue == 32)
        #expect(UIDataDetectorTypes.lookupSuggestion.rawValue == 64)
        #expect(UIDataDetectorTypes.money.rawValue == 128)
        #expect(UIDataDetectorTypes.physicalValue.rawValue == 256)
        #expect(UIDataDetectorTypes.none.rawValue == 0 && UIDataDetectorTypes.none.isEmpty)
        #expect(UIDataDetectorTypes.all.rawValue == UInt.max && UIDataDetectorTypes.all.contains(.phoneNumber))
    }

    @Test("Seed 004's number is found with its range and a tel: URL of its digits (spec 004 T102)")
    func seedPhoneNumber() {
        let matches = DataDetector(types: .phoneNumber).matches(in: "Call 555-123-4567")
        #expect(matches == [DetectedData(type: .phoneNumber, range: NSRange(location: 5, length: 12), url: URL(string: "tel:5551234567")!)])
        #expect(DataDetector(types: .none).matches(in: "Call 555-123-4567").isEmpty)
        #expect(DataDetector(types: .link).matches(in: "Call 555-123-4567").isEmpty)
    }

    @Test(
        "Phone numbers in national and international forms",
        arguments: [
            ("(555) 123-4567", "tel:5551234567"),
            ("555 123 4567", "tel:5551234567"),
            ("555.123.4567", "tel:5551234567"),
            ("5551234567", "tel:5551234567"),
            ("555-1234", "tel:5551234"),
            ("1-800-555-0199", "tel:18005550199"),
            ("+44 20 7946 0958", "tel:+442079460958"),
            ("+1 (555) 123-4567", "tel:+15551234567"),
            ("+33 1 42 68 53 00", "tel:+33142685300"),
        ])
    func phoneForms(number: String, url: String) {
        let found = detect("Ring \(number), please.", .phoneNumber)
        #expect(found.count == 1)
        #expect(found.first?.0 == number)
        #expect(found.first?.1 == url)
    }

    @Test(
        "Too few or too many digits, dates, versions, decimals and codes are not phone numbers",
        arguments: [
            "555-12", "12 34 56", "2024-01-15", "15.01.2024", "1/15/2024", "01-15-2024", "3.14159265", "1.2.3.4.5.6.7",
            "A1234567", "1234567B", "ISBN 978-3-16-148410-0", "1234567890123456", "$1,234,567", "10:30:45",
        ])
    func notPhones(text: String) {
        #expect(strings(text, .phoneNumber).isEmpty)
    }

    @Test(
        "URLs with a scheme, www. hosts, bare domains and e-mail addresses are links",
        arguments: [
            ("https://www.apple.com/ios", "https://www.apple.com/ios"),
            ("http://example.org:8080/a?b=c#d", "http://example.org:8080/a?b=c#d"),
            ("FTP://files.example.net/pub", "FTP://files.example.net/pub"),
            ("http://localhost:3000", "http://localhost:3000"),
            ("www.swift.org", "http://www.swift.org"),
            ("apple.com", "http://apple.com"),
            ("developer.apple.com/documentation", "http://developer.apple.com/documentation"),
            ("someone@example.com", "mailto:someone@example.com"),
            ("first.last+tag@mail.example.co.uk", "mailto:first.last+tag@mail.example.co.uk"),
            ("mailto:team@swift.org", "mailto:team@swift.org"),
        ])
    func links(link: String, url: String) {
        let found = detect("See \(link) now", .link)
        #expect(found.count == 1)
        #expect(found.first?.0 == link)
        #expect(found.first?.1 == url)
    }

    @Test("Sentence punctuation and enclosing brackets are not part of a link; a balanced parenthesis is")
    func trailingPunctuation() {
        #expect(strings("Go to www.apple.com.", .link) == ["www.apple.com"])
        #expect(strings("Is it apple.com? Yes!", .link) == ["apple.com"])
        #expect(strings("(see https://swift.org/blog), then", .link) == ["https://swift.org/blog"])
        #expect(strings("Mail me at \"a@b.io\";", .link) == ["a@b.io"])
        #expect(strings("<http://example.com/x>", .link) == ["http://example.com/x"])
        #expect(
            strings("https://en.wikipedia.org/wiki/Swift_(programming_language).", .link)
                == ["https://en.wikipedia.org/wiki/Swift_(programming_language)"])
    }

    @Test(
        "Abbreviations, file names, numbers and broken addresses are not links",
        arguments: [
            "e.g.", "i.e. this", "report.txt", "U.S.A.", "3.14", "http://", "user@", "@swift", "a@b", "x@-y.com", "www.", "-apple.com",
        ])
    func notLinks(text: String) {
        #expect(strings(text, .link).isEmpty)
    }

    @Test("Ranges count UTF-16 units, after emoji and accents")
    func utf16Ranges() {
        let text = "👩‍👩‍👧 café: 555-123-4567 and a@b.fr"
        let matches = DataDetector(types: .all).matches(in: text)
        let ns = text as NSString
        #expect(matches.map { ns.substring(with: $0.range) } == ["555-123-4567", "a@b.fr"])
        #expect(matches.first?.range.location == 15)
    }

    @Test("Digits inside a link belong to the link only; several matches come in text order")
    func overlapAndOrder() {
        let found = detect("Call 555-123-4567 or see http://example.com/5551234567 or write x@y.com")
        #expect(found.map(\.0) == ["555-123-4567", "http://example.com/5551234567", "x@y.com"])
    }

    @Test("Unsupported kinds find nothing, and empty text nothing")
    func unsupported() {
        let types: UIDataDetectorTypes = [.address, .calendarEvent, .flightNumber, .money]
        #expect(DataDetector(types: types).matches(in: "1 Infinite Loop, Cupertino, tomorrow at 5pm, UA 123, $5").isEmpty)
        #expect(DataDetector(types: .all).matches(in: "").isEmpty)
    }
}

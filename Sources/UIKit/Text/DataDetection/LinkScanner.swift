/// Finds URLs, web addresses and e-mail addresses (UIDataDetectorTypes.link) in a text.
///
/// The text is cut into words at white space and at characters URLs never hold unescaped (`<`, `>`,
/// `"`, typographic quotes). Opening brackets and quotes before a word and sentence punctuation after
/// it are trimmed; a closing parenthesis stays when the word opened one ("…/Swift_(language)").
/// The rest is a link when it is:
/// - a URL with the scheme `http`, `https` or `ftp` (any case) and a host;
/// - a host starting with "www." and with a further label, opened as `http://`;
/// - an e-mail address (`local@domain.tld`, or written with `mailto:`), opened as `mailto:`;
/// - a bare domain with at least two labels whose last is a known top-level domain ("apple.com",
///   "swift.org/documentation"), opened as `http://`. "e.g." or "file.txt" are not links.
struct LinkScanner {
    let text: ScalarText

    func links() -> [DetectedData] {
        var found: [DetectedData] = []
        var index = 0
        while index < text.count {
            guard !Self.isBreak(text.scalars[index]) else { index += 1; continue }
            var end = index
            while end < text.count, !Self.isBreak(text.scalars[end]) { end += 1 }
            if let link = link(in: index..<end) { found.append(link) }
            index = end
        }
        return found
    }

    /// The link the word `word` holds once trimmed, if any.
    private func link(in word: Range<Int>) -> DetectedData? {
        var lower = word.lowerBound, upper = word.upperBound
        while lower < upper, Self.leadingPunctuation.contains(text.scalars[lower]) { lower += 1 }
        while upper > lower {
            let last = text.scalars[upper - 1]
            if last == ")" {
                let core = text.scalars[lower..<upper]
                if core.filter({ $0 == "(" }).count >= core.filter({ $0 == ")" }).count { break }
            } else if !Self.trailingPunctuation.contains(last) {
                break
            }
            upper -= 1
        }
        guard upper > lower else { return nil }
        let candidate = text.string(lower..<upper)
        guard let url = Self.url(for: candidate) else { return nil }
        return DetectedData(type: .link, range: text.nsRange(lower..<upper), url: url)
    }

    /// The URL `candidate` (a trimmed word) opens, or nil when it is not a link.
    static func url(for candidate: String) -> URL? {
        let lowered = candidate.lowercased()
        for scheme in ["http://", "https://", "ftp://"] where lowered.hasPrefix(scheme) {
            let rest = candidate.dropFirst(scheme.count)
            guard let host = hostPart(of: rest), isHost(host, requiringKnownTLD: false) else { return nil }
            return makeURL(candidate)
        }
        if lowered.hasPrefix("mailto:") {
            let address = String(candidate.dropFirst("mailto:".count))
            return isEmailAddress(address) ? makeURL(candidate) : nil
        }
        if candidate.contains("@") {
            return isEmailAddress(candidate) ? makeURL("mailto:" + candidate) : nil
        }
        guard let first = candidate.unicodeScalars.first, first.properties.isAlphabetic || first.properties.numericType != nil,
            let host = hostPart(of: Substring(candidate))
        else { return nil }
        if host.lowercased().hasPrefix("www.") {
            guard isHost(String(host.dropFirst(4)), requiringKnownTLD: false) else { return nil }
            return makeURL("http://" + candidate)
        }
        guard isHost(host, requiringKnownTLD: true) else { return nil }
        return makeURL("http://" + candidate)
    }

    /// The host of `rest` (what follows a scheme, or a bare address): up to the first "/", "?", "#" or
    /// ":"; nil when empty or holding user info.
    static func hostPart(of rest: Substring) -> String? {
        let host = rest.prefix { !"/?#:".unicodeScalars.contains($0.unicodeScalars.first!) }
        guard !host.isEmpty, !host.contains("@") else { return nil }
        return String(host)
    }

    /// Whether `host` is dot-separated labels of letters, digits and hyphens (no empty label, none
    /// starting or ending with a hyphen), at least two of them, the last alphabetic (or, without
    /// `requiringKnownTLD`, a single label such as "localhost" after a scheme).
    static func isHost(_ host: String, requiringKnownTLD: Bool) -> Bool {
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard let tld = labels.last, labels.allSatisfy(isLabel) else { return false }
        if requiringKnownTLD { return labels.count >= 2 && knownTopLevelDomains.contains(tld.lowercased()) }
        return labels.count == 1 || tld.unicodeScalars.allSatisfy { $0.properties.isAlphabetic }
            || labels.allSatisfy { $0.allSatisfy(\.isNumber) }
    }

    static func isLabel(_ label: Substring) -> Bool {
        guard !label.isEmpty, label.first != "-", label.last != "-" else { return false }
        return label.unicodeScalars.allSatisfy { $0 == "-" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// Whether `address` is `local@domain`: a local part of letters, digits and `._%+-` (not starting or
    /// ending with a dot), and a domain of two or more labels ending in an alphabetic one of 2+ letters.
    static func isEmailAddress(_ address: String) -> Bool {
        let parts = address.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, let local = parts.first, let domain = parts.last, !local.isEmpty,
            local.first != ".", local.last != "."
        else { return false }
        let localAllowed = local.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || ("0"..."9").contains($0) || "._%+-".unicodeScalars.contains($0)
        }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard localAllowed, labels.count >= 2, labels.allSatisfy(isLabel), let tld = labels.last else { return false }
        return tld.count >= 2 && tld.unicodeScalars.allSatisfy { $0.properties.isAlphabetic }
    }

    /// A URL for `string`, percent-encoding what URL syntax does not allow (non-ASCII letters, spaces
    /// cannot occur), or nil.
    static func makeURL(_ string: String) -> URL? {
        if let url = URL(string: string) { return url }
        let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~:/?#[]@!$&'()*+,;=%")
        return string.addingPercentEncoding(withAllowedCharacters: allowed).flatMap(URL.init(string:))
    }

    static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || "<>\"“”‘’«»".unicodeScalars.contains(scalar)
    }

    static let leadingPunctuation = Set("([{'¿¡".unicodeScalars)
    static let trailingPunctuation = Set(".,;:!?')]}…".unicodeScalars)

    /// Top-level domains a bare domain may end with: the generic ones, the common new ones, and the
    /// two-letter country codes people write most. A scheme, "www." or "@" needs none of these.
    static let knownTopLevelDomains: Set<String> = [
        "com", "org", "net", "edu", "gov", "mil", "int", "info", "biz", "name", "pro", "mobi", "aero", "coop",
        "museum", "io", "dev", "app", "ai", "co", "me", "tv", "ly", "fm", "gg", "xyz", "online", "site",
        "tech", "store", "blog", "cloud", "page", "news", "shop", "swift",
        "us", "uk", "ca", "au", "nz", "ie", "de", "fr", "es", "it", "nl", "be", "ch", "at", "se", "no", "dk",
        "fi", "pl", "cz", "pt", "gr", "ru", "ua", "tr", "il", "in", "cn", "jp", "kr", "tw", "hk", "sg",
        "br", "mx", "ar", "cl", "za", "eu",
    ]
}

/// A string with a style per run of UTF-16 code units: the engine's form of an `NSAttributedString`.
///
/// Runs are in UTF-16 units because Foundation and UIKit count in them. The runs always cover the
/// whole string exactly (the initializer trims or extends the last run), and adjacent equal runs are
/// merged, so two attributed strings that draw the same compare equal and share a cache entry.
package struct AttributedText: Hashable, Sendable {
    package struct Run: Hashable, Sendable {
        /// Length in UTF-16 code units.
        package var length: Int
        package var style: TextStyle

        package init(length: Int, style: TextStyle) {
            self.length = length
            self.style = style
        }
    }

    package let string: String
    package let runs: [Run]
    /// The string's length in UTF-16 code units.
    package let length: Int

    /// Text in one style.
    package init(string: String, style: TextStyle) {
        self.init(string: string, runs: [Run(length: string.utf16.count, style: style)])
    }

    /// Text with `runs` in order. Zero-length runs are dropped; runs past the end are cut; when the runs
    /// are too short, the last one is extended. Empty `runs` (for a non-empty string) is a programming error.
    package init(string: String, runs: [Run]) {
        let length = string.utf16.count
        var normalized: [Run] = []
        var covered = 0
        for run in runs where run.length > 0 && covered < length {
            let run = Run(length: min(run.length, length - covered), style: run.style)
            covered += run.length
            if let last = normalized.last, last.style == run.style {
                normalized[normalized.count - 1].length += run.length
            } else {
                normalized.append(run)
            }
        }
        if covered < length {
            if normalized.isEmpty, let first = runs.first {
                normalized.append(Run(length: length, style: first.style))
            } else if !normalized.isEmpty {
                normalized[normalized.count - 1].length += length - covered
            }
        }
        if normalized.isEmpty, let first = runs.first { normalized = [Run(length: 0, style: first.style)] }
        precondition(!normalized.isEmpty, "AttributedText(string:runs:): at least one run is needed for its style")
        self.string = string
        self.runs = normalized
        self.length = length
    }

    /// The index of the run holding UTF-16 offset `offset` (the last run for the end of the text).
    package func runIndex(at offset: Int) -> Int {
        var start = 0
        for (index, run) in runs.enumerated() {
            if offset < start + run.length { return index }
            start += run.length
        }
        return runs.count - 1
    }

    /// The style of the character at `offset`, or of the last character for the end of the text.
    package func style(at offset: Int) -> TextStyle { runs[runIndex(at: offset)].style }

    /// The same text with every font scaled by `factor`.
    package func scaled(by factor: CGFloat) -> AttributedText {
        AttributedText(string: string, runs: runs.map { Run(length: $0.length, style: $0.style.scaled(by: factor)) })
    }
}

/// A word that makes an `NSObject` subclass safe to use as an attributed string's attribute value with
/// swift-corelibs-foundation: put one as the class's FIRST stored property.
///
/// Why: when NSAttributedString joins or compares runs (building with `append`, `addAttribute`,
/// `replaceCharacters`...), CoreFoundation compares the values of equal keys with `CFEqual`, which reads
/// the word after a Swift object's reference count as CoreFoundation's own type information. If that word
/// (the class's first stored property) decodes to type ID 0, CFEqual halts the process with an illegal
/// instruction instead of calling `isEqual(_:)`. A zero alignment in a paragraph style or a zero shadow
/// offset was enough. Seen with Swift 6.3.1's Foundation on Linux; any non-zero type ID dispatches to
/// `isEqual(_:)` as intended. User classes used as attribute values need the same first word.
// Deviation: a workaround for a Foundation defect, invisible in the API.
struct CFRuntimeGuard {
    /// Decodes to a non-zero type ID (bits 8 and up), so CFEqual takes the Swift path.
    private let word: UInt64 = 0x100
}

/// Converts between a paragraph's UTF-16 offsets (what Foundation and UIKit count) and the byte
/// offsets of the UTF-8 text Pango lays out.
///
/// An offset inside a character (the second half of a surrogate pair, a continuation byte) maps to the
/// character's start. Bytes appended after the paragraph (an ellipsis the layout adds) map to its end.
struct UTF16Map {
    /// The text given to Pango: the paragraph's characters, with U+0000 replaced by U+200B (Pango stops
    /// at a NUL; a zero-width space has the same UTF-16 length and draws nothing), then any suffix.
    let utf8: [UInt8]
    /// The paragraph's length in UTF-16 code units (the suffix not included).
    let utf16Count: Int
    private let byteForUnit: [Int32]
    private let unitForByte: [Int32]

    init(units: ArraySlice<UInt16>, suffix: String = "") {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(units.count * 2 + suffix.utf8.count)
        var byteForUnit: [Int32] = []
        byteForUnit.reserveCapacity(units.count + 1)
        var unitForByte: [Int32] = []
        unitForByte.reserveCapacity(units.count * 2 + suffix.utf8.count + 1)
        var unit = 0
        for scalar in String(decoding: units, as: UTF16.self).unicodeScalars {
            let drawn = scalar.value == 0 ? Unicode.Scalar(0x200B)! : scalar
            for _ in 0..<scalar.utf16.count { byteForUnit.append(Int32(utf8.count)) }
            let bytes = Array(String(drawn).utf8)
            for _ in bytes { unitForByte.append(Int32(unit)) }
            utf8.append(contentsOf: bytes)
            unit += scalar.utf16.count
        }
        byteForUnit.append(Int32(utf8.count))
        for byte in suffix.utf8 {
            utf8.append(byte)
            unitForByte.append(Int32(unit))
        }
        unitForByte.append(Int32(unit))
        self.utf8 = utf8
        self.utf16Count = unit
        self.byteForUnit = byteForUnit
        self.unitForByte = unitForByte
    }

    /// The byte offset of UTF-16 offset `unit` (clamped to the paragraph).
    func byteOffset(forUTF16 unit: Int) -> Int { Int(byteForUnit[min(max(0, unit), byteForUnit.count - 1)]) }

    /// The UTF-16 offset of byte offset `byte` (clamped to the text).
    func utf16Offset(forByte byte: Int) -> Int { Int(unitForByte[min(max(0, byte), unitForByte.count - 1)]) }
}

/// Reads the EXIF Orientation tag of a JPEG file (camera photos store pixels as the sensor read them and
/// say in this tag how to turn them), so that `UIImage(data:)` reports it as `imageOrientation`, as on iOS.
/// Only the tag is read: pixels are decoded by CoreGraphics. Any malformed structure gives nil.
enum JPEGOrientation {
    static func read(from data: Data) -> UIImage.Orientation? {
        let bytes = [UInt8](data.prefix(256 * 1024))  // EXIF lives in the first APP1 segment, near the start.
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var offset = 2
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }  // fill byte
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { offset += 2; continue }
            if marker == 0xDA || marker == 0xD9 { return nil }  // image data starts: no EXIF before it
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 2, offset + 2 + length <= bytes.count else { return nil }
            let payload = (offset + 4)..<(offset + 2 + length)
            if marker == 0xE1, payload.count > 14,
                Array(bytes[payload.lowerBound..<(payload.lowerBound + 6)]) == [0x45, 0x78, 0x69, 0x66, 0, 0]
            {
                return orientation(inTIFF: Array(bytes[(payload.lowerBound + 6)..<payload.upperBound]))
            }
            offset += 2 + length
        }
        return nil
    }

    /// The Orientation tag (0x0112) of IFD0 in a TIFF structure.
    private static func orientation(inTIFF tiff: [UInt8]) -> UIImage.Orientation? {
        guard tiff.count >= 8 else { return nil }
        let littleEndian: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): littleEndian = true
        case (0x4D, 0x4D): littleEndian = false
        default: return nil
        }
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= tiff.count else { return nil }
            return littleEndian ? Int(tiff[at]) | Int(tiff[at + 1]) << 8 : Int(tiff[at]) << 8 | Int(tiff[at + 1])
        }
        func u32(_ at: Int) -> Int? {
            guard let high = u16(littleEndian ? at + 2 : at), let low = u16(littleEndian ? at : at + 2) else { return nil }
            return high << 16 | low
        }
        guard u16(2) == 42, let ifd = u32(4), let count = u16(ifd) else { return nil }
        for index in 0..<count {
            let entry = ifd + 2 + index * 12
            guard let tag = u16(entry) else { return nil }
            if tag == 0x0112 {
                guard u16(entry + 2) == 3, let value = u16(entry + 8) else { return nil }  // type SHORT
                return UIImage.Orientation(exifValue: value)
            }
        }
        return nil
    }
}

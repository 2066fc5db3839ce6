/// A Gaussian blur of an 8-bit alpha buffer, approximated by three box blurs per axis (error < 3%).
/// Ours because Cairo has no blur and pixman's convolution is too slow for large radii.
package enum GaussianBlur {
    package static func blurAlpha(_ pixels: UnsafeMutablePointer<UInt8>?, width: Int, height: Int, stride: Int, sigma: Double) {
        guard let pixels, sigma >= 0.5, width > 0, height > 0 else { return }
        let boxes = boxSizes(sigma: sigma)
        // Rows: each blurred in a line of its own. Columns: whole rows at a time (memory in order), one
        // running sum per column, from the image into a scratch copy and back.
        let line = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: height * width)
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
        defer { line.deallocate(); scratch.deallocate(); sums.deallocate() }
        for y in 0..<height {
            let row = pixels + y * stride
            for radius in boxes { boxBlur(row, line, count: width, radius: radius) }
        }
        var source = (pixels, stride), target = (scratch, width)
        for radius in boxes {
            boxBlurColumns(from: source, to: target, width: width, height: height, radius: radius, sums: sums)
            swap(&source, &target)
        }
        // An odd number of passes leaves the result in the scratch copy.
        if source.0 == scratch {
            for y in 0..<height { (pixels + y * stride).update(from: scratch + y * width, count: width) }
        }
    }

    /// Radii of three successive box blurs whose combination has standard deviation `sigma`.
    static func boxSizes(sigma: Double) -> [Int] {
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let m = Int(((12 * sigma * sigma - 3 * Double(lower * lower) - 12 * Double(lower) - 9) / (4 * Double(lower) + 4)).rounded())
        return (0..<3).map { ($0 < m ? lower : upper) / 2 }
    }

    /// The multiplier that divides by `divisor` exactly: `floor(n / divisor) == (n * m) >> 32` while
    /// `n * divisor` stays below 2³² (box sums of bytes do).
    private static func reciprocal(_ divisor: Int) -> UInt64 { (1 << 32) / UInt64(divisor) + 1 }

    /// One box blur of `radius` along a line of `count` pixels (in place, through `scratch`), with zeros
    /// beyond its ends. Each result is the box's mean, rounded.
    private static func boxBlur(_ line: UnsafeMutablePointer<UInt8>, _ scratch: UnsafeMutablePointer<UInt8>, count: Int, radius: Int) {
        guard radius > 0 else { return }
        let size = 2 * radius + 1
        let multiplier = reciprocal(size), half = UInt64(size / 2)
        var sum = 0
        for i in 0..<min(radius, count) { sum += Int(line[i]) }
        for i in 0..<count {
            if i + radius < count { sum += Int(line[i + radius]) }
            if i - radius - 1 >= 0 { sum -= Int(line[i - radius - 1]) }
            scratch[i] = UInt8(truncatingIfNeeded: ((UInt64(sum) + half) &* multiplier) >> 32)
        }
        line.update(from: scratch, count: count)
    }

    /// One box blur of `radius` down every column of a `width` × `height` buffer, from `source` into
    /// `target` (each a base and a row stride), zeros beyond the top and bottom.
    private static func boxBlurColumns(
        from source: (UnsafeMutablePointer<UInt8>, Int), to target: (UnsafeMutablePointer<UInt8>, Int), width: Int, height: Int,
        radius: Int, sums: UnsafeMutablePointer<UInt32>
    ) {
        let size = 2 * radius + 1
        let multiplier = reciprocal(size), half = UInt32(size / 2)
        sums.initialize(repeating: 0, count: width)
        for y in 0..<min(radius, height) {
            let row = source.0 + y * source.1
            for x in 0..<width { sums[x] &+= UInt32(row[x]) }
        }
        for y in 0..<height {
            if y + radius < height {
                let row = source.0 + (y + radius) * source.1
                for x in 0..<width { sums[x] &+= UInt32(row[x]) }
            }
            if y - radius - 1 >= 0 {
                let row = source.0 + (y - radius - 1) * source.1
                for x in 0..<width { sums[x] &-= UInt32(row[x]) }
            }
            let out = target.0 + y * target.1
            for x in 0..<width { out[x] = UInt8(truncatingIfNeeded: (UInt64(sums[x] &+ half) &* multiplier) >> 32) }
        }
    }
}

extension GaussianBlur {
    /// A Gaussian blur of 32-bit pixels (four 8-bit channels, premultiplied), the edge pixels repeated
    /// beyond the buffer's ends (so a blurred backdrop does not darken at its edges).
    package static func blurPixels(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        guard sigma >= 0.5, width > 0, height > 0 else { return }
        let boxes = boxSizes(sigma: sigma)
        let longest = max(width, height)
        // A pixel's four channels are blurred together, one vector per pixel.
        let line = UnsafeMutablePointer<SIMD4<Int32>>.allocate(capacity: longest)
        let scratch = UnsafeMutablePointer<SIMD4<Int32>>.allocate(capacity: longest)
        defer { line.deallocate(); scratch.deallocate() }
        for y in 0..<height {
            let row = pixels + y * stride
            for x in 0..<width { line[x] = load(row + x * 4) }
            for radius in boxes { clampedBoxBlur(line, scratch, count: width, radius: radius) }
            for x in 0..<width { store(line[x], row + x * 4) }
        }
        for x in 0..<width {
            for y in 0..<height { line[y] = load(pixels + y * stride + x * 4) }
            for radius in boxes { clampedBoxBlur(line, scratch, count: height, radius: radius) }
            for y in 0..<height { store(line[y], pixels + y * stride + x * 4) }
        }
    }

    private static func load(_ p: UnsafeMutablePointer<UInt8>) -> SIMD4<Int32> {
        SIMD4(Int32(p[0]), Int32(p[1]), Int32(p[2]), Int32(p[3]))
    }

    private static func store(_ value: SIMD4<Int32>, _ p: UnsafeMutablePointer<UInt8>) {
        p[0] = UInt8(truncatingIfNeeded: value[0])
        p[1] = UInt8(truncatingIfNeeded: value[1])
        p[2] = UInt8(truncatingIfNeeded: value[2])
        p[3] = UInt8(truncatingIfNeeded: value[3])
    }

    /// One box blur of `radius` along a line of `count` pixels, the end pixels repeated.
    private static func clampedBoxBlur(
        _ line: UnsafeMutablePointer<SIMD4<Int32>>, _ scratch: UnsafeMutablePointer<SIMD4<Int32>>, count: Int, radius: Int
    ) {
        guard radius > 0 else { return }
        let size = Int32(2 * radius + 1)
        // Dividing by the box size is a multiplication by its 16-bit reciprocal (an integer division per
        // sample is the loop's main cost otherwise); sums stay below 255 × size, so nothing overflows.
        let reciprocal = SIMD4<Int32>(repeating: (65_536 + size / 2) / size)
        let half = SIMD4<Int32>(repeating: 32_768)
        let last = count - 1
        var sum = line[0] &* Int32(radius + 1)
        for i in 1...radius { sum &+= line[min(i, last)] }
        for i in 0..<count {
            scratch[i] = (sum &* reciprocal &+ half) &>> 16
            sum &+= line[min(i + radius + 1, last)] &- line[max(i - radius, 0)]
        }
        line.update(from: scratch, count: count)
    }
}

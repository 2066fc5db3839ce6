import UIKit
import UIKitTesting

// A program that uses only UIKit and UIKitTesting: it renders a red square on a white window headless and
// prints the colour of the window's centre as "r g b a". The tests run it, and check with ldd that it
// links no SDL2.
@MainActor func centreColour() -> [UInt8] {
    let harness = UIKitTestHarness(windowSize: CGSize(width: 40, height: 60), scale: 1)
    harness.window.backgroundColor = .white
    let square = UIView(frame: CGRect(x: 10, y: 20, width: 20, height: 20))
    square.backgroundColor = .red
    harness.window.addSubview(square)
    guard let image = harness.render().cgImage,
        let context = CGContext(
            data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
    else { return [] }
    // The centre pixel (20, 30) lands on the 1x1 context's only pixel.
    context.draw(image, in: CGRect(x: -20, y: -29, width: image.width, height: image.height))
    guard let data = context.data else { return [] }
    return (0..<4).map { data.load(fromByteOffset: $0, as: UInt8.self) }
}

let colour = MainActor.assumeIsolated { centreColour() }
print(colour.map(String.init).joined(separator: " "))

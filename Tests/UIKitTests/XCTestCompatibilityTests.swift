// XCTest works alongside Swift Testing with `import UIKit`. Conventions (DIRECTION, Linux ground rules):
// keep XCTestCase classes nonisolated and synchronous tests free of @MainActor, or the test binary aborts
// at discovery; prefer Swift Testing `@MainActor` suites for view code.
import UIKit
import XCTest

final class XCTestCompatibilityTests: XCTestCase {
    func testDrawingThroughUIKitInXCTest() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 3), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 3))
        }
        XCTAssertEqual(image.size, CGSize(width: 3, height: 3))
        XCTAssertEqual(image.cgImage?.width, 6)
        let pixel = Pixels(image)[5, 5]
        XCTAssertEqual(pixel, [255, 0, 0, 255])
    }

    func testGeometryHelpersResolveWithoutAmbiguity() {
        let rect = CGRect(x: 0.5, y: 0.5, width: 1, height: 1)
        XCTAssertEqual(rect.integral, CGRect(x: 0, y: 0, width: 2, height: 2))
        XCTAssertEqual(CGPoint(x: 1, y: 0).applying(CGAffineTransform(scaleX: 3, y: 1)), CGPoint(x: 3, y: 0))
        XCTAssertEqual(NSStringFromCGRect(CGRect(x: 1, y: 2, width: 3, height: 4)), "{{1, 2}, {3, 4}}")
    }
}

// swift-tools-version:6.0
import PackageDescription

/// OpenUIKit: UIKit for Linux. Modules carry Apple's names so that `import UIKit` works unchanged.
/// The dependency order is the architecture: CoreGraphics → QuartzCore → UIKit → UIKitTesting → Catalog.
let package = Package(
    name: "OpenUIKit",
    products: [
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "UIKitTesting", targets: ["UIKitTesting"]),
        .executable(name: "uikit-catalog", targets: ["Catalog"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // System libraries from Debian, found through pkg-config. Module maps only.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),

        // Swift Testing declares cross-import overlays for these two module names; they must exist
        // (empty) for `import Testing` + `import UIKit` to compile (DIRECTION, Linux ground rules).
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "_Testing_UIKit"),

        // CoreGraphics imports the C modules `@_implementationOnly`, so that UIKit's module does not require
        // their module maps: swift-snapshot-testing has `#if canImport(UIKit) import UIKit` and, when our UIKit
        // happens to be built first, must be able to import it without them. Only OpaquePointers cross the
        // boundary, so type layout does not depend on the hidden modules (which the compiler warns about).
        .target(name: "CoreGraphics", dependencies: ["CCairo", "CPango", "CTurboJPEG", "_Testing_CoreGraphics"]),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics"]),
        .target(name: "UIKit", dependencies: ["CoreGraphics", "QuartzCore", "_Testing_UIKit"]),
        .target(name: "UIKitTesting", dependencies: [
            "UIKit", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        .executableTarget(name: "Catalog", dependencies: ["UIKit"]),

        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics", "UIKit"]),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore", "UIKit", "UIKitTesting"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "UIKitTestingTests", dependencies: ["UIKit", "UIKitTesting"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "UIKitTesting", "Catalog"],
                    exclude: ["Gallery/__Snapshots__", "Core/__Snapshots__", "Views/__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)

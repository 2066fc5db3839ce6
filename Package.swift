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
        .systemLibrary(name: "CPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),

        // Swift Testing declares cross-import overlays for these two module names; they must exist
        // (empty) for `import Testing` + `import UIKit` to compile (DIRECTION, Linux ground rules).
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "_Testing_UIKit"),

        // CoreGraphics imports the C modules `@_implementationOnly`, so that UIKit's module does not require
        // their module maps: swift-snapshot-testing has `#if canImport(UIKit) import UIKit` and, when our UIKit
        // happens to be built first, must be able to import it without them. Only OpaquePointers cross the
        // boundary, so type layout does not depend on the hidden modules (which the compiler warns about).
        .target(name: "CoreGraphics", dependencies: ["CCairo", "CPango", "CTurboJPEG", "_Testing_CoreGraphics"]),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "CPixman"]),
        .target(name: "BackendInterface", dependencies: ["CoreGraphics"], path: "Sources/Backends/Interface"),
        .target(name: "UIKit", dependencies: ["CoreGraphics", "QuartzCore", "BackendInterface", "SDLBackend", "_Testing_UIKit"]),
        .target(name: "UIKitTesting", dependencies: [
            "UIKit", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        
        // Backends: the SDL2 window. Not Apple API, so not in UIKit; imports CSDL2 (and CCairo, to read a
        // frame's pixels without copying them) `@_implementationOnly`, as CoreGraphics does.
        .target(name: "SDLBackend", dependencies: ["CoreGraphics", "BackendInterface", "CSDL2", "CCairo"], path: "Sources/Backends/SDL"),
        // A window the SDL tests drive through Xvfb and xdotool from a child process (SDL must run on the
        // process's main thread, and Swift Testing runs tests elsewhere). Not a product.
        .executableTarget(name: "sdl-backend-probe", dependencies: ["SDLBackend", "UIKit"],
                          path: "Sources/Backends/SDLProbe"),
        // The Catalog: a window on the SDL backend when a display is present, PNG files otherwise.
        .executableTarget(name: "Catalog", dependencies: ["UIKit", "SDLBackend"]),

        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics", "UIKit"]),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore", "UIKit", "UIKitTesting"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "BackendTests", dependencies: ["SDLBackend", "CSDL2", "UIKit", "Catalog"]),
        // Swift 5 language mode, as most iOS code: nonisolated code using UIKit's main-actor types must
        // compile (DIRECTION, Linux ground rules).
        .testTarget(name: "Swift5ModeTests", dependencies: ["UIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "UIKitTestingTests", dependencies: ["UIKit", "UIKitTesting"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "UIKitTesting", "Catalog"],
                    exclude: ["Gallery/__Snapshots__", "Core/__Snapshots__", "Views/__Snapshots__",
                              "StatusBar/__Snapshots__", "Catalog/__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)

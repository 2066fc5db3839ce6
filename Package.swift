// swift-tools-version:6.0
import PackageDescription

/// OpenUIKit: UIKit for Linux. Modules carry Apple's names so that `import UIKit` works unchanged.
/// The dependency order is the architecture: CoreGraphics → QuartzCore → BackendInterface → UIKit →
/// UIKitTesting → Catalog, with LayoutSolver (Auto Layout's Cassowary solver, no UI) under UIKit. The backends sit beside UIKit, on BackendInterface only: HeadlessBackend (under
/// UIKitTesting) and SDLBackend (a window). UIKit finds the backends an executable links by name at run
/// time, so an app that does not link SDLBackend does not link SDL2.
let package = Package(
    name: "OpenUIKit",
    products: [
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "UIKitTesting", targets: ["UIKitTesting"]),
        // Link it for a window: UIApplicationMain opens one when a display exists.
        .library(name: "SDLBackend", targets: ["SDLBackend"]),
        .executable(name: "uikit-catalog", targets: ["Catalog"]),
        // Porting: rewrites iOS sources so that they compile here (`swift package uikit-port PATH…`).
        .executable(name: "uikit-port", targets: ["uikit-port"]),
        .plugin(name: "UIKitPortPlugin", targets: ["UIKitPortPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        // `make docs`: the DocC catalogs of the four modules, built by `swift package generate-documentation`.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // System libraries from Debian, found through pkg-config. Module maps only.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(name: "CPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),

        // Swift Testing declares cross-import overlays for these two module names; they must exist
        // (empty) for `import Testing` + `import UIKit` to compile.
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "_Testing_UIKit"),

        // CoreGraphics imports the C modules `@_implementationOnly`, so that UIKit's module does not require
        // their module maps: swift-snapshot-testing has `#if canImport(UIKit) import UIKit` and, when our UIKit
        // happens to be built first, must be able to import it without them. Only OpaquePointers cross the
        // boundary, so type layout does not depend on the hidden modules (which the compiler warns about).
        .target(name: "CoreGraphics", dependencies: ["CCairo", "CPango", "CTurboJPEG", "_Testing_CoreGraphics"]),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "CPixman"]),
        .target(name: "BackendInterface", dependencies: ["CoreGraphics"], path: "Sources/Backends/Interface"),
        // The Cassowary solver under Auto Layout: plain Swift, no UIKit; its API is `@_spi(LayoutSolver)`.
        .target(name: "LayoutSolver"),
        .target(name: "UIKit", dependencies: ["CoreGraphics", "QuartzCore", "BackendInterface", "LayoutSolver", "_Testing_UIKit"]),
        .target(
            name: "UIKitTesting",
            dependencies: [
                "UIKit", "HeadlessBackend", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),

        // Backends. Not Apple API, so not in UIKit. The headless one: frames in memory, a virtual clock.
        .target(name: "HeadlessBackend", dependencies: ["CoreGraphics", "BackendInterface"], path: "Sources/Backends/Headless"),
        // The SDL2 window; imports CSDL2 (and CCairo, to read a frame's pixels without copying them)
        // `@_implementationOnly`, as CoreGraphics does.
        .target(name: "SDLBackend", dependencies: ["CoreGraphics", "BackendInterface", "CSDL2", "CCairo"], path: "Sources/Backends/SDL"),
        // A program that imports only UIKit and UIKitTesting and renders a view headless: the tests check
        // with ldd that it links no SDL2.
        .executableTarget(
            name: "headless-probe", dependencies: ["UIKit", "UIKitTesting"],
            path: "Sources/Backends/HeadlessProbe"),
        // A window the SDL tests drive through Xvfb and xdotool from a child process (SDL must run on the
        // process's main thread, and Swift Testing runs tests elsewhere). Not a product.
        .executableTarget(
            name: "sdl-backend-probe", dependencies: ["SDLBackend", "UIKit"],
            path: "Sources/Backends/SDLProbe"),
        // The Catalog: a window on the SDL backend when a display is present, PNG files otherwise. It links
        // SDLBackend for UIApplicationMain to find, without importing it.
        .executableTarget(name: "Catalog", dependencies: ["UIKit", "BackendInterface", "HeadlessBackend", "SDLBackend"]),

        // uikit-port: what Linux cannot compile in iOS code (`#selector`, `#keyPath`, `@objc optional`
        // requirements, overrides in extensions, `@NSManaged`, Objective-C-only attributes, a missing
        // `import UIKit`), rewritten in place. The engine is a library on swift-syntax; the command and the
        // `swift package uikit-port` plugin run it. No UIKit dependency: it reads and writes source text.
        .target(
            name: "UIKitPort",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
            ],
            path: "Sources/Porting/UIKitPort"),
        .executableTarget(name: "uikit-port", dependencies: ["UIKitPort"], path: "Sources/Porting/Command"),
        .plugin(
            name: "UIKitPortPlugin",
            capability: .command(
                intent: .custom(verb: "uikit-port", description: "Rewrite iOS Swift sources to compile against OpenUIKit"),
                permissions: [.writeToPackageDirectory(reason: "uikit-port rewrites the Swift files it is given in place")]
            ),
            dependencies: ["uikit-port"]),

        .testTarget(name: "UIKitPortTests", dependencies: ["UIKitPort", "uikit-port"], exclude: ["Fixtures"]),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics", "UIKit"]),
        .testTarget(
            name: "QuartzCoreTests", dependencies: ["QuartzCore", "UIKit", "UIKitTesting"],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "BackendTests", dependencies: ["SDLBackend", "HeadlessBackend", "BackendInterface", "CSDL2", "UIKit", "Catalog"]),
        // Swift 5 language mode, as most iOS code: nonisolated code using UIKit's main-actor types must
        // compile.
        .testTarget(name: "Swift5ModeTests", dependencies: ["UIKit", "UIKitTesting"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "UIKitTestingTests", dependencies: ["UIKit", "UIKitTesting"]),
        .testTarget(
            name: "UIKitTests", dependencies: ["UIKit", "UIKitTesting", "HeadlessBackend", "Catalog"],
            exclude: [
                "Gallery/__Snapshots__", "Core/__Snapshots__", "Views/__Snapshots__",
                "StatusBar/__Snapshots__", "Catalog/__Snapshots__",
            ]),
    ],
    swiftLanguageModes: [.v6]
)

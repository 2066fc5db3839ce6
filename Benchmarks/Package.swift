// swift-tools-version:6.0
import PackageDescription

/// OpenUIKit's benchmarks: not part of the library; nothing depends on this package.
/// Run with `make bench` (release build).
let package = Package(
    name: "OpenUIKitBenchmarks",
    dependencies: [.package(name: "OpenUIKit", path: "..")],
    targets: [
        // Raw Cairo and Pango, for the baseline: the same pixels without OpenUIKit's layer.
        .systemLibrary(name: "CBaseline", pkgConfig: "pangocairo"),
        .executableTarget(
            name: "benchmarks",
            dependencies: [
                "CBaseline", .product(name: "UIKit", package: "OpenUIKit"), .product(name: "UIKitTesting", package: "OpenUIKit"),
            ]),
    ],
    // A single-threaded command-line tool: Swift 5 mode spares its globals the Sendable ceremony.
    swiftLanguageModes: [.v5]
)

// swift-tools-version:6.0
import PackageDescription

/// A compatibility check, not part of the library: pointfreeco/swift-custom-dump has
/// `#if canImport(UIKit)` code that compiles against our `UIKit` as soon as both are in one build.
/// `check.sh` builds this package and compares the UIKit names CustomDump misses with `KNOWN_LIMITS`.
/// Run with `make compat` (`make test` runs it too).
let package = Package(
    name: "CustomDumpCompatibility",
    dependencies: [
        .package(name: "OpenUIKit", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", exact: "1.7.3"),
    ],
    targets: [
        // Imports both and dumps UIKit values, so the pair really compiles, links and runs together.
        .executableTarget(name: "customdump-probe", dependencies: [
            .product(name: "UIKit", package: "OpenUIKit"),
            .product(name: "CustomDump", package: "swift-custom-dump"),
        ], path: "Sources/CustomDumpProbe"),
    ],
    swiftLanguageModes: [.v6]
)

import Foundation
import UIKit

// uikit-catalog: OpenUIKit's demo.
//   uikit-catalog [--scale N]            a 1024x768-point window (an iPad) when a display is present;
//                                        without one, the screenshots below, in ./screenshots
//   uikit-catalog --screenshots DIR      every gallery drawing and every page, as PNG files in DIR
//   uikit-catalog --benchmark            the Catalog's launch and popover timings (see CatalogBenchmark)
// Top-level code runs on the process's first thread, which SDL needs (no await before the window).

let usage = "usage: uikit-catalog [--scale N] [--screenshots DIR] [--benchmark]\n"
var screenshotDirectory: URL?
var scale: CGFloat = 1
var remaining = CommandLine.arguments.dropFirst()
while let argument = remaining.popFirst() {
    switch argument {
    case "--screenshots":
        guard let value = remaining.popFirst() else { fail(usage, status: 2) }
        screenshotDirectory = URL(fileURLWithPath: value)
    case "--benchmark":
        CatalogBenchmark.run()
    case "--scale":
        guard let value = remaining.popFirst().flatMap(Double.init), value.isFinite, value > 0, value <= 4 else {
            fail("uikit-catalog: --scale takes a number above 0, at most 4\n" + usage, status: 2)
        }
        scale = CGFloat(value)
    default:
        fail(usage, status: 2)
    }
}

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data(message.utf8))
    exit(status)
}

@MainActor func writeScreenshots(to directory: URL, reason: String?) -> Never {
    do {
        var written = try CatalogScreenshots.write(to: directory)
        written += try CatalogScreenshots.writePages(to: directory)
        if let reason { print(reason) }
        print("The Catalog rendered its pages to \(directory.path):")
        for file in written { print("  \(file.path)") }
        exit(0)
    } catch {
        fail("uikit-catalog: \(error)\n", status: 1)
    }
}

if let screenshotDirectory {
    writeScreenshots(to: screenshotDirectory, reason: nil)
}
// A window needs a linked backend that opens one (SDL, linked for UIApplicationMain) and a display.
guard BackendRegistry.windowProvider != nil else {
    writeScreenshots(
        to: URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("screenshots"),
        reason: "No display (DISPLAY or WAYLAND_DISPLAY), so no window: rendering the screenshots instead.")
}
// The window: UIKit's entry point, as an iPad in landscape at the chosen scale.
let arguments = [
    "uikit-catalog", "--idiom", "pad", "--size", "\(Int(CatalogApp.screenSize.width))x\(Int(CatalogApp.screenSize.height))",
    "--scale", "\(Double(scale))",
]
var cArguments = arguments.map { strdup($0) }
let status = cArguments.withUnsafeMutableBufferPointer { buffer in
    UIApplicationMain(Int32(buffer.count), buffer.baseAddress!, nil, CatalogApp())
}
exit(status)

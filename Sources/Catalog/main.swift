import UIKit

// uikit-catalog: OpenUIKit's demo. Until the window backend lands, it renders every page to PNG files.
//   uikit-catalog [--screenshots DIR]   (DIR defaults to ./screenshots)

let arguments = CommandLine.arguments
var directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("screenshots")
if let flag = arguments.firstIndex(of: "--screenshots"), flag + 1 < arguments.count {
    directory = URL(fileURLWithPath: arguments[flag + 1])
} else if arguments.count > 1 {
    FileHandle.standardError.write(Data("usage: uikit-catalog [--screenshots DIR]\n".utf8))
    exit(2)
}

do {
    let written = try CatalogScreenshots.write(to: directory)
    print("The Catalog has no window yet (it comes with the SDL backend); it rendered its pages instead:")
    for file in written { print("  \(file.path)") }
} catch {
    FileHandle.standardError.write(Data("uikit-catalog: \(error)\n".utf8))
    exit(1)
}

import Foundation

/// Finds the Swift files a command line names: each file given, and the `*.swift` files under each folder
/// given, recursively, in name order, skipping hidden folders (`.build` among them). A folder reached
/// twice (through a symbolic link) is searched once, and a file named twice is listed once.
struct SwiftFileSearch {
    /// A path that names nothing, or a folder that cannot be read.
    struct Failure: Error {
        let message: String
    }

    private let fileManager = FileManager.default
    private var searchedFolders = Set<String>()
    private var listedFiles = Set<String>()

    /// The Swift files under `paths`, in the order given.
    mutating func files(under paths: [String]) throws(Failure) -> [String] {
        var files: [String] = []
        for path in paths { try collect(path, into: &files, isArgument: true) }
        return files
    }

    private mutating func collect(_ path: String, into files: inout [String], isArgument: Bool) throws(Failure) {
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw Failure(message: "no such file or folder: \(path)")
        }
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard isDirectory.boolValue else {
            if (isArgument || path.hasSuffix(".swift")), listedFiles.insert(resolved).inserted { files.append(path) }
            return
        }
        guard searchedFolders.insert(resolved).inserted else { return }
        guard let names = try? fileManager.contentsOfDirectory(atPath: path) else {
            throw Failure(message: "cannot read folder \(path)")
        }
        for name in names.sorted() {
            let child = path.hasSuffix("/") ? path + name : path + "/" + name
            var childIsDirectory: ObjCBool = false
            let exists = fileManager.fileExists(atPath: child, isDirectory: &childIsDirectory)
            if !exists || (childIsDirectory.boolValue && name.hasPrefix(".")) { continue }
            if childIsDirectory.boolValue || name.hasSuffix(".swift") { try collect(child, into: &files, isArgument: false) }
        }
    }
}

import BackendInterface
import Foundation

/// UIKit's entry point: creates the application and its delegate, opens the window, sends the launch
/// messages, and runs the main run loop until the user quits (the window's close button, SIGINT or
/// SIGTERM; the delegate hears `applicationWillTerminate(_:)`). Returns the exit status: 0 after a quit,
/// 1 when no backend can run, 2 for bad options.
///
/// Linux cannot create an object from a class name the way UIKit does with `delegateClassName`, so the
/// fourth argument is the delegate itself (made once, on the main thread):
///
/// ```swift
/// // main.swift
/// exit(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, AppDelegate()))
/// // or with @main:
/// @main enum Main {
///     static func main() { exit(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, AppDelegate())) }
/// }
/// ```
///
/// An app with scenes (Xcode's template since iOS 13: an AppDelegate and a SceneDelegate) passes the
/// scene delegate's maker too, what the Info.plist's scene manifest names on iOS; the AppDelegate and
/// SceneDelegate themselves stay as they are:
///
/// ```swift
/// exit(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, AppDelegate(), sceneDelegate: SceneDelegate.init))
/// ```
///
/// The window is a device screen in points: `--idiom phone` (320x480, the default) or `--idiom pad`
/// (768x1024), `--size WxH` for another size (wider than tall: landscape), and `--scale N` pixels per point
/// (X11 reports no scale; default 1). `principalClassName` must be nil or "UIApplication": a subclass cannot
/// be created from its name here either.
///
/// The backend is the first one the executable links that can run: the SDL window (the `SDLBackend`
/// product) when a display exists, else the headless one, on which the application launches, draws its
/// first frame and terminates. `--backend NAME` or the `OPENUIKIT_BACKEND` environment variable forces one
/// (`sdl` or `headless`).
///
/// Main-actor, imported with `@preconcurrency` as Apple's SDK does: `main.swift` in Swift 5 mode calls it from
/// top-level code.
@preconcurrency @MainActor
public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
    _ principalClassName: String?, _ delegate: @autoclosure () -> UIApplicationDelegate?,
    sceneDelegate: (@MainActor () -> UISceneDelegate)? = nil
) -> Int32 {
    let arguments = (0..<Int(max(0, argc))).compactMap { argv[$0].map { String(cString: $0) } }
    let options: LaunchOptions
    do {
        options = try LaunchOptions(arguments: Array(arguments.dropFirst()))
    } catch {
        FileHandle.standardError.write(Data("UIApplicationMain: \(error)\n".utf8))
        return 2
    }
    if let principalClassName, principalClassName != "UIApplication" {
        FileHandle.standardError.write(
            Data(
                "UIApplicationMain: principal class \(principalClassName) cannot be created from its name on Linux; pass nil\n".utf8))
        return 2
    }
    let title = arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "OpenUIKit"
    let provider: PlatformBackendProvider.Type, backend: PlatformBackend
    do {
        provider = try BackendRegistry.choose(forced: options.backend)
        backend = try provider.makeBackend(size: options.size, scale: options.scale, title: title)
    } catch {
        FileHandle.standardError.write(Data("UIApplicationMain: cannot run: \(error)\n".utf8))
        return 1
    }
    UIDevice.current.userInterfaceIdiom = options.idiom
    UIDevice.current.orientation = options.size.width > options.size.height ? .landscapeLeft : .portrait
    let host = ApplicationHost(backend: backend)
    host.launch(delegate(), sceneDelegate: sceneDelegate)
    if provider.opensWindow {
        host.run()
    } else {
        let note = "UIApplicationMain: no window on the \(provider.name) backend: launched, drew the first frame, terminating\n"
        FileHandle.standardError.write(Data(note.utf8))
        host.terminate()
    }
    host.shutDown()
    return 0
}

/// The window settings UIApplicationMain reads from the command line.
struct LaunchOptions: Equatable {
    var idiom: UIUserInterfaceIdiom = .phone
    var size: CGSize
    var scale: CGFloat = 1
    /// The backend `--backend` names (nil: the registry's choice).
    var backend: String?

    struct Invalid: Error, CustomStringConvertible {
        let description: String
    }

    init(arguments: [String]) throws {
        var idiom = UIUserInterfaceIdiom.phone, size: CGSize?, scale: CGFloat = 1, backend: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--idiom":
                switch remaining.popFirst() {
                case "phone": idiom = .phone
                case "pad": idiom = .pad
                default: throw Invalid(description: "--idiom takes phone or pad")
                }
            case "--size":
                let parts = (remaining.popFirst() ?? "").split(separator: "x").compactMap { Double($0) }
                guard parts.count == 2, parts.allSatisfy({ $0.isFinite && $0 >= 1 && $0 <= 8192 }) else {
                    throw Invalid(description: "--size takes WIDTHxHEIGHT in points, each from 1 to 8192")
                }
                size = CGSize(width: parts[0], height: parts[1])
            case "--scale":
                guard let value = remaining.popFirst().flatMap(Double.init), value.isFinite, value > 0, value <= 4 else {
                    throw Invalid(description: "--scale takes a number above 0, at most 4")
                }
                scale = CGFloat(value)
            case "--backend":
                guard let name = remaining.popFirst(), !name.isEmpty, !name.hasPrefix("--") else {
                    throw Invalid(description: "--backend takes a backend's name (sdl or headless)")
                }
                backend = name
            default:
                continue  // The app's own arguments.
            }
        }
        self.idiom = idiom
        self.size = size ?? (idiom == .pad ? CGSize(width: 768, height: 1024) : CGSize(width: 320, height: 480))
        self.scale = scale
        self.backend = backend
    }
}

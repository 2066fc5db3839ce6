// UIImage(named:) and its relatives: file lookup in a bundle, scale variants, and the image cache.

/// Support for UIImage's caching initializers; not API, do not use or conform to it.
///
/// Objective-C's `+imageNamed:` returns the cached instance, so on iOS `UIImage(named: "a") === UIImage(named: "a")`.
/// A Swift class initializer cannot hand back an existing object, but an initializer declared in an
/// extension of a (non-class-bound) protocol can assign `self`.
public protocol _UIImageCachingInitializers {}

extension UIImage: _UIImageCachingInitializers {}

extension _UIImageCachingInitializers {
    /// The image file `name` in the main bundle, at the main screen's scale; nil when there is none.
    /// The same as `UIImage(named: name, in: nil, compatibleWith: nil)`.
    public init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image file `name` in `bundle` (nil: the main bundle), in the variant that suits
    /// `traitCollection`'s display scale (unspecified or nil: the main screen's scale).
    ///
    /// `name` may carry its extension (`"star.png"`) or not (`"star"`: `.png`, then `.jpg` and `.jpeg`, are
    /// tried) and may name a subfolder (`"icons/star"`). For display scale 2, `star@2x.png` is preferred,
    /// then `star.png`, then `star@3x.png`; for scale 3: `@3x`, `@2x`, 1x; for scale 1: 1x, `@2x`, `@3x`. The
    /// image's `scale` is that of the file found. A file named exactly `name` is the last resort.
    ///
    /// Images are cached, thread-safely: the same name, bundle and display scale give the same instance
    /// for the life of the process. A missing or undecodable file gives nil and is not cached (a file added
    /// later is found).
    ///
    /// Deviation: iOS finds only PNG files without an extension (asset catalogs aside); OpenUIKit also
    /// tries `.jpg` and `.jpeg`. Device modifiers (`~ipad`) and asset catalogs are not read. Called on a
    /// subclass of UIImage, it returns nil and says why: the cache holds UIImage instances only.
    ///
    /// Source: Apple, `init(named:)`, `init(named:in:compatibleWith:)`.
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let requested = traitCollection.map(\.displayScale).flatMap { $0 > 0 ? $0 : nil } ?? MainScreenScale.value
        guard let image = NamedImageCache.shared.image(named: name, in: bundle ?? .main, scale: requested) else { return nil }
        guard let typed = image as? Self else {
            FileHandle.standardError.write(
                Data(
                    "UIImage(named:in:compatibleWith:): called on \(Self.self), a subclass of UIImage; named images are UIImage instances. Returning nil.\n"
                        .utf8))
            return nil
        }
        self = typed
    }
}

extension UIImage {
    /// An animated image from the files `name0`, `name1`, ... up to `name1024` (each looked up as
    /// `UIImage(named:)` does), stopping at the first one missing; counting may start at 1 when `name0` is
    /// absent. Returns nil when no frame is found.
    ///
    /// Source: Apple, `animatedImageNamed(_:duration:)`.
    public class func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        animatedImage(with: NamedImageCache.frames(named: name), duration: duration)
    }

    /// An animated image of resizable frames (see ``animatedImageNamed(_:duration:)``), each with
    /// `capInsets` and the `.tile` resizing mode.
    public class func animatedResizableImageNamed(_ name: String, capInsets: UIEdgeInsets, duration: TimeInterval) -> UIImage? {
        animatedResizableImageNamed(name, capInsets: capInsets, resizingMode: .tile, duration: duration)
    }

    /// An animated image of resizable frames (see ``animatedImageNamed(_:duration:)``), each with
    /// `capInsets` and `resizingMode`.
    public class func animatedResizableImageNamed(
        _ name: String, capInsets: UIEdgeInsets, resizingMode: ResizingMode,
        duration: TimeInterval
    ) -> UIImage? {
        let frames = NamedImageCache.frames(named: name).map { $0.resizableImage(withCapInsets: capInsets, resizingMode: resizingMode) }
        return animatedImage(with: frames, duration: duration)
    }
}

/// The process-wide cache behind `UIImage(named:)`, keyed by bundle, name and requested scale.
final class NamedImageCache: @unchecked Sendable {
    static let shared = NamedImageCache()

    private struct Key: Hashable {
        let directory: String
        let name: String
        let scale: Int
    }
    private let lock = NSLock()
    private var images: [Key: UIImage] = [:]

    func image(named name: String, in bundle: Bundle, scale requested: CGFloat) -> UIImage? {
        guard !name.isEmpty else { return nil }
        let directory = (bundle.resourceURL ?? bundle.bundleURL).standardizedFileURL.path
        let scale = Int(min(3, max(1, requested.rounded())))
        let key = Key(directory: directory, name: name, scale: scale)
        if let cached = lock.withLock({ images[key] }) { return cached }
        guard let loaded = NamedImageCache.load(name, directory: directory, preferredScale: scale) else { return nil }
        return lock.withLock {
            if let raced = images[key] { return raced }  // Another thread loaded it first: one instance wins.
            images[key] = loaded
            return loaded
        }
    }

    /// Loads the best file for `name` under `directory`, or nil.
    private static func load(_ name: String, directory: String, preferredScale: Int) -> UIImage? {
        let known = ["png", "jpg", "jpeg"]
        let given = (name as NSString).pathExtension
        let stem: String, extensions: [String]
        if known.contains(given.lowercased()) {
            stem = (name as NSString).deletingPathExtension
            extensions = [given]
        } else {
            stem = name
            extensions = known
        }
        let scales = [preferredScale] + (1...3).filter { $0 < preferredScale }.reversed() + (1...3).filter { $0 > preferredScale }
        let base = URL(fileURLWithPath: directory, isDirectory: true)
        var candidates: [(path: String, scale: CGFloat)] = []
        for scale in scales {
            for ext in extensions {
                let file = scale == 1 ? "\(stem).\(ext)" : "\(stem)@\(scale)x.\(ext)"
                candidates.append((base.appendingPathComponent(file).path, CGFloat(scale)))
            }
        }
        candidates.append((base.appendingPathComponent(name).path, UIImage.scale(fromFileName: name)))
        for candidate in candidates where FileManager.default.fileExists(atPath: candidate.path) {
            guard let data = FileManager.default.contents(atPath: candidate.path),
                let decoded = UIImage.decode(data)
            else { continue }
            return UIImage(cgImage: decoded.image, scale: candidate.scale, orientation: decoded.orientation, attributes: .init())
        }
        return nil
    }

    /// The frames `name0`...`name1024` from the main bundle.
    static func frames(named name: String) -> [UIImage] {
        var frames: [UIImage] = []
        for index in 0...1024 {
            if let frame = UIImage(named: "\(name)\(index)") {
                frames.append(frame)
            } else if index > 0 {
                break  // "name0" may be absent (frames numbered from 1); any later gap ends.
            }
        }
        return frames
    }
}

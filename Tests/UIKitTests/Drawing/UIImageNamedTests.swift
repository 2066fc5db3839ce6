import Foundation
import Testing
import UIKit

/// A bundle on disk for one test: a fresh folder opened with `Bundle(path:)`.
final class ImageTestBundle {
    let folder: ImageTestFolder
    let bundle: Bundle

    /// A bundle holding `files`: each name maps to the colour of a 4×4-pixel PNG (JPEG for `.jpg`/`.jpeg`).
    init(_ files: [String: UIColor]) throws {
        folder = try ImageTestFolder()
        for (name, color) in files {
            let image = ImageFixture.make(CGSize(width: 4, height: 4), opaque: true) {
                ImageFixture.fill(color, CGRect(x: 0, y: 0, width: 4, height: 4))
            }
            let isJPEG = name.hasSuffix(".jpg") || name.hasSuffix(".jpeg")
            try folder.write((isJPEG ? image.jpegData(compressionQuality: 1) : image.pngData())!, to: name)
        }
        bundle = try #require(Bundle(path: folder.path))
    }

    func remove() { folder.remove() }

    /// `UIImage(named:in:compatibleWith:)` in this bundle for display scale `scale`.
    func image(_ name: String, scale: CGFloat) -> UIImage? {
        UIImage(named: name, in: bundle, compatibleWith: UITraitCollection(displayScale: scale))
    }
}

@Suite("UIImage(named:in:compatibleWith:)")
struct UIImageNamedTests {
    @Test("The display scale picks the @2x or @3x file; the image takes that file's scale")
    func scaleVariants() throws {
        let star = try ImageTestBundle(["star.png": .red, "star@2x.png": .green, "star@3x.png": .blue])
        defer { star.remove() }
        let one = try #require(star.image("star", scale: 1))
        let two = try #require(star.image("star", scale: 2))
        let three = try #require(star.image("star", scale: 3))
        #expect(one.scale == 1 && one.size == CGSize(width: 4, height: 4) && ImageBitmap(one)[0, 0] == .red)
        #expect(two.scale == 2 && two.size == CGSize(width: 2, height: 2) && ImageBitmap(two)[0, 0] == .green)
        #expect(three.scale == 3 && ImageBitmap(three)[0, 0] == .blue)
    }

    @Test(
        "A missing variant falls back: to lower scales first, then higher ones",
        arguments: [
            (["a.png", "a@2x.png"], 3.0, 2.0),
            (["a.png", "a@3x.png"], 2.0, 1.0),
            (["a@3x.png"], 2.0, 3.0),
            (["a@2x.png", "a@3x.png"], 1.0, 2.0),
            (["a.png"], 3.0, 1.0),
        ])
    func fallback(files: [String], displayScale: CGFloat, expectedScale: CGFloat) throws {
        let bundle = try ImageTestBundle(Dictionary(uniqueKeysWithValues: files.map { ($0, UIColor.red) }))
        defer { bundle.remove() }
        #expect(bundle.image("a", scale: displayScale)?.scale == expectedScale)
    }

    @Test("A name with an extension, a subfolder, or a JPEG file is found; PNG is tried before JPEG")
    func nameForms() throws {
        let bundle = try ImageTestBundle([
            "star.png": .red, "star@2x.png": .green, "icons/gear.png": .blue,
            "photo.jpg": .white, "scan.jpeg": .white, "both.png": .red, "both.jpg": .blue,
        ])
        defer { bundle.remove() }
        #expect(bundle.image("star.png", scale: 2)?.scale == 2)
        #expect(bundle.image("star.png", scale: 1)?.scale == 1)
        #expect(bundle.image("icons/gear", scale: 1) != nil)
        #expect(bundle.image("photo", scale: 1) != nil && bundle.image("photo.jpg", scale: 1) != nil)
        #expect(bundle.image("scan", scale: 1) != nil)
        #expect(try ImageBitmap(#require(bundle.image("both", scale: 1)))[0, 0] == .red)
    }

    @Test("The same name, bundle and scale give the same instance; another scale gives another image")
    func cache() throws {
        let bundle = try ImageTestBundle(["star.png": .red, "star@2x.png": .green])
        defer { bundle.remove() }
        let first = try #require(bundle.image("star", scale: 2))
        #expect(bundle.image("star", scale: 2) === first)
        #expect(
            UIImage(named: "star", in: bundle.bundle, compatibleWith: UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 2)]))
                === first)
        #expect(bundle.image("star", scale: 1) !== first)
        #expect(bundle.image("star", scale: 1) === bundle.image("star", scale: 1))
    }

    @Test("Concurrent look-ups of one name all get the one cached instance")
    func cacheIsThreadSafe() throws {
        let bundle = try ImageTestBundle(["dot.png": .red])
        defer { bundle.remove() }
        let lock = NSLock()
        nonisolated(unsafe) var identities: Set<ObjectIdentifier> = []
        let target = bundle.bundle
        DispatchQueue.concurrentPerform(iterations: 16) { _ in
            let image = UIImage(named: "dot", in: target, compatibleWith: UITraitCollection(displayScale: 1))
            lock.withLock { _ = identities.insert(ObjectIdentifier(image!)) }
        }
        #expect(identities.count == 1)
    }

    @Test("A missing name, an empty name or a file that does not decode gives nil")
    func missing() throws {
        let bundle = try ImageTestBundle(["star.png": .red])
        defer { bundle.remove() }
        try bundle.folder.write(Data("not a png".utf8), to: "broken.png")
        #expect(bundle.image("nothing", scale: 2) == nil)
        #expect(bundle.image("", scale: 1) == nil)
        #expect(bundle.image("broken", scale: 1) == nil)
        #expect(bundle.image("star.gif", scale: 1) == nil)
        #expect(UIImage(named: "openuikit-no-such-image-anywhere") == nil)
    }

    @Test("A file added after a failed look-up is found: failures are not cached")
    func failuresNotCached() throws {
        let bundle = try ImageTestBundle([:])
        defer { bundle.remove() }
        #expect(bundle.image("late", scale: 1) == nil)
        let image = ImageFixture.make(CGSize(width: 1, height: 1)) {}
        try bundle.folder.write(image.pngData()!, to: "late.png")
        #expect(bundle.image("late", scale: 1) != nil)
    }
}

@Suite("UITraitCollection (display scale)")
struct UITraitCollectionDisplayScaleTests {
    @Test("displayScale is 0 (unspecified) by default and as given otherwise; invalid values are unspecified")
    func displayScale() {
        #expect(UITraitCollection().displayScale == 0)
        #expect(UITraitCollection(displayScale: 2).displayScale == 2)
        #expect(UITraitCollection(displayScale: -1).displayScale == 0)
        #expect(UITraitCollection(displayScale: .nan).displayScale == 0)
    }

    @Test("init(traitsFrom:): the last collection that specifies a trait wins; unspecified values never override")
    func combining() {
        let two = UITraitCollection(displayScale: 2), three = UITraitCollection(displayScale: 3), none = UITraitCollection()
        #expect(UITraitCollection(traitsFrom: [two, three]).displayScale == 3)
        #expect(UITraitCollection(traitsFrom: [three, two]).displayScale == 2)
        #expect(UITraitCollection(traitsFrom: [two, none]).displayScale == 2)
        #expect(UITraitCollection(traitsFrom: []).displayScale == 0)
    }

    @Test("Trait collections with the same values are equal; containsTraits(in:) ignores unspecified traits")
    func equality() {
        #expect(UITraitCollection(displayScale: 2) == UITraitCollection(displayScale: 2))
        #expect(UITraitCollection(displayScale: 2) != UITraitCollection(displayScale: 3))
        #expect(UITraitCollection(displayScale: 2).containsTraits(in: UITraitCollection()))
        #expect(UITraitCollection(displayScale: 2).containsTraits(in: UITraitCollection(displayScale: 2)))
        #expect(!UITraitCollection(displayScale: 2).containsTraits(in: UITraitCollection(displayScale: 3)))
    }
}

import HeadlessBackend
import UIKit

/// Renders the Catalog's pages to PNG files: every gallery drawing at scale 1 and 2, and one sheet
/// showing them all with their captions.
enum CatalogScreenshots {
    /// Writes the files into `directory` (created if needed) and returns their URLs.
    static func write(to directory: URL) throws -> [URL] {
        let galleryFolder = directory.appendingPathComponent("gallery", isDirectory: true)
        try FileManager.default.createDirectory(at: galleryFolder, withIntermediateDirectories: true)
        var written: [URL] = []
        for item in Gallery.items {
            for scale in [1, 2] {
                let file = galleryFolder.appendingPathComponent("\(item.name)@\(scale)x.png")
                try item.render(scale: CGFloat(scale)).pngData()?.write(to: file)
                written.append(file)
            }
        }
        let sheet = directory.appendingPathComponent("gallery.png")
        try GallerySheet.render(scale: 1).pngData()?.write(to: sheet)
        written.append(sheet)
        return written
    }
}

extension CatalogScreenshots {
    /// Renders each Catalog page as the window shows it (1024x768 points, scale 1) through a headless
    /// application, into `directory/pages/<name>.png`, and returns their URLs. The Touches page shows a
    /// touch at (600, 400).
    @MainActor
    static func writePages(to directory: URL) throws -> [URL] {
        let folder = directory.appendingPathComponent("pages", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let backend = HeadlessBackend(screenSize: CatalogApp.screenSize, scale: 1)
        let (app, host) = CatalogApp.launchHeadless(on: backend)
        defer {
            app.window?.isHidden = true
            host.shutDown()
        }
        var written: [URL] = []
        for (index, page) in CatalogPage.all.enumerated() {
            app.root.select(index)
            host.runTurn()
            if page.name == "touches" {
                let point = CGPoint(x: 600, y: 400)
                backend.enqueue(.pointer(phase: .began, id: 0, location: point, clickCount: 1, timestamp: host.now))
                backend.enqueue(.pointer(phase: .ended, id: 0, location: point, clickCount: 1, timestamp: host.now))
                host.runTurn()
            }
            host.commit()
            let file = folder.appendingPathComponent("\(page.name).png")
            try UIImage(cgImage: host.compositor.frame).pngData()?.write(to: file)
            written.append(file)
        }
        return written
    }
}

/// One page showing every gallery drawing under its caption; small drawings are magnified with
/// nearest-neighbour sampling so their pixels can be seen.
enum GallerySheet {
    static let width: CGFloat = 1024
    static let margin: CGFloat = 24

    static func zoom(for item: GalleryItem) -> CGFloat {
        max(1, min(8, (96 / max(item.size.width, item.size.height)).rounded(.down)))
    }

    static var height: CGFloat {
        Gallery.items.reduce(margin * 2 + 40) { $0 + 22 + $1.size.height * zoom(for: $1) + 18 }
    }

    /// The sheet at `scale`; with `top`, only its first `top` points (the drawings that start there,
    /// each drawn whole, and cut at the image's bottom edge), which a view showing the top of the sheet
    /// needs before the rest.
    static func render(scale: CGFloat, top: CGFloat? = nil) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = true
        let height = min(self.height, top ?? .infinity)
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { context in
            // A light gray page, so that white drawings show.
            UIColor(white: 0.93, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
            let title: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 22), .foregroundColor: UIColor.black]
            ("OpenUIKit drawing gallery: every drawing example in the seeds" as NSString)
                .draw(at: CGPoint(x: margin, y: margin), withAttributes: title)
            let captionAttributes: [NSAttributedString.Key: Any] = [
                .font: UIFont.systemFont(ofSize: 13),
                .foregroundColor: UIColor.darkGray,
            ]
            var y = margin + 40
            for item in Gallery.items where y < height {
                (item.caption as NSString).draw(at: CGPoint(x: margin, y: y), withAttributes: captionAttributes)
                y += 22
                let zoom = zoom(for: item)
                let image = item.render(scale: 2)
                context.cgContext.saveGState()
                context.cgContext.interpolationQuality = zoom > 1 ? .none : .high
                image.draw(in: CGRect(x: margin, y: y, width: item.size.width * zoom, height: item.size.height * zoom))
                context.cgContext.restoreGState()
                y += item.size.height * zoom + 18
            }
        }
    }
}

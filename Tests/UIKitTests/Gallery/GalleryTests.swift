// Goldens of the drawing gallery: every drawing example in the seeds, at scale 1 and 2, and the sheet
// that shows them all. Each golden was looked at against the seed's description (see the commit notes).
@testable import Catalog
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@Suite("Drawing gallery")
struct GalleryTests {
    @Test("Each seed drawing renders as its golden at scale 1 and 2", arguments: Gallery.items.map(\.name))
    func drawing(name: String) {
        let item = Gallery.items.first { $0.name == name }!
        for scale in [1, 2] {
            assertSnapshot(of: item.render(scale: CGFloat(scale)), as: .image, named: "\(name)@\(scale)x")
        }
    }

    @Test("The gallery sheet shows every drawing under its caption")
    func gallerySheet() {
        assertSnapshot(of: GallerySheet.render(scale: 1), as: .image, named: "sheet")
    }
}

import Testing
import UIKitPort

/// Where `import UIKit` goes when a file lacks it.
@Suite struct ImportPlacementTests {
    @Test func afterTheLeadingCommentBlockWhenTheFileHasNoImport() {
        let text = "// Copyright\n// Someone\n\n/// A view.\nclass V: UIView {}\n"
        #expect(port(text).outputs[0].text == "// Copyright\n// Someone\n\nimport UIKit\n\n/// A view.\nclass V: UIView {}\n")
    }

    @Test func atTheTopWhenTheFileHasNoImportAndNoHeader() {
        let text = "/// A layer.\nclass L: CALayer {}\n"
        #expect(port(text).outputs[0].text == "import UIKit\n\n/// A layer.\nclass L: CALayer {}\n")
    }

    @Test func afterTheLastImport() {
        let text = "import Foundation\nimport os // logging\n\nlet color = UIColor.red\n"
        #expect(port(text).outputs[0].text == "import Foundation\nimport os // logging\nimport UIKit\n\nlet color = UIColor.red\n")
    }

    @Test func notWhenAModuleThatProvidesTheNamesIsImported() {
        for module in ["UIKit", "CoreGraphics", "QuartzCore", "SwiftUI"] {
            let text = "import \(module)\n\nlet size = CGSize.zero\n"
            #expect(port(text).edits.isEmpty, "\(module)")
        }
        let conditional = "#if canImport(UIKit)\nimport UIKit\n#endif\n\nlet size = CGSize.zero\n"
        #expect(port(conditional).edits.isEmpty)
    }

    @Test func notForNamesOnlyInCommentsStringsOrConstants() {
        let text = "import Foundation\n\n// UIView is not used here.\nlet CANCEL = \"UIColor\"\n"
        #expect(port(text).edits.isEmpty)
    }
}

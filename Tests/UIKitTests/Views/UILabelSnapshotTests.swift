// Goldens of labels at scale 1 and 2: alignment, truncation, the seed's shadows, dimming and highlight,
// several lines. Each PNG was looked at (see the commit message).
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UILabel goldens")
struct UILabelSnapshotTests {
    init() { TestFonts.pin() }

    /// A white sheet with `labels` stacked from the top, 8 pt apart, each on a faint gray showing its bounds.
    func sheet(width: CGFloat, _ labels: [UILabel]) -> UIView {
        var y: CGFloat = 8
        let sheet = UIView()
        sheet.backgroundColor = .white
        for label in labels {
            label.frame.origin = CGPoint(x: 8, y: y)
            if label.backgroundColor == nil { label.backgroundColor = UIColor(white: 0.93, alpha: 1) }
            sheet.addSubview(label)
            y = label.frame.maxY + 8
        }
        sheet.frame = CGRect(x: 0, y: 0, width: width, height: y)
        return sheet
    }

    func label(_ text: String, width: CGFloat = 220, height: CGFloat = 28, _ configure: (UILabel) -> Void = { _ in }) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: height))
        label.text = text
        configure(label)
        return label
    }

    /// Snapshots the scene `make` builds, at scale 1 and 2 (views are made after the harness sets the scale).
    func snapshot(_ name: String, testName: String = #function, _ make: () -> UIView) {
        for scale in [1, 2] {
            let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: CGFloat(scale))
            _ = h
            assertSnapshot(of: make(), as: .image, named: "\(name)@\(scale)x", testName: testName)
        }
    }

    @Test("Left, centre, right and natural alignment (spec 001-003 #147, spec 004 T002)")
    func alignment() {
        snapshot("alignment") {
            sheet(
                width: 236,
                [
                    label("Left aligned") { $0.textAlignment = .left },
                    label("Centred") { $0.textAlignment = .center },
                    label("Right aligned") { $0.textAlignment = .right },
                    label("Natural (left)") { $0.textAlignment = .natural },
                    label("Bold red, centred") {
                        $0.textAlignment = .center; $0.font = .boldSystemFont(ofSize: 20); $0.textColor = .red
                    },
                ])
        }
    }

    @Test("Head, middle and tail truncation, clipping and one-line word wrapping (spec 001-003 #141-#144)")
    func truncation() {
        let text = "The quick brown fox jumps over the lazy dog"
        snapshot("truncation") {
            sheet(
                width: 196,
                [
                    label(text, width: 180) { $0.lineBreakMode = .byTruncatingHead },
                    label(text, width: 180) { $0.lineBreakMode = .byTruncatingMiddle },
                    label(text, width: 180) { $0.lineBreakMode = .byTruncatingTail },
                    label(text, width: 180) { $0.lineBreakMode = .byClipping },
                    label(text, width: 180) { $0.lineBreakMode = .byWordWrapping },
                ])
        }
    }

    @Test("Seed 004's shadows: black at (2, 2), none, gray at (1, 1) (spec 004 T005, T006, T008; E1, E2)")
    func shadows() {
        let font = UIFont.boldSystemFont(ofSize: 24)
        snapshot("shadows") {
            sheet(
                width: 236,
                [
                    label("Heavy shadow", height: 36) {
                        $0.font = font; $0.shadowColor = .black; $0.shadowOffset = CGSize(width: 2, height: 2)
                    },
                    label("No shadow", height: 36) { $0.font = font },
                    label("Subtle shadow", height: 36) {
                        $0.font = font; $0.shadowColor = .gray; $0.shadowOffset = CGSize(width: 1, height: 1)
                    },
                    label("Top: (0, -1)", height: 36) {
                        $0.font = font; $0.shadowColor = .lightGray
                    },
                ].map {
                    $0.backgroundColor = .white; return $0
                })
        }
    }

    @Test("Enabled, disabled (dimmed), highlighted with and without a colour (spec 004 T003, T009, T010)")
    func states() {
        snapshot("states") {
            sheet(
                width: 236,
                [
                    label("Enabled"),
                    label("Disabled") { $0.isEnabled = false },
                    label("Disabled, red") {
                        $0.isEnabled = false; $0.textColor = .red
                    },
                    label("Highlighted, no colour") { $0.isHighlighted = true },
                    label("Highlighted in orange") {
                        $0.isHighlighted = true; $0.highlightedTextColor = .orange
                    },
                ])
        }
    }

    @Test("Several lines: wrapped, limited with tail truncation, centred, shrunk to fit (spec 001-003 #140, #145)")
    func multiline() {
        let text = "The quick brown fox jumps over the lazy dog and keeps on running"
        snapshot("multiline") {
            sheet(
                width: 196,
                [
                    label(text, width: 180, height: 90) { $0.numberOfLines = 0 },
                    label(text, width: 180, height: 44) { $0.numberOfLines = 2 },
                    label(text, width: 180, height: 90) {
                        $0.numberOfLines = 0; $0.textAlignment = .center; $0.font = .italicSystemFont(ofSize: 15)
                    },
                    label("Shrinks to fit the width", width: 120) {
                        $0.adjustsFontSizeToFitWidth = true; $0.minimumScaleFactor = 0.5
                    },
                    label("Shrinks to half, then truncates the tail", width: 120) {
                        $0.adjustsFontSizeToFitWidth = true; $0.minimumScaleFactor = 0.5
                    },
                ])
        }
    }
}

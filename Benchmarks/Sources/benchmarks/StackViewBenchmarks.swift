import Foundation
import UIKit
import UIKitTesting

/// UIStackView through UIKit's public API: a form of 20 rows, then of 100, in a vertical stack (each row a horizontal
/// stack of a label and a rounded-rect text field, aligned on their baselines), in a 1024×768 window,
/// placed by its top, leading edge and width, so that it is as tall as its rows (as in a scroll view).
/// Cold: the stacks built, then `layoutIfNeeded()` (their constraints made in the update-constraints
/// pass, solved, frames set). Toggle: one row hidden or shown again, then `layoutIfNeeded()` (the column
/// swaps the few constraints that change and the rows below move).
@MainActor
enum StackViewBenchmarks {
    static func form(rows: Int) -> UIStackView {
        let column = UIStackView()
        column.axis = .vertical
        column.spacing = 8
        for index in 0..<rows {
            let label = UILabel()
            label.text = "Field \(index)"
            let field = UITextField()
            field.borderStyle = .roundedRect
            field.placeholder = "Value"
            let row = UIStackView(arrangedSubviews: [label, field])
            row.spacing = 8
            row.alignment = .firstBaseline
            column.addArrangedSubview(row)
        }
        return column
    }

    static func run() {
        for rows in [20, 100] { run(rows: rows) }
    }

    static func run(rows count: Int) {
        let h = UIKitTestHarness(windowSize: CGSize(width: 1024, height: 768), scale: 2, idiom: .pad, orientation: .landscapeLeft)
        var samples: [Double] = []
        var column = form(rows: count)
        for _ in 0..<6 {
            column.removeFromSuperview()
            h.runTurn()
            let start = DispatchTime.now().uptimeNanoseconds
            column = form(rows: count)
            column.translatesAutoresizingMaskIntoConstraints = false
            h.window.addSubview(column)
            NSLayoutConstraint.activate([
                column.topAnchor.constraint(equalTo: h.window.topAnchor, constant: 20),
                column.leadingAnchor.constraint(equalTo: h.window.leadingAnchor, constant: 20),
                column.widthAnchor.constraint(equalToConstant: 600),
            ])
            h.window.layoutIfNeeded()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        let rows = column.arrangedSubviews
        precondition(rows[1].frame.minY == rows[0].frame.maxY + 8, "stack benchmark: unexpected layout \(rows[1].frame)")
        let cold = samples.dropFirst().sorted()[2]
        print(String(format: "%-46@ %10.3f ms", "stack views: a form of \(count) rows, cold" as NSString, cold))
        let toggle = measure(iterations: 50) {
            rows[count / 2].isHidden.toggle()
            h.window.layoutIfNeeded()
        }
        print(String(format: "%-46@ %10.3f ms", "stack views: hide or show one row of \(count)" as NSString, toggle / 1000))
        h.runTurn()
    }
}

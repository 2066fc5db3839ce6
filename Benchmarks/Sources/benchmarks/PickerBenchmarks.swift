import Foundation
import UIKit
import UIKitTesting

/// A picker whose drum of 10,000 rows spins at full speed after a flick, at 1024×768@2x: the time of one
/// frame while it spins (the deceleration tick, the drum's layout of the rows on its visible half, their
/// display and the composite), median of five flicks. Issue 19's target: ≤ 1 ms per frame — only the
/// visible rows are laid out and drawn.
@MainActor
enum PickerBenchmarks {
    final class Rows: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 10_000 }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "Row \(row)" }
    }

    static func run() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 1024, height: 768), scale: 2, idiom: .pad, orientation: .landscapeLeft)
        h.window.backgroundColor = .white
        let rows = Rows()
        let picker = UIPickerView(frame: CGRect(x: 352, y: 276, width: 320, height: 216))
        picker.dataSource = rows
        picker.delegate = rows
        h.window.addSubview(picker)
        h.runTurn()
        let start = picker.convert(CGPoint(x: 160, y: 160), to: nil)
        var samples: [Double] = []
        for _ in 0..<6 {
            picker.selectRow(5_000, inComponent: 0, animated: false)
            h.runTurn()
            // A fast flick upwards: the drum spins on for a few seconds.
            h.drag(from: start, to: CGPoint(x: start.x, y: start.y - 120), steps: 4, duration: 0.04)
            let frames = 30
            let begin = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<frames { h.advance(by: 1.0 / 60) }
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - begin) / 1e6 / Double(frames))
            h.advance(by: 10)
        }
        let median = samples.dropFirst().sorted()[samples.count / 2 - 1]
        print(String(format: "%-46@ %10.2f ms", "picker: a drum of 10,000 rows spinning" as NSString, median))
    }
}

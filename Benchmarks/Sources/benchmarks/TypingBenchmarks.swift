import Foundation
import UIKit
import UIKitTesting

/// Typing into a long text: 200 characters typed one by one into the middle of a 10,000-word text
/// (100 paragraphs of 100 words) in a UITextView, each keystroke a full turn (the text event,
/// the edit and relayout of its paragraph, display of what changed, the composite) at 1024×768@2x.
/// Issue 6's target: ≤ 2 ms per keystroke.
@MainActor
enum TypingBenchmarks {
    static func run() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 1024, height: 768), scale: 2, idiom: .pad, orientation: .landscapeLeft)
        h.window.backgroundColor = .white
        let words = ["lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing", "elit", "sed", "do"]
        var paragraphs: [String] = []
        for p in 0..<100 {
            paragraphs.append((0..<100).map { words[($0 * 7 + p) % words.count] }.joined(separator: " "))
        }
        let text = paragraphs.joined(separator: "\n")
        let view = UITextView(frame: h.window.bounds)
        view.font = .systemFont(ofSize: 17)
        view.text = text
        h.window.addSubview(view)
        _ = view.becomeFirstResponder()
        h.runTurn()
        // The middle of the text, scrolled into view.
        let middle = (text.utf16.count / 2)
        view.selectedRange = NSRange(location: middle, length: 0)
        let caret = view.caretRect(for: view.selectedTextRange!.start)
        view.contentOffset.y = max(0, (caret.midY - view.bounds.height / 2).rounded())
        h.runTurn()
        let typed = Array("the quick brown fox jumps over the lazy dog ".utf8)
        var index = 0
        // Wall time, and this thread's CPU time (steadier when other processes share the cores).
        func cpuTime() -> Double {
            var t = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
            return Double(t.tv_sec) * 1000 + Double(t.tv_nsec) / 1_000_000
        }
        let start = DispatchTime.now().uptimeNanoseconds
        let cpuStart = cpuTime()
        for _ in 0..<200 {
            h.typeText(String(UnicodeScalar(typed[index % typed.count])))
            index += 1
        }
        let perKey = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000 / 200
        let cpuPerKey = (cpuTime() - cpuStart) / 200
        print(String(format: "%-46@ %10.3f ms", "typing: 10,000 words, per keystroke" as NSString, perKey))
        print(String(format: "%-46@ %10.3f ms", "typing: 10,000 words, per keystroke (CPU)" as NSString, cpuPerKey))
        let p = h.lastCommitPhases
        for (name, value) in [("layout", p.layout), ("display", p.display), ("composite", p.composite)] {
            print(String(format: "%-46@ %10.3f ms", "  \(name) (last keystroke)" as NSString, value * 1000))
        }
    }
}

import CBaseline
import Foundation
import UIKit
import UIKitTesting

/// UITableView at 1024×768@2x, a plain table filling an iPad window in landscape, of `.subtitle` cells (a
/// title and a detail) that a registered class makes and the data source dequeues with
/// `dequeueReusableCell(withIdentifier:for:)`.
///
/// Scrolling: 100,000 rows, the content offset moving 7 points a frame through 3,000 frames; each frame is
/// the whole run-loop turn (the offset set, then layout: tiling, reuse and the data source; display of the
/// labels of rows that come into view; the composite), timed on its own, mean and 95th percentile. Three
/// ways of giving heights: a fixed `rowHeight` of 44, `estimatedRowHeight` 44 (each row measured as it
/// comes into view), and self-sizing cells (`automaticDimension`, estimated 44). No cell may be made after
/// the first screenful has scrolled by (checked: the benchmark stops if one is). The thread's CPU time per
/// frame is printed too: on a busy machine it is the steadier figure.
///
/// Reload: `reloadData()` then the table's next layout pass (`layoutIfNeeded()`), with 1,000 and 100,000
/// estimated rows, at the top and in the middle of the table; then the same with a fixed row height.
///
/// Memory: the bytes malloc holds (`mallinfo2`: arena plus mmapped blocks) after the table is built and its
/// first frame drawn, minus before, for 1,000 and 100,000 rows; what grows with the row count is the
/// difference. The visible cells' layers and backing stores are in both figures.
///
/// Issue 17's targets: ≤ 1.5 ms per scroll frame with no cell made after the first screenful; `reloadData`
/// of 100,000 estimated rows ≤ 5 ms; memory independent of the row count.
@MainActor
enum TableBenchmarks {
    /// The subtitle cell the table makes from its registered class; counts the cells made.
    final class SubtitleCell: UITableViewCell {
        static var made = 0

        override init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
            SubtitleCell.made += 1
        }

        required init?(coder: NSCoder) { nil }
    }

    /// `rows` rows in one section; the texts are made per row, nothing is stored per row.
    final class Source: NSObject, UITableViewDataSource {
        var rows: Int
        init(rows: Int) { self.rows = rows }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Subtitle", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row + 1)"
            cell.detailTextLabel?.text = "The detail of row \(indexPath.row + 1), in the subtitle style"
            return cell
        }
    }

    enum Heights: String {
        case fixed = "rowHeight 44"
        case estimated = "estimated 44"
        case selfSizing = "self-sizing"
    }

    /// `benchmarks tables [scroll|reload|memory]`: all three parts, or one (for profiling).
    static func run() {
        let part = CommandLine.arguments.dropFirst(2).first
        if part == nil || part == "scroll" {
            for heights in [Heights.fixed, .estimated, .selfSizing] { scroll(heights) }
        }
        if part == nil || part == "reload" {
            for heights in [Heights.estimated, .fixed] {
                for rows in [1_000, 100_000] { reload(heights, rows: rows) }
            }
        }
        guard part == nil || part == "memory" else { return }
        for heights in [Heights.fixed, .estimated] {
            let small = memory(heights, rows: 1_000), large = memory(heights, rows: 100_000)
            print(String(format: "%-46@ %10.0f B", "tables: memory, 1,000 rows, \(heights.rawValue)" as NSString, Double(small)))
            print(String(format: "%-46@ %10.0f B", "tables: memory, 100,000 rows, \(heights.rawValue)" as NSString, Double(large)))
        }
    }

    /// A harness with a 1024×768 table of `rows` rows filling its window, laid out and drawn once.
    static func makeTable(_ heights: Heights, rows: Int) -> (UIKitTestHarness, UITableView, Source) {
        let h = UIKitTestHarness(windowSize: CGSize(width: 1024, height: 768), scale: 2, idiom: .pad, orientation: .landscapeLeft)
        let (table, source) = addTable(to: h, heights, rows: rows)
        return (h, table, source)
    }

    static func addTable(to h: UIKitTestHarness, _ heights: Heights, rows: Int) -> (UITableView, Source) {
        let table = UITableView(frame: h.window.bounds, style: .plain)
        table.register(SubtitleCell.self, forCellReuseIdentifier: "Subtitle")
        switch heights {
        case .fixed: table.rowHeight = 44
        case .estimated: table.estimatedRowHeight = 44
        case .selfSizing:
            table.rowHeight = UITableView.automaticDimension
            table.estimatedRowHeight = 44
        }
        let source = Source(rows: rows)
        table.dataSource = source
        h.window.addSubview(table)
        h.runTurn()
        return (table, source)
    }

    static func scroll(_ heights: Heights) {
        SubtitleCell.made = 0
        let (h, table, source) = makeTable(heights, rows: 100_000)
        let firstScreenful = SubtitleCell.made
        // `BENCH_ITERATIONS=n`: n frames (for counts under callgrind).
        let frames = ProcessInfo.processInfo.environment["BENCH_ITERATIONS"].flatMap(Int.init) ?? 3_000
        let step: CGFloat = 7
        var samples: [Double] = []
        samples.reserveCapacity(frames)
        let cpuStart = threadCPUTime()
        var layout = 0.0, display = 0.0, composite = 0.0
        var madeAfterOneScreen: Int?
        var offset: CGFloat = 0
        for _ in 0..<frames {
            offset += step
            let start = DispatchTime.now().uptimeNanoseconds
            table.contentOffset.y = offset
            h.advance(by: 1.0 / 60)
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            let p = h.lastCommitPhases
            layout += p.layout
            display += p.display
            composite += p.composite
            if madeAfterOneScreen == nil && offset >= table.bounds.height { madeAfterOneScreen = SubtitleCell.made }
        }
        let cpu = (threadCPUTime() - cpuStart) / Double(frames)
        let made = SubtitleCell.made
        check(
            made == madeAfterOneScreen,
            "tables: \(made - (madeAfterOneScreen ?? 0)) cells made after the first screenful (\(heights.rawValue))")
        let firstRow = table.indexPathsForVisibleRows?.first?.row ?? 0
        check(
            table.contentOffset.y == offset && firstRow > frames / 10,
            "tables: the table did not scroll (\(table.contentOffset.y), first row \(firstRow))")
        let sorted = samples.sorted()
        let mean = samples.reduce(0, +) / Double(frames)
        let title = "tables: scroll 100,000 rows, \(heights.rawValue)"
        print(String(format: "%-46@ %10.2f ms", "\(title), mean" as NSString, mean))
        print(String(format: "%-46@ %10.2f ms", "\(title), p95" as NSString, sorted[frames * 95 / 100]))
        print(String(format: "%-46@ %10.2f ms", "  max" as NSString, sorted[frames - 1]))
        print(String(format: "%-46@ %10.2f ms", "  CPU time of this thread (mean)" as NSString, cpu))
        for (name, value) in [("layout", layout), ("display", display), ("composite", composite)] {
            print(String(format: "%-46@ %10.3f ms", "  \(name) (mean)" as NSString, value * 1000 / Double(frames)))
        }
        print(
            String(
                format: "%-46@ %10d / %d", "  cells made: first screenful / in all" as NSString, firstScreenful, made))
        withExtendedLifetime(source) {}
    }

    /// The median time of `reloadData()` and the table's next layout, at the top and mid-table.
    static func reload(_ heights: Heights, rows: Int) {
        let (h, table, source) = makeTable(heights, rows: rows)
        for (place, y) in [("top", CGFloat(0)), ("middle", CGFloat(rows / 2) * 44)] {
            table.contentOffset.y = y
            h.runTurn()
            var samples: [Double] = []
            for _ in 0..<31 {
                let start = DispatchTime.now().uptimeNanoseconds
                table.reloadData()
                table.layoutIfNeeded()
                samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
                h.runTurn()
            }
            check(table.visibleCells.count >= 17, "tables: reload left \(table.visibleCells.count) cells")
            let title = "tables: reload \(rows == 1_000 ? "1,000" : "100,000") rows, \(heights.rawValue), \(place)"
            print(String(format: "%-46@ %10.3f ms", title as NSString, samples.sorted()[samples.count / 2]))
        }
        withExtendedLifetime(source) {}
    }

    /// The bytes malloc holds more once a table of `rows` rows is built and drawn, in a harness of its own.
    static func memory(_ heights: Heights, rows: Int) -> Int {
        let h = UIKitTestHarness(windowSize: CGSize(width: 1024, height: 768), scale: 2, idiom: .pad, orientation: .landscapeLeft)
        h.runTurn()
        let before = mallocBytes()
        let (table, source) = addTable(to: h, heights, rows: rows)
        let held = mallocBytes() - before
        withExtendedLifetime((table, source)) {}
        return held
    }

    /// Stops the benchmarks with `message` when `condition` fails (in release, `precondition` drops its message).
    static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        guard !condition else { return }
        print("FAILED: \(message())")
        exit(1)
    }

    /// The CPU time this thread has used, in milliseconds (wall-clock figures suffer when the machine is busy).
    static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
    }

    /// Bytes in use by malloc: its arenas' and its mmapped blocks'.
    static func mallocBytes() -> Int {
        let info = mallinfo2()
        return Int(info.uordblks) + Int(info.hblkhd)
    }
}

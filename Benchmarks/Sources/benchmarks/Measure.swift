import Foundation

/// Runs `body` `iterations` times per sample, five samples, and returns the median time per iteration in µs.
/// `BENCH_ITERATIONS=n` runs n iterations and one sample (for profiling under callgrind).
func measure(iterations: Int, _ body: () -> Void) -> Double {
    let override = ProcessInfo.processInfo.environment["BENCH_ITERATIONS"].flatMap(Int.init)
    let iterations = override ?? iterations
    body()  // Warm up.
    var samples: [Double] = []
    for _ in 0..<(override == nil ? 5 : 1) {
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<iterations { body() }
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1000 / Double(iterations))
    }
    return samples.sorted()[samples.count / 2]
}

/// One line of the report: scenario, ours, baseline and the ratio.
func report(_ title: String, ours: Double, baseline: Double) {
    let ratio = ours / baseline
    print(String(format: "%-46@ %10.1f µs %10.1f µs   %+6.1f%%", title as NSString, ours, baseline, (ratio - 1) * 100))
}

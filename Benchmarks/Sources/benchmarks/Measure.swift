import Foundation

/// Runs `body` `iterations` times per sample, five samples, and returns the median time per iteration in µs.
func measure(iterations: Int, _ body: () -> Void) -> Double {
    body()   // Warm up.
    var samples: [Double] = []
    for _ in 0..<5 {
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<iterations { body() }
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1000 / Double(iterations))
    }
    return samples.sorted()[2]
}

/// One line of the report: scenario, ours, baseline and the ratio.
func report(_ title: String, ours: Double, baseline: Double) {
    let ratio = ours / baseline
    print(String(format: "%-46@ %10.1f µs %10.1f µs   %+6.1f%%", title as NSString, ours, baseline, (ratio - 1) * 100))
}

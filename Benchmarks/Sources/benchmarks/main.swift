import CBaseline
import Foundation
import UIKit

// Drawing scenes through OpenUIKit's API, against the same drawing with raw Cairo/Pango calls, on a
// 1024×768-point canvas at scale 2; then text measurement cold (new strings) against cached.

let size = CGSize(width: 1024, height: 768), scale: CGFloat = 2
let fontConfig = ProcessInfo.processInfo.environment["FONTCONFIG_FILE"] ?? "(system fonts)"
print(
    "OpenUIKit benchmarks — \(ProcessInfo.processInfo.hostName), \(ProcessInfo.processInfo.activeProcessorCount) cores, fonts: \(fontConfig)"
)
print(String(format: "%-46@ %13@ %13@ %9@", "scene" as NSString, "OpenUIKit" as NSString, "raw Cairo" as NSString, "overhead" as NSString))

UIGraphicsBeginImageContextWithOptions(size, false, scale)
let ours = UIGraphicsGetCurrentContext()!
let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width * scale), Int32(size.height * scale))!
let cr = cairo_create(surface)!
cairo_scale(cr, Double(scale), Double(scale))

// `benchmarks NAME` runs only the scenes whose title starts with NAME (for profiling one scene).
let only = CommandLine.arguments.dropFirst().first
for scene in Scenes.all where only.map({ scene.title.hasPrefix($0) }) ?? true {
    let oursTime = measure(iterations: scene.iterations) { scene.ours(ours) }
    let rawTime = measure(iterations: scene.iterations) { scene.raw(cr) }
    report(scene.title, ours: oursTime, baseline: rawTime)
}

if only == nil || only == "measure" { TextMeasurement.run() }
UIGraphicsEndImageContext()
if only == nil || only == "core" { MainActor.assumeIsolated { CoreBenchmarks.run() } }
if only == nil || only == "animation" { MainActor.assumeIsolated { AnimationBenchmarks.run() } }
if only == nil || only == "scroll" { MainActor.assumeIsolated { ScrollBenchmarks.run() } }
if only == nil || only == "page" { MainActor.assumeIsolated { PageBenchmarks.run() } }
if only == nil || only == "controls" { MainActor.assumeIsolated { ControlBenchmarks.run() } }
if only == nil || only == "solver" { SolverBenchmarks.run() }
if only == nil || only == "typing" { MainActor.assumeIsolated { TypingBenchmarks.run() } }
if only == nil || only == "autolayout" { MainActor.assumeIsolated { AutoLayoutBenchmarks.run() } }
if only == nil || only == "stackviews" { MainActor.assumeIsolated { StackViewBenchmarks.run() } }
if only == nil || only == "presentation" { MainActor.assumeIsolated { PresentationBenchmarks.run() } }
if only == nil || only == "bars" { MainActor.assumeIsolated { BarBenchmarks.run() } }
if only == nil || only == "tables" { MainActor.assumeIsolated { TableBenchmarks.run() } }
if only == nil || only == "navigation" { MainActor.assumeIsolated { NavigationBenchmarks.run() } }
if only == nil || only == "picker" { MainActor.assumeIsolated { PickerBenchmarks.run() } }

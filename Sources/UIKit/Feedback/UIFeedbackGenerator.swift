/// The abstract base of the haptic feedback generators.
///
/// Haptics need a Taptic Engine: UIKit plays nothing on devices without one (iPads, older iPhones), and
/// a Linux desktop has none, so here every generator plays nothing, as UIKit does on such a device. The
/// API is complete so that code that gives feedback compiles and runs unchanged.
///
/// Source: Apple, `UIFeedbackGenerator` ("On devices that do not support haptic feedback, calls to the
/// feedback generator's methods have no effect").
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    public override init() { super.init() }

    /// Readies the generator to give feedback soon with little latency; nothing to ready here.
    open func prepare() {}
}

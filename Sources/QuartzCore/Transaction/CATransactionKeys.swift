/// The key of a transaction's `disableActions` setting, for `CATransaction.setValue(_:forKey:)`.
public let kCATransactionDisableActions: String = "disableActions"
/// The key of a transaction's `animationDuration` setting.
public let kCATransactionAnimationDuration: String = "animationDuration"
/// The key of a transaction's `animationTimingFunction` setting.
public let kCATransactionAnimationTimingFunction: String = "animationTimingFunction"
/// The key of a transaction's `completionBlock`.
public let kCATransactionCompletionBlock: String = "completionBlock"

// Core Foundation type names that iOS code spells in UIKit and Core Graphics calls, mapped to Foundation classes.

import Foundation

// Linux Foundation (swift-corelibs-foundation, Swift 6.3.1) keeps Core Foundation behind an
// implementation-only import, so `import Foundation` declares none of these names: checked
// against the synthesized interfaces of Foundation and FoundationEssentials before adding them.

/// Core Foundation's array type, here Foundation's `NSArray`, so that iOS code such as
/// `[a.cgColor, b.cgColor] as CFArray` compiles unchanged.
///
/// Deviation: on Apple platforms `CFArray` and `NSArray` are toll-free bridged distinct types; here
/// they are one type. A file that also writes `import CoreFoundation` sees Linux's own opaque
/// `CoreFoundation.CFArray` as well and must qualify the name (`CoreGraphics.CFArray`).
public typealias CFArray = NSArray

/// Core Foundation's string type, here Foundation's `NSString` (`"name" as CFString` compiles).
///
/// Deviation: as for ``CFArray``, one type rather than two toll-free bridged ones.
public typealias CFString = NSString

/// Core Foundation's dictionary type, here Foundation's `NSDictionary`
/// (`[key: value] as CFDictionary` compiles).
///
/// Deviation: as for ``CFArray``, one type rather than two toll-free bridged ones.
public typealias CFDictionary = NSDictionary

/// Core Foundation's data type, here Foundation's `NSData` (`data as CFData` compiles).
///
/// Deviation: as for ``CFArray``, one type rather than two toll-free bridged ones.
public typealias CFData = NSData

/// A time interval in seconds, as Core Animation uses it (`CACurrentMediaTime()`, `duration`).
/// The same type as Core Foundation's, `Double`, so it never clashes with `import CoreFoundation`.
public typealias CFTimeInterval = Double

/// Any Core Foundation object, as Swift imports `CFTypeRef`: any class instance. `CATextLayer.font`
/// takes one (a `CGFont`, a `UIFont` or a font name).
public typealias CFTypeRef = AnyObject

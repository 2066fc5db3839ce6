import Testing
import UIKit
@Test func builds() { #expect(CGRect.zero.isEmpty) }

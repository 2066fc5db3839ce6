import Testing
import CoreGraphics
@Test func builds() { #expect(CGRect.zero.isEmpty) }

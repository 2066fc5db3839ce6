/// One overridable method of a class, located in the class's metadata so that whether a subclass overrides
/// it is known without calling it (UIKit gives a view a backing store only when its class overrides
/// `draw(_:)`).
///
/// A Swift class's metadata holds a table with one word per overridable method, which a subclass inherits
/// and in which an override replaces the word. The method's word is the one where a subclass that
/// overrides nothing still matches the base class while a subclass that overrides only this method does
/// not. If the metadata does not have the expected shape, or not exactly one word qualifies, the method is
/// not located and every class counts as overriding it (correct results, without the saving).
struct OverridableMethod {
    private let base: ClassMetadata
    /// The method's word, counted from the metadata's address point; nil when it was not located.
    let word: Int?

    /// Locates the method that `overriding`, a direct subclass of `base`, overrides, compared with
    /// `inheriting`, a direct subclass of `base` that overrides nothing.
    init(of base: AnyClass, inheriting: AnyClass, overriding: AnyClass) {
        let base = ClassMetadata(base), plain = ClassMetadata(inheriting), overriding = ClassMetadata(overriding)
        self.base = base
        guard plain.superclass == base.address, overriding.superclass == base.address,
            let count = base.wordCount, plain.wordCount == count, overriding.wordCount == count
        else {
            word = nil
            return
        }
        let words = (ClassMetadata.firstMemberWord..<count).filter {
            plain.word($0) == base.word($0) && overriding.word($0) != base.word($0)
        }
        word = words.count == 1 ? words[0] : nil
    }

    /// Whether `subclass` (the base class or one of its subclasses) or a class between it and the base
    /// overrides the method; true when the method was not located.
    func isOverridden(by subclass: AnyClass) -> Bool {
        guard let word else { return true }
        return ClassMetadata(subclass).word(word) != base.word(word)
    }
}

/// Read access to a Swift class's metadata (the native layout, without Objective-C interoperability, as
/// on Linux): after the address point come the kind, the superclass, flags and sizes, the class size and
/// address point, the type descriptor and the ivar destroyer, then the members (field offsets and the
/// method table) of each class from the root down.
private struct ClassMetadata {
    let address: UnsafeRawPointer

    init(_ cls: AnyClass) { address = unsafeBitCast(cls, to: UnsafeRawPointer.self) }

    /// The first word after the fixed header, where the members begin.
    static let firstMemberWord = 7

    var superclass: UnsafeRawPointer? { address.load(fromByteOffset: 8, as: UnsafeRawPointer?.self) }

    /// The number of words from the address point to the end of the metadata; nil when the sizes read are
    /// not plausible for the native layout (a header of a few words before the address point: the
    /// destructor, the value witnesses and, in recent runtimes, the layout string).
    var wordCount: Int? {
        let size = address.load(fromByteOffset: 32, as: UInt32.self)
        let addressPoint = address.load(fromByteOffset: 36, as: UInt32.self)
        guard (16...32).contains(addressPoint), addressPoint % 8 == 0, size > addressPoint, size < 1 << 20,
            size % 8 == 0
        else { return nil }
        let count = Int(size - addressPoint) / 8
        return count > Self.firstMemberWord ? count : nil
    }

    func word(_ index: Int) -> UInt { address.load(fromByteOffset: index * 8, as: UInt.self) }
}

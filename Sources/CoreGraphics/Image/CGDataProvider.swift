/// A source of bytes for an image: in OpenUIKit, always a block of memory.
public final class CGDataProvider: @unchecked Sendable {
    /// The provider's bytes.
    public let data: CFData?
    let bytes: Data

    /// Creates a provider that reads from `data`.
    public init?(data: CFData) {
        bytes = data as Data
        self.data = data
    }

    package init(bytes: Data) {
        self.bytes = bytes
        self.data = NSData(data: bytes)
    }
}

#if canImport(Glibc)
    import Glibc
#endif

/// A per-thread slot holding one object, created on first use and released when the thread ends.
package final class ThreadLocalKey<Value: AnyObject>: @unchecked Sendable {
    private var key = pthread_key_t()

    package init() {
        pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
        }
    }

    /// The calling thread's object, made by `make` the first time.
    package func value(_ make: () -> Value) -> Value {
        // The slot only ever holds a retained `Value`: read it back without a dynamic cast (hot path).
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<Value>.fromOpaque(pointer).takeUnretainedValue()
        }
        let value = make()
        pthread_setspecific(key, Unmanaged<Value>.passRetained(value).toOpaque())
        return value
    }
}

/// Lets parallel workers fill distinct slots of one buffer (each slot written by one worker only).
package struct UnsafeSendablePointer<T>: @unchecked Sendable {
    package let buffer: UnsafeMutableBufferPointer<T>
    package init(_ buffer: UnsafeMutableBufferPointer<T>) { self.buffer = buffer }
}

/// A value parallel workers share, each reading or writing only its own part of it.
package final class UnsafeSendableBox<T>: @unchecked Sendable {
    package var value: T
    package init(_ value: T) { self.value = value }
}

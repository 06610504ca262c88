import Dispatch

/// A value made on another thread from the moment it is created, and waited for only where it is
/// needed: for two pieces of work of a load that need nothing of each other, so that the serial parts
/// of one fill the core the other leaves idle.
package final class InBackground<Value: Sendable>: @unchecked Sendable {
    private let group = DispatchGroup()
    /// Written once by the making thread before `group` is left, read only after waiting on it.
    private var made: Value?

    package init(_ make: @escaping @Sendable () -> Value) {
        DispatchQueue.global(qos: .userInitiated).async(group: group) { [self] in
            made = make()
        }
    }

    /// Waits for the value (at once when it is ready).
    package func value() -> Value {
        group.wait()
        return made!
    }
}

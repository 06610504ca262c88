/// A fixed run of plain values that lives either in memory of its own or inside a mapped file, so a
/// large column read back from the store need not be copied into the heap: its pages are read when
/// touched and can be given back (`MappedFile.releasePages`) without losing the values.
///
/// Immutable once made. Built ones are written in place through `init(count:fill:)`, with no second
/// copy of the values at any moment.
///
/// Its element access is inlinable: a loop over it in another module is then specialized to the
/// element type. Without that, every step of such a loop went through the generic witnesses and looked
/// up type metadata (reading a 100,000-letter corpus's word index took 3.3 s instead of 0.1 s).
package struct MappableArray<Element: BitwiseCopyable>: @unchecked Sendable {
    /// What keeps `base` valid: the allocation below, or the mapped file the values lie in.
    @usableFromInline let owner: AnyObject?
    @usableFromInline let base: UnsafePointer<Element>?
    package let count: Int

    package init() {
        owner = nil
        base = nil
        count = 0
    }

    /// `count` values, written by `fill` into fresh memory (every one of them, in order).
    package init(count: Int, fill: (UnsafeMutableBufferPointer<Element>) -> Void) {
        let allocation = Allocation<Element>(count: count)
        fill(allocation.buffer)
        owner = allocation
        base = UnsafePointer(allocation.buffer.baseAddress)
        self.count = count
    }

    package init(_ values: some Collection<Element>) {
        self.init(count: values.count) { buffer in _ = buffer.initialize(from: values) }
    }

    /// Values lying at `base` inside memory that `owner` keeps alive and unchanged (a read-only mapping).
    package init(borrowing base: UnsafeRawPointer, count: Int, owner: AnyObject) {
        precondition(Int(bitPattern: base) % MemoryLayout<Element>.alignment == 0, "a mapped column out of alignment")
        self.owner = owner
        self.base = base.assumingMemoryBound(to: Element.self)
        self.count = count
    }

    @inlinable
    package func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(owner) { try body(UnsafeBufferPointer(start: base, count: count)) }
    }

    @inlinable
    package func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try withUnsafeBufferPointer { try body(UnsafeRawBufferPointer($0)) }
    }

    /// Whether the values lie in a mapped file rather than memory of their own.
    package var isBorrowed: Bool { owner != nil && !(owner is Allocation<Element>) }
}

extension MappableArray: RandomAccessCollection {
    @inlinable package var startIndex: Int { 0 }
    @inlinable package var endIndex: Int { count }

    @inlinable
    package subscript(position: Int) -> Element {
        precondition(position >= 0 && position < count, "an index outside the column")
        return base.unsafelyUnwrapped[position]
    }
}

extension MappableArray: Equatable where Element: Equatable {
    package static func == (left: Self, right: Self) -> Bool {
        left.elementsEqual(right)
    }
}

/// Memory of a `MappableArray`'s own, freed with the last copy of it.
private final class Allocation<Element: BitwiseCopyable> {
    let buffer: UnsafeMutableBufferPointer<Element>

    init(count: Int) {
        buffer = .allocate(capacity: count)
    }

    deinit {
        buffer.deallocate()
    }
}

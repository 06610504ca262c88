/// A facet column as raw buffers, valid only inside `FacetTable.Column.withView`: scans over every row
/// then read flat memory, with no array copy, retain or bounds check per row.
struct ColumnView {
    let offsets: UnsafeBufferPointer<Int32>
    let flat: UnsafeBufferPointer<Int32>

    @inline(__always)
    func start(of row: Int) -> Int { Int(offsets[row]) }

    @inline(__always)
    func end(of row: Int) -> Int { Int(offsets[row + 1]) }
}

extension FacetTable.Column {
    func withView<R>(_ body: (ColumnView) throws -> R) rethrows -> R {
        try offsets.withUnsafeBufferPointer { offsets in
            try flat.withUnsafeBufferPointer { flat in try body(ColumnView(offsets: offsets, flat: flat)) }
        }
    }
}

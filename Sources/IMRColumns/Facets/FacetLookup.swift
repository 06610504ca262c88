/// One facet's selection over one column (of cases or of items): which value ids are allowed.
package struct FacetLookup {
    package let column: FacetTable.Column
    package let allowed: [Bool]

    package init(column: FacetTable.Column, allowed: [Bool]) {
        self.column = column
        self.allowed = allowed
    }

    /// The lookup as raw buffers, valid only inside `FacetLookup.withViews`.
    package struct View {
        package let column: ColumnView
        package let allowed: UnsafeBufferPointer<Bool>

        /// Whether the row has an allowed value.
        @inlinable @inline(__always)
        package func holds(_ row: Int) -> Bool {
            var position = column.start(of: row)
            let end = column.end(of: row)
            while position < end {
                if allowed[Int(column.flat[position])] { return true }
                position += 1
            }
            return false
        }
    }

    /// Every lookup's buffers held open at once for `body` (a filter has one lookup per chosen facet).
    @inlinable package static func withViews<R>(_ lookups: [FacetLookup], _ body: (UnsafeBufferPointer<View>) -> R) -> R {
        var views: [View] = []
        views.reserveCapacity(lookups.count)
        return open(lookups[...], into: &views, body)
    }

    private static func open<R>(_ rest: ArraySlice<FacetLookup>, into views: inout [View],
                                _ body: (UnsafeBufferPointer<View>) -> R) -> R {
        guard let first = rest.first else { return views.withUnsafeBufferPointer(body) }
        return first.column.withView { column in
            first.allowed.withUnsafeBufferPointer { allowed in
                views.append(View(column: column, allowed: allowed))
                return open(rest.dropFirst(), into: &views, body)
            }
        }
    }
}

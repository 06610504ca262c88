import IMRModel
import IMRText

/// Builds one facet column over a run of rows (cases or items), with ids local to it. The values are
/// those `FacetValues` enumerates, taken here without making an array or a set per case: this runs for
/// every case at each open.
package struct FacetColumnBuilder: FacetValueSink {
    package private(set) var column = FacetTable.Column()
    /// Each ASCII name's id, looked up by its bytes: `Dictionary<String, Int32>` hashed every value of
    /// every case with SipHash (two thirds of building the facet table). Other names are Strings, which
    /// compare equal in more than one spelling of their bytes. The column's own `ids` are the merged
    /// table's to fill.
    private var asciiIds = ByteStringTable(capacity: 64)
    private var otherIds: [String: Int32] = [:]
    /// Ids of enum values and years by their small key, so those are never hashed as strings: a few
    /// pairs, searched in turn.
    private var keyed: [(key: Int, id: Int32)] = []
    private var rowStart = 0

    package init(rows: Int) {
        column.offsets.reserveCapacity(rows + 1)
    }

    package mutating func addCaseValues(_ imrCase: UnsafePointer<IMRCase>, _ facet: Facet) {
        FacetValues.forEachCaseValue(imrCase, facet, into: &self)
        endRow()
    }

    package mutating func addItemValues(_ item: UnsafePointer<Item>, _ facet: Facet) {
        FacetValues.forEachItemValue(item, facet, into: &self)
        endRow()
    }

    /// Adds a value to the current row; with `unique`, not when the row has it already.
    package mutating func add(_ name: String, unique: Bool) {
        append(intern(name), unique: unique)
    }

    /// Adds a value known by a small key (an enum's code, a year); its name is made once.
    package mutating func add(key: Int, unique: Bool, name: () -> String) {
        if let known = keyed.first(where: { $0.key == key }) { return append(known.id, unique: unique) }
        let id = intern(name())
        keyed.append((key, id))
        append(id, unique: unique)
    }

    private mutating func intern(_ name: String) -> Int32 {
        let next = column.names.count
        let asciiId = name.withBytes { utf8 in
            ByteWriter.isASCII(utf8) ? asciiIds.number(of: utf8, orAdding: next) : nil
        }
        let id: Int
        if let asciiId {
            id = asciiId
        } else if let known = otherIds[name] {
            id = Int(known)
        } else {
            id = next
            otherIds[name] = Int32(next)
        }
        if id == next { column.names.append(name) }
        return Int32(id)
    }

    private mutating func append(_ id: Int32, unique: Bool) {
        if unique && column.flat[rowStart...].contains(id) { return }
        column.flat.append(id)
    }

    private mutating func endRow() {
        column.offsets.append(Int32(column.flat.count))
        rowStart = column.flat.count
    }
}

extension Outcome {
    /// A small key for this value.
    package var code: Int {
        switch self {
        case .upheld: return 0
        case .overturned: return 1
        case .partial: return 2
        case .unknown: return 3
        }
    }
}

extension Decision {
    package var code: Int { self == .upheld ? 0 : 1 }
}

extension LetterLayout {
    package var code: Int {
        switch self {
        case .maximus: return 0
        case .maximusDocuments: return 1
        case .professionalReview: return 2
        case .maximus2013: return 3
        }
    }
}

extension TreatmentKind {
    package var code: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}

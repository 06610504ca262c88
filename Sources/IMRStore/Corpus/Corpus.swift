import IMRModel
import IMRColumns

/// A loaded corpus: every case, every problem, and where they came from.
public struct Corpus: Sendable {
    /// The cases. Changing them lets go of everything below that was made of exactly these cases (the
    /// columns read while parsing, the store's snapshot and fingerprint, the word store, the store left
    /// to write), so none of it can be taken for the new cases.
    public var cases: CaseList {
        didSet {
            parsedColumns = nil
            snapshot = nil
            storeFingerprint = nil
            wordStore = nil
            pendingStore = nil
        }
    }
    public var problems: [LoadProblem]
    /// What was loaded, for the user: the paths given, or "the built-in sample".
    public var source: String
    /// Things the user should hear about that are not problems with letters (a case store ignored).
    public var notes: [String] = []
    /// Where the word index of exactly these cases is kept between opens: only for a load through the
    /// case store (nil for the sample, `--no-cache`, letters in memory).
    public var wordStore: WordIndexStore?
    /// Files listed to be read (letters or not).
    public var filesListed = 0
    /// Hidden files and folders passed over (see `FileListing.hidden`).
    public var hiddenSkipped: [String] = []
    /// The paths given to `load(paths:)`: a case's `file` is relative to one of them (see `letterPath`).
    public var roots: [String] = []
    /// The index's columns as the case store kept them (a second open), or as the store write made
    /// them: `CorpusIndex` takes them instead of visiting every case.
    package var snapshot: CorpusSnapshot?
    /// Columns of exactly these cases read while they were parsed (`ParsedColumns`): `CorpusIndex` takes
    /// them instead of visiting every case.
    package var parsedColumns: ParsedColumns.Columns?
    /// The case store to write once the corpus is indexed (a load through the cache that parsed).
    package var pendingStore: CaseStoreWrite?
    /// The `CorpusFingerprint` of the files the case store's snapshot was made for, when the cases were
    /// mapped from it (see `isUnchanged(in:)`).
    var storeFingerprint: UInt64?
    /// Letters read and parsed by this load rather than taken from the case store.
    public var lettersReadAgain = 0
    /// Opened from the case store without listing the letters (`CorpusLoader.openStored`): what the store
    /// holds, not yet compared with the letters on disk.
    public var unchecked = false

    public init(cases: [IMRCase] = [], problems: [LoadProblem] = [], source: String = "") {
        self.cases = CaseList(cases)
        self.problems = problems
        self.source = source
    }
}

extension Corpus {
    /// Whether `checked`, a load of the same paths through the case store after listing the letters,
    /// holds exactly what this corpus, opened from the store without listing (`CorpusLoader.openStored`),
    /// shows: both mapped from a snapshot made for the same files, and the listing found nothing to say.
    public func isUnchanged(in checked: Corpus) -> Bool {
        guard let shown = storeFingerprint, let listed = checked.storeFingerprint else { return false }
        return shown == listed && checked.problems.count == problems.count && checked.notes == notes
    }
}

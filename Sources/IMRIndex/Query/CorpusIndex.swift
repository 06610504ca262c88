import Dispatch
import Synchronization
import IMRModel
import IMRText
import IMRColumns
import IMRStore

/// The corpus, indexed once so that any query is answered without re-reading or re-parsing text.
public final class CorpusIndex: Sendable {
    public let corpus: Corpus
    let table: FacetTable
    /// The word index and its search (`CorpusWords`).
    let words: CorpusWords
    /// Every sort order (`CaseOrders`).
    let orders: CaseOrders
    private let rowsById = Mutex<[String: Int32]?>(nil)
    let postings: FacetPostingsCache
    /// The last `treat:` terms' items: a filter change asks again for the same terms.
    private let lastTreatmentItems = Mutex<(terms: [String], items: CaseBitmap)?>(nil)

    let dates: DateColumns
    /// Where each case's summary lies in the word index ("more like this"), counted on first use.
    let summarySpans: SummarySpans
    /// Each case's `CaseKey` and the rows of each key: what tags and notes are found by.
    let keyRows: CaseKeyRows
    let tagRows: TagRows
    /// The user's tags and notes by case key (CorpusIndex+Notes).
    let noteRows: NoteRows
    /// Counts each `setAnnotations`: what was laid out with the older ones is stale.
    let annotationsVersion = Atomic<Int>(0)

    /// Letters read from several files: listed once (`CaseCopies`).
    private let copiesFound = Mutex<CaseCopies?>(nil)

    /// Each item's treatment and original request from the case store (nil: read from the cases).
    private let itemTexts: (treatments: StringColumn, originalRequests: StringColumn)?

    /// Takes the columns the case store kept where the corpus has them, else makes them from the cases.
    public convenience init(_ corpus: Corpus) {
        self.init(corpus, casesPerWordRun: WordIndexRuns.casesPerRun)
    }

    /// - Parameter casesPerWordRun: above this many cases through the store, the word index is built a
    ///   run of this many at a time (`WordIndexRuns`; tests use small runs).
    package init(_ corpus: Corpus, casesPerWordRun: Int) {
        self.corpus = corpus
        let snapshot = corpus.snapshot, parsed = corpus.parsedColumns
        self.table = snapshot?.table ?? parsed?.table ?? FacetTable(corpus.cases.materialized)
        self.postings = FacetPostingsCache(table)
        self.dates = DateColumns(corpus.cases, known: snapshot?.dates ?? [:])
        self.summarySpans = SummarySpans(corpus.cases, known: snapshot?.summarySpans)
        self.keyRows = CaseKeyRows(corpus.cases, keys: snapshot?.keys)
        self.tagRows = TagRows(keyRows)
        self.noteRows = NoteRows(keyRows)
        self.itemTexts = snapshot.map { ($0.treatments, $0.originalRequests) }
        self.words = CorpusWords(cases: corpus.cases, store: corpus.wordStore, casesPerRun: casesPerWordRun)
        self.orders = CaseOrders(cases: corpus.cases, snapshot: snapshot)
    }

    /// Each listed case (a letter read from several files once), read one at a time, in list order.
    public func forEachListedCase(_ body: (IMRCase) -> Void) {
        for row in matching(CaseQuery()) { body(cases[row]) }
    }

    /// Each item's treatment as written, over all cases in order: from the case store's column when the
    /// corpus was opened from it (no case is read), else from the cases one at a time.
    public func forEachTreatment(_ body: (String) -> Void) {
        if let itemTexts {
            for treatment in itemTexts.treatments { body(treatment) }
        } else {
            cases.forEach { imrCase in
                for item in imrCase.items { body(item.treatment) }
            }
        }
    }

    /// Writes the case store a load left to write (`CorpusLoader.load(deferringStore:)`), with this
    /// index's snapshot; why it failed, or nil (also when there was nothing to write).
    public func saveStore() -> String? {
        guard let pending = corpus.pendingStore else { return nil }
        return pending.write(for: self).failure
    }

    /// The case keys (`CaseKey`) each tag is on, from the notes store: what `tag:` selects from now on.
    public func setTags(_ keysByTag: [String: Set<String>]) {
        tagRows.set(keysByTag)
    }

    public var cases: CaseList { corpus.cases }

    /// Letters read from several files (`CaseCopies`), found on first use through the id table.
    var copies: CaseCopies {
        if let found = copiesFound.withLock({ $0 }) { return found }
        let found = CaseCopies(corpus, row: row(ofId:))
        copiesFound.withLock { $0 = found }
        return found
    }

    /// A row's case as listed: with the files of its copies (`IMRCase.copies`).
    public func listedCase(_ row: Int) -> IMRCase {
        var listed = corpus.cases[row]
        listed.copies = copies.files[row]
        return listed
    }

    /// How many cases are listed: every case read, each letter read from several files once.
    public var listedCount: Int { count - copies.copyRows.count }

    /// The corpus's problems, less the copies of letters that agree with the letter listed; a copy
    /// that disagrees says on what.
    public var problems: [LoadProblem] { copies.problems }

    /// `problems` before an index is made (the command line's note after a load).
    public static func problems(of corpus: Corpus) -> [LoadProblem] {
        CaseCopies(corpus, row: rowFinder(corpus)).problems
    }

    /// The row of an id for `problems(of:)`, before an index has its id table: made only when the
    /// corpus has repeated ids.
    static func rowFinder(_ corpus: Corpus) -> (String) -> Int? {
        guard corpus.problems.contains(where: { $0.kind == .duplicateId }) else { return { _ in nil } }
        var rows: [String: Int] = [:]
        rows.reserveCapacity(corpus.cases.count)
        for row in 0..<corpus.cases.count { rows[corpus.cases.id(at: row)] = row }
        return { rows[$0] }
    }

    /// The rows of the cases with warnings, in order.
    /// Another file's copy of a letter is not among them (it is listed once, as the letter it copies).
    public var casesWithWarnings: [Int] {
        let copyRows = copies.copyRows
        return warnedRows.filter { !copyRows.contains($0) }
    }

    /// Every row with warnings, copies too: what the case store keeps.
    var warnedRows: [Int] {
        if let warned = corpus.snapshot?.warned { return warned.map { Int($0) } }
        // Read in place: a copy of each case retained every string and array in it.
        return cases.materialized.withUnsafeBufferPointer { cases in cases.indices.filter { !cases[$0].warnings.isEmpty } }
    }

    /// The row of the case with this id (ids are unique in a corpus), from a table made on first use.
    public func row(ofId id: String) -> Int? {
        let table = rowsById.withLock { made -> [String: Int32] in
            if let made { return made }
            var table: [String: Int32] = [:]
            table.reserveCapacity(count)
            for row in 0..<count { table[corpus.cases.id(at: row)] = Int32(row) }
            made = table
            return table
        }
        return table[id].map { Int($0) }
    }
    public var count: Int { corpus.cases.count }

    /// Every value a facet takes in the corpus, most frequent first.
    public func values(of facet: Facet) -> [String] {
        facetCounts(facet, for: CaseQuery()).map(\.value)
    }

    /// How many cases the query selects (no order is made: the pickers count their levels so).
    public func count(matching query: CaseQuery) -> Int {
        selectedRows(query)?.cardinality ?? listedCount
    }

    /// Indices (into `cases`) of the cases the query selects, in the query's order.
    public func matching(_ query: CaseQuery) -> [Int] {
        matching(all: [query])
    }

    /// Indices of the cases every one of the queries selects (AND), in the last one's order: the
    /// command line's options and its `--filter`, each of which may choose the same facet.
    public func matching(all queries: [CaseQuery]) -> [Int] {
        let last = queries.last ?? CaseQuery()
        let order = self.order(last.sort, descending: last.descending)
        guard let rows = selectedRows(all: queries) else { return order.map { Int($0) } }
        return rows.members(in: order)
    }

    /// Counts for every value of `facet` among the cases every one of the queries selects.
    public func facetCounts(_ facet: Facet, forAll queries: [CaseQuery]) -> [FacetCount] {
        FacetTally(facet, table: table, rows: selectedRows(all: queries)).counts(names: table.column(facet).names)
    }

    func selectedRows(all queries: [CaseQuery]) -> CaseBitmap? {
        var rows: CaseBitmap? = nil
        for query in queries {
            guard let selected = selectedRows(query) else { continue }
            if rows == nil { rows = selected } else { rows?.formIntersection(selected) }
        }
        return rows
    }

    /// The cases the query's facets, date ranges and words select; nil when it selects every case.
    func selectedRows(_ query: CaseQuery) -> CaseBitmap? {
        let filter = CompiledFilter(query, table: table, items: treatmentItems(query.treatmentWords))
        var rows = filter.isEmpty ? nil : filter.rows(count: count, postings: postings)
        for (field, range) in query.dateRanges.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            let within = dates.rows(field, within: range)
            if rows == nil { rows = within } else { rows?.formIntersection(within) }
        }
        if let range = query.turnaround {
            let within = dates.rows(turnaround: range)
            if rows == nil { rows = within } else { rows?.formIntersection(within) }
        }
        if !query.tags.isEmpty {
            let tagged = tagRows.rows(any: query.tags)
            if rows == nil { rows = tagged } else { rows?.formIntersection(tagged) }
        }
        if let found = textMatches(query.text) {
            if rows == nil { rows = found } else { rows?.formIntersection(found) }
        }
        // Another file's copy of a letter is never listed, counted or joined.
        if let listed = copies.listed {
            if rows == nil { rows = listed } else { rows?.formIntersection(listed) }
        }
        return rows
    }

    /// Every case in the order of a sort (ties by id; missing values last), computed once.
    func order(_ key: SortKey, descending: Bool) -> [Int32] {
        orders.order(key, descending: descending)
    }

    /// Each case's position when sorted by id, computed once.
    func idRanks() -> [Int32] {
        orders.idRanks()
    }

    /// Counts for every value of `facet` among the cases that match all the query's other filters,
    /// so a picker shows what choosing each value would give. With `ignoringOwnSelection` false, among
    /// exactly the cases the query selects (statistics of what is shown).
    public func facetCounts(_ facet: Facet, for query: CaseQuery, ignoringOwnSelection: Bool = true) -> [FacetCount] {
        var others = query
        if ignoringOwnSelection { others.set(facet, []) }
        return facetCounts(facet, forAll: [others])
    }

    /// The facet values a user's words mean: exact names first, then a chapter number, then known
    /// spellings (specialty variants), then values containing the words. Empty when nothing fits.
    public func resolve(_ input: String, facet: Facet) -> [String] {
        FacetResolver.resolve(input, facet: facet, names: table.column(facet).names)
    }

    /// The values a typed one that matched nothing may have meant (`FacetResolver.suggestions`).
    public func suggestions(_ input: String, facet: Facet) -> [String] {
        FacetResolver.suggestions(input, names: table.column(facet).names)
    }

    /// The levels above a facet's values that the pickers offer (`FacetResolver.groups`), from the
    /// facet's names as the table keeps them (no counting).
    public func levels(of facet: Facet) -> [FacetResolver.Group] {
        FacetResolver.groups(facet: facet, names: table.column(facet).names)
    }

    /// The items (by their index over all cases' items) whose treatment holds every `treat:` term; nil
    /// for no terms.
    func treatmentItems(_ terms: [String]) -> CaseBitmap? {
        guard !terms.isEmpty else { return nil }
        if let known = lastTreatmentItems.withLock({ $0 }), known.terms == terms { return known.items }
        let search = SearchTerms.parse(terms.joined(separator: " "))
        var items = CaseBitmap(count: Int(table.itemOffsets.last ?? 0))
        if let itemTexts {
            for (position, treatment) in itemTexts.treatments.enumerated() {
                let original = itemTexts.originalRequests[position]
                if search.matches(treatment: treatment, originalRequest: original.isEmpty ? nil : original) {
                    items.insert(position)
                }
            }
        } else {
            var position = 0
            cases.forEach { imrCase in
                for item in imrCase.items {
                    if search.matches(item) { items.insert(position) }
                    position += 1
                }
            }
        }
        lastTreatmentItems.withLock { $0 = (terms, items) }
        return items
    }

    /// Cases whose summary, treatments or rationales may hold `text` as a substring (any case): every
    /// case that does is in the set, so a caller need only check these. Nil when the word index is not
    /// built yet or the text has no word to look up; then every case is a candidate.
    /// The last text's set is kept: `n` asks again for the same text at every press.
    public func casesPossiblyContaining(_ text: String) -> CaseBitmap? {
        words.casesPossiblyContaining(text)
    }

    /// Case indices containing every word and phrase of `text`, in the letter or in the user's note;
    /// nil when the text asks for nothing.
    func textMatches(_ text: String) -> CaseBitmap? {
        let terms = SearchTerms.parse(text)
        guard !terms.isEmpty else { return nil }
        var found = wordIndex().cases(matching: terms, in: corpus.cases)
        if let noted = noteMatches(terms) { found.formUnion(noted) }
        return found
    }

    /// Which `setAnnotations` the index holds (0: none yet).
    public var annotationsGiven: Int { annotationsVersion.load(ordering: .acquiring) }

    /// The word index, read or built now if no one has yet; saved to the corpus's store after a build.
    func wordIndex() -> WordIndex {
        words.index()
    }

    /// Where the word index came from (nil until it is there).
    public var wordIndexOrigin: WordIndexOrigin? { words.provenance.origin }

    /// Where the word index came from, why the store's was not used and why saving failed (for tests).
    var wordIndexHistory: WordIndexHistory { words.provenance }

    /// True while `prepare` builds the word index: a search asked for now would wait for it (the
    /// browser defers the search instead, and says so).
    public var isBuildingWordIndex: Bool { words.isBuilding }

    /// Bytes the word index holds (vocabulary, cases and positions), once built.
    public var wordIndexBytes: Int? { words.bytes }

    /// Reads or builds the word index now, and saves a built one (the command line before a search,
    /// benchmarks, tests; the browser has `prepare` do it in the background). `progress` hears how far
    /// a build of a large corpus has come (`LoadStep.indexingWords`).
    public func prepareSearch(progress: (LoadStep) -> Void = { _ in }) {
        _ = words.index(progress: progress)
    }

    /// Turns every facet column around now, in the background after a load, so the first filter on a
    /// rare value is as quick as the next.
    public func prepareFiltering() {
        postings.prepare()
    }

    /// Computes every sort order now, in the background after a load, so the first sort is instant.
    public func prepareSorting() {
        orders.prepare()
    }
}

extension CorpusIndex {
    /// What `prepare` reports, in this order.
    public enum Preparation: Sendable {
        /// The cases can be shown and filtered; searches wait for `searchReady` (`isBuildingWordIndex`).
        case indexed(CorpusIndex)
        /// The word index of a large corpus is being built: how far it has come.
        case indexingWords(done: Int, total: Int)
        /// The word index is there: searches are answered at once.
        case searchReady
        /// The built word index could not be kept for the next open (which will build it again).
        case wordIndexNotSaved(reason: String)
        /// The case store could not be written (the next open reads the letters again).
        case storeNotSaved(reason: String)
        /// The case store is written, and the same corpus opened from it, prepared as this one was: the
        /// cases parsed into memory can be let go by taking this index instead.
        case storeOpened(CorpusIndex)
    }

    /// Indexes the cases of a load not over yet (`LoadPreview`) to be shown meanwhile. It never builds
    /// a word index (a search on it waits for the whole corpus's, as `isBuildingWordIndex` says) and
    /// writes nothing.
    public static func preview(_ corpus: Corpus) -> CorpusIndex {
        let index = CorpusIndex(corpus)
        index.words.markBuilding(true)
        return index
    }

    /// Indexes a loaded corpus and prepares everything a browser asks of it, in the one order that
    /// works: the index is handed over (`indexed`) already marked as building its word index, so no
    /// search starts a second build meanwhile; the word index (the longest step, and the only one a key
    /// would wait for) is read or built next, and searches are told (`searchReady`) before a built one
    /// is saved; sort orders, filter postings and the summary spans of "more like this" next, and the
    /// case store the load left to write last (it keeps all of these); once written, the corpus opened
    /// from it is handed over (`storeOpened`), so that a browser holds the mapped store rather than the
    /// cases it parsed. Runs on the caller's thread; `report` is called on it.
    public static func prepare(_ corpus: Corpus, report: (Preparation) -> Void) {
        let index = CorpusIndex(corpus)
        index.words.markBuilding(true)
        report(.indexed(index))
        let (words, unsaved) = index.words.readOrBuild { step in
            if case .indexingWords(let done, let total) = step { report(.indexingWords(done: done, total: total)) }
        }
        index.words.markBuilding(false)
        report(.searchReady)
        if unsaved, let failure = index.words.save(words) {
            report(.wordIndexNotSaved(reason: failure))
        }
        index.prepareSorting()
        index.prepareFiltering()
        index.prepareSimilar()
        if let failure = index.saveStore() {
            report(.storeNotSaved(reason: failure))
        } else if let reopened = index.reopenedFromStore() {
            report(.storeOpened(reopened))
        }
    }

    /// This corpus opened again from the case store its load has just written (`CorpusLoader.reopened`),
    /// indexed and prepared (its word index read from the word store); nil when it was not written
    /// here, or cannot be opened so.
    func reopenedFromStore() -> CorpusIndex? {
        guard let written = corpus.pendingStore, let reopened = CorpusLoader.reopened(corpus, from: written) else { return nil }
        let index = CorpusIndex(reopened)
        index.prepareSearch()
        index.prepareSorting()
        index.prepareFiltering()
        index.prepareSimilar()
        return index
    }
}

import ArgumentParser
import IMRIndex
import IMRNotes
import IMRModel
import IMRColumns

extension Outcome: ExpressibleByArgument {}
extension Decision: ExpressibleByArgument {}
extension SortKey: ExpressibleByArgument {}
extension Facet: ExpressibleByArgument {}


/// The filters every query command takes. AND across options, OR within a repeated option.
struct FilterOptions: ParsableArguments {
    @Option(help: "Case outcome: upheld, overturned or partial (repeat for OR).")
    var outcome: [Outcome] = []
    @Option(name: .customLong("item-decision"), help: "Cases with an item so decided: upheld or overturned.")
    var itemDecision: [Decision] = []
    @Option(help: "Reviewer specialty, e.g. \"Pain Management\" (any spelling letters use).")
    var specialty: [String] = []
    @Option(help: "Guideline chapter: an ACOEM chapter number (12) or words of a label (\"ODG Low Back\").")
    var chapter: [String] = []
    @Option(help: "Treatment category, e.g. \"Pharmaceuticals > Opioids\" or \"imaging\".")
    var category: [String] = []
    @Option(help: ArgumentHelp("Treatment of an item, as requests write it (\"norco\", \"L-spine MRI\") or as a key (\"physical therapy\" takes in its narrower keys); =VALUE for that key alone. In imr precedents: the request asked about.",
                               valueName: "text"))
    var treatment: [String] = []
    @Option(help: "Body region of an item, as letters write it (\"neck\", \"L-spine\") or wider (\"spine\" takes in its parts); =VALUE for that value alone.")
    var region: [String] = []
    @Option(help: "Treatment kind of an item: drug, imaging, test, injection, surgery, therapy, equipment, consultation, program or other.")
    var kind: [String] = []
    @Option(help: "Reason an item's rationale states, e.g. no-functional-improvement (imr stats --by reason lists them); upholding or overturning for every reason of that side.")
    var reason: [String] = []
    @Option(help: "What utilization review did with an item's request: modified (part of it authorized before IMR) or denied.")
    var ur: [String] = []
    @Option(help: "State of licensure, e.g. California or CA.")
    var state: [String] = []
    @Option(help: "Decision year, e.g. 2016.")
    var year: [String] = []
    @Option(help: "Decision date or range: 2016, 2016-12, 2016-12-09, 2016-12..2017-01, ..2015 (either end open).")
    var decided: String?
    @Option(help: "Date of injury or range, written as for --decided.")
    var injured: String?
    @Option(help: "Date the application was received, or range, written as for --decided.")
    var received: String?

    /// The date options as ranges, with the option each came from.
    var dateOptions: [(option: String, field: DateField, text: String)] {
        [("--decided", .decided, decided), ("--injured", .injured, injured), ("--received", .received, received)]
            .compactMap { option, field, text in text.map { (option, field, $0) } }
    }

    func validate() throws {
        for (option, _, text) in dateOptions where DateRange(text) == nil {
            throw ValidationError("\(option) \(text) is not a date or range: \(QueryText.dateHelp)")
        }
        // Read as written (facet values are resolved once the letters are loaded): what is wrong with
        // the line itself, bad dates or sort keys, stops the command.
        // `@name` is spliced in from the saved filters first: a name saved nowhere stops the command.
        if let filter, let problem = QueryText.parse(try expandedFilter(filter), resolve: { value, _ in [value] }).problem {
            throw ValidationError("--filter: \(problem)")
        }
    }
    @Option(help: "Cases carrying this tag (`imr tag`; repeat for OR; any case of letters).", completion: Completions.tags)
    var tag: [String] = []
    @Option(help: "Words that must all appear in the summary, treatments or rationales; \"quoted phrases\" kept.")
    var search: String?
    @Option(help: ArgumentHelp("The browser's filter line, e.g. 'overturned spec:\"pain management\" decided:2016-12..2017-01 mri' (AND with the other options); @NAME is a saved filter (imr filters).",
                               valueName: "query"), completion: Completions.savedFilters)
    var filter: String?
    /// Whether any option chooses cases (beyond ordering them).
    var choosesCases: Bool {
        !outcome.isEmpty || !itemDecision.isEmpty || !specialty.isEmpty || !chapter.isEmpty || !category.isEmpty
            || !treatment.isEmpty || !region.isEmpty || !kind.isEmpty || !reason.isEmpty || !ur.isEmpty || !state.isEmpty || !year.isEmpty || !tag.isEmpty || !dateOptions.isEmpty || search != nil || filter != nil
    }

    /// The queries these options ask for, all of which a case must meet: the options' and the
    /// filter line's (which orders, keeping --sort unless it has a sort: of its own). Tags asked for,
    /// and the notes words are also looked for in, are read from the notes store (a damaged one stops
    /// the command).
    /// - Parameter asking: `--treatment` is the request asked about (`imr precedents`), not a filter.
    func queries(_ index: CorpusIndex, order: CaseOrderOptions? = nil, asking: Bool = false) throws -> [CaseQuery] {
        var queries = [query(index, order: order, asking: asking)]
        if let filter {
            let parsed = QueryText.parse(try expandedFilter(filter), base: queries[0], suggest: index.suggestions) {
                index.resolve($0, facet: $1)
            }
            if let problem = parsed.problem { Output.note("--filter: \(problem)") }
            queries.append(parsed.query)
        }
        if queries.contains(where: { !$0.tags.isEmpty || $0.hasText }) { try NotesAccess.giveAnnotations(to: index) }
        if queries.contains(where: \.hasText), let progress = LoadProgress.forTerminal() {
            // A large corpus's first search builds its word index: seconds, said as they pass.
            index.prepareSearch(progress: progress)
            LoadProgress.finish()
        }
        return queries
    }

    /// The --filter line with its saved filters (`@name`) written out.
    private func expandedFilter(_ filter: String) throws -> String {
        do {
            return try NotesAccess.expandSavedFilters(filter)
        } catch let failure as CommandFailure {
            throw ValidationError("--filter: \(failure.message)")
        }
    }

    /// The query the options other than --filter ask for, with typed values resolved against the corpus.
    private func query(_ index: CorpusIndex, order: CaseOrderOptions?, asking: Bool) -> CaseQuery {
        var query = CaseQuery(sort: order?.sort ?? .id, descending: order?.reverse ?? false)
        query.set(.outcome, Set(outcome.map(\.rawValue)))
        query.set(.itemDecision, Set(itemDecision.map(\.rawValue)))
        let typed: [(Facet, [String])] = [(.specialty, specialty), (.chapter, chapter), (.category, category),
                                          (.treatment, asking ? [] : treatment), (.region, region), (.kind, kind), (.reason, reason), (.review, ur), (.state, state), (.year, year)]
        for (facet, values) in typed where !values.isEmpty {
            var chosen = Set<String>()
            for value in values {
                let resolved = index.resolve(value, facet: facet)
                if resolved.isEmpty {
                    let meant = index.suggestions(value, facet: facet).map { "\"\($0)\"" }
                    Output.note("no case has \(facet.title.lowercased()) \"\(value)\""
                                + (meant.isEmpty ? "" : "; did you mean \(meant.joined(separator: " or "))?"))
                    chosen.insert(value)
                }
                chosen.formUnion(resolved)
            }
            query.set(facet, chosen)
        }
        for (_, field, text) in dateOptions {
            if let range = DateRange(text) { query.dateRanges[field] = range }
        }
        query.tags = Set(tag)
        query.text = search ?? ""
        return query
    }
}

/// The order of the cases a command lists (`list`, `export`); apart from the filters, since `stats`
/// orders its rows by other keys.
struct CaseOrderOptions: ParsableArguments {
    @Option(help: "Order: id, decision-date, injury-date, outcome, specialty or items.")
    var sort: SortKey = .id
    @Flag(help: "Reverse the order.")
    var reverse = false
}

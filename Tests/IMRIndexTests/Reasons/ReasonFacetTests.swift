import Testing
@testable import IMRColumns
@testable import IMRStore
@testable import IMRExport
@testable import IMRLetters
@testable import IMRModel
@testable import IMRText
@testable import IMRIndex
import IMRVocabulary

/// Reasons once read: a facet bound to its item (`reason:`), the UR decision beside it (`ur:`), kept in
/// the store as places in the rationale, said in the reports, counted by case in the precedents, and the
/// sentence a precedent is shown by.
@Suite struct ReasonFacetTests {
    static func item(_ treatment: String, _ key: String, _ decision: Decision, _ reasons: [String],
                     original: String? = nil) -> Item {
        let sentences = reasons.map { "The sentence for \($0) is here." }
        return Item(treatment: treatment, decision: decision, originalRequest: original,
                    authorizedPortion: original == nil ? nil : "part of it",
                    rationale: "Guidelines say many things.  " + sentences.joined(separator: "\n"), treatmentKey: key,
                    reasons: zip(reasons, sentences).map { ItemReason(id: $0, sentence: $1) })
    }

    static func letter(_ id: String, _ date: String, _ items: [Item]) -> IMRCase {
        IMRCase(id: id, file: id + ".txt", dates: CaseDates(decision: CalendarDate(iso: date)), items: items)
    }

    static let cases: [IMRCase] = [
        letter("X", "2017-01-10", [item("PT x12", "physical therapy", .upheld, ["home-exercise-sufficient"], original: "PT x18"),
                                   item("MRI knee", "MRI", .upheld, ["no-objective-findings"])]),
        letter("Y", "2017-01-20", [item("PT x6", "physical therapy", .upheld, ["no-functional-improvement"]),
                                   item("MRI neck", "MRI", .upheld, ["home-exercise-sufficient", "no-objective-findings"])]),
        letter("Z", "2017-01-30", [item("PT x8", "physical therapy", .overturned, ["functional-improvement"]),
                                   item("PT x4", "physical therapy", .upheld, ["no-functional-improvement"])]),
        letter("ASK", "2017-02-01", [item("PT x10", "physical therapy", .upheld, [])]),
    ]

    static var index: CorpusIndex { CorpusIndex(Corpus(cases: cases)) }

    static func ids(_ line: String, in index: CorpusIndex) -> [String] {
        index.matching(QueryText.parse(line, resolve: index.resolve).query).map { index.cases[$0].id }
    }

    @Test func aReasonTermHoldsForTheSameItemAsTheTreatmentTerms() {
        let index = Self.index
        #expect(Self.ids("reason:home-exercise-sufficient", in: index) == ["X", "Y"])
        #expect(Self.ids("treatment:\"physical therapy\" reason:home-exercise-sufficient", in: index) == ["X"],
                "Y's PT has another reason; its MRI states this one")
        #expect(Self.ids("why:functional-improvement item:overturned", in: index) == ["Z"])
    }

    @Test func aSideTakesInEveryReasonOfThatSide() throws {
        let index = Self.index
        #expect(Set(index.resolve("upholding", facet: .reason))
                == ["home-exercise-sufficient", "no-objective-findings", "no-functional-improvement"])
        #expect(index.resolve("overturning", facet: .reason) == ["functional-improvement"])
        #expect(index.resolve("=functional-improvement", facet: .reason) == ["functional-improvement"])
        let groups = FacetResolver.groups(facet: .reason, names: index.resolve("upholding", facet: .reason))
        #expect(groups.map(\.label) == ["upholding (all 3)"])
    }

    @Test func theURDecisionCountsEachItemModifiedOrDenied() {
        let index = Self.index
        #expect(Self.ids("ur:modified", in: index) == ["X"])
        #expect(Self.ids("ur:modified treatment:MRI", in: index).isEmpty, "X's modified item is its PT")
        #expect(Self.ids("ur:denied", in: index) == ["ASK", "X", "Y", "Z"])
        let counts = index.statsCounts(.facet(.review), forAll: [CaseQuery()])
        #expect(counts.first { $0.value == UtilizationReview.modified }?.items == 1)
        #expect(counts.first { $0.value == UtilizationReview.denied }?.items == 6)
    }

    /// The store keeps a reason's sentence as where it stands in the rationale (whose spaces and line
    /// breaks it need not share), and a sentence not found there as text.
    @Test func theStoreGivesBackEveryReasonAndItsSentence() throws {
        var imrCase = Self.cases[1]
        imrCase.items[0].reasons.append(ItemReason(id: "request-incomplete", sentence: "Not in the rationale at all."))
        let file = ParsedFile(cases: [imrCase], problems: [])
        var writer = ByteWriter()
        CaseCoding.write(file, into: &writer)
        let back = try writer.bytes.withUnsafeBufferPointer { buffer in
            var reader = ByteReader(buffer)
            return try CaseCoding.read(from: &reader)
        }
        #expect(back.cases == [imrCase])
    }

    @Test func aSentenceIsFoundWhateverTheSpacesBetweenItsWords() throws {
        let text = "First one.  The patient has\nnot improved   with therapy. Last."
        let range = try #require(Sentences.locate("The patient has not improved with therapy.", in: text))
        #expect(Sentences.sentence(at: range, in: text) == "The patient has not improved with therapy.")
        #expect(Sentences.locate("The patient has improved.", in: text) == nil)
        #expect(Sentences.sentence(at: 0..<500, in: text) == nil)
    }

    @Test func reportsListTheReasonsWithTheirSentencesOrSayNoneWasFound() {
        let text = CaseReport.text(Self.cases[1])
        #expect(text.contains("   Reasons:\n"))
        #expect(text.contains("- no-objective-findings: \"The sentence for no-objective-findings is here.\""))
        let markdown = CaseReport.markdown(Self.cases[3])
        #expect(markdown.contains("**Reasons:** \(Item.noReasonReading)"))
    }

    /// Counted by case, each side apart with its base, the example the first precedent in list order.
    @Test func precedentsCountTheirReasonsByCase() throws {
        let index = Self.index
        let question = try #require(PrecedentQuestion(item: 0, of: Self.cases[3], narrowing: CaseQuery()))
        let found = index.precedents(question)
        #expect(found.total == 4)
        #expect(found.byReason.map(\.id) == ["no-functional-improvement", "home-exercise-sufficient", "functional-improvement"])
        let notImproved = try #require(found.byReason.first)
        #expect(notImproved.cases == 2 && notImproved.items == 2 && notImproved.sideCases == 3)
        #expect(index.cases[notImproved.example.caseIndex].id == "Z", "Z is newer than Y: listed first")
        #expect(PrecedentBrief.reasonLine(notImproved, found) == "no-functional-improvement: 2 of 3 cases")
        let improved = try #require(found.byReason.last)
        #expect(improved.side == .overturning && improved.sideCases == 1)
        // Shares from twenty cases on the reason's own side: one overturned case among many decisions
        // is still counted, never "100% of cases".
        var many = improved
        many.sideCases = PrecedentReason.fewForShares - 1
        #expect(PrecedentBrief.reasonLine(many, found) == "functional-improvement: 1 of 19 cases")
        many.sideCases = PrecedentReason.fewForShares
        many.cases = 5
        #expect(PrecedentBrief.reasonLine(many, found) == "functional-improvement: 25% of cases (5)")
        let narrowed = index.precedents(try #require(PrecedentQuestion(
            item: 0, of: Self.cases[3],
            narrowing: QueryText.parse("reason:home-exercise-sufficient", resolve: index.resolve).query)))
        #expect(narrowed.list.map { index.cases[$0.caseIndex].id } == ["X"], "the precedent item itself states it")
    }

    /// A reason's example is the first precedent whose sentence states it alone: one sentence stating two
    /// reasons would show the same words under both.
    @Test func aReasonsExampleIsASentenceStatingItAlone() throws {
        let both = "There is no improvement and a home program would do."
        let together = Item(treatment: "PT x12", decision: .upheld, rationale: both, treatmentKey: "physical therapy",
                            reasons: [ItemReason(id: "no-functional-improvement", sentence: both),
                                      ItemReason(id: "home-exercise-sufficient", sentence: both)])
        let cases = [Self.letter("NEW", "2017-01-20", [together]),
                     Self.letter("OLD", "2017-01-05", [Self.item("PT x8", "physical therapy", .upheld, ["no-functional-improvement"])]),
                     Self.letter("ASK", "2017-02-01", [Self.item("PT x10", "physical therapy", .upheld, [])])]
        let index = CorpusIndex(Corpus(cases: cases))
        let found = index.precedents(try #require(PrecedentQuestion(item: 0, of: cases[2], narrowing: CaseQuery())))
        let notImproved = try #require(found.byReason.first { $0.id == "no-functional-improvement" })
        let homeProgram = try #require(found.byReason.first { $0.id == "home-exercise-sufficient" })
        #expect(index.cases[notImproved.example.caseIndex].id == "NEW", "the first in list order, newest first")
        let shown = PrecedentBrief.reasonExample(notImproved, cases: index.cases)
        #expect(shown.reference.contains("OLD") && shown.sentence == "The sentence for no-functional-improvement is here.")
        #expect(PrecedentBrief.reasonExample(homeProgram, cases: index.cases).sentence == both, "no other example: the shared sentence")
    }

    /// Narrowed to a reason, a precedent is shown by that reason's sentence, not its main one's.
    @Test func aPrecedentNarrowedToAReasonIsShownByThatReason() throws {
        let cases = [Self.letter("TWO", "2017-01-05", [Self.item("PT x12", "physical therapy", .upheld,
                                                                 ["no-functional-improvement", "home-exercise-sufficient"])]),
                     Self.letter("ASK", "2017-02-01", [Self.item("PT x10", "physical therapy", .upheld, [])])]
        let index = CorpusIndex(Corpus(cases: cases))
        func shown(_ narrowing: String) throws -> String? {
            let question = try #require(PrecedentQuestion(item: 0, of: cases[1],
                                                          narrowing: QueryText.parse(narrowing, resolve: index.resolve).query))
            return index.precedents(question).entries(in: index.cases).first?.decisiveSentence
        }
        #expect(try shown("") == "The sentence for no-functional-improvement is here.")
        #expect(try shown("reason:home-exercise-sufficient") == "The sentence for home-exercise-sufficient is here.")
        #expect(try shown("reason:upholding") == "The sentence for no-functional-improvement is here.",
                "a side asks for every reason of it: the first it states")
    }

    /// The sentence a precedent is shown by is its main reason's: the first specific one, not a
    /// catch-all, and never a closing caution.
    @Test func aPrecedentIsShownByItsMainReason() {
        var item = Item(treatment: "Norco", decision: .upheld,
                        rationale: "Guidelines have not been met. There is no urine drug screen. This should not be interpreted as a recommendation to stop opioids abruptly.")
        #expect(item.mainReason == nil)
        item.reasons = [ItemReason(id: "indication-absent", sentence: "Guidelines have not been met."),
                        ItemReason(id: "no-opioid-monitoring", sentence: "There is no urine drug screen.")]
        #expect(item.mainReason?.id == "no-opioid-monitoring")
        item.reasons.removeLast()
        #expect(item.mainReason?.id == "indication-absent")
    }
}

/// `imr check --reasons`: the items with no reason read, grouped by how their rationale opens (numbers
/// made `#`), most common first, the first seen first among equals, each group with its first item.
@Suite struct ReasonGapsTests {
    @Test func itemsWithoutAReasonAreGroupedByTheirOpening() {
        func item(_ rationale: String, reasons: [ItemReason] = []) -> Item {
            Item(treatment: "T", decision: .upheld, rationale: rationale, reasons: reasons)
        }
        let cases = [
            IMRCase(id: "A", file: "a.txt", items: [
                item("Per the MTUS 2016 guidelines, a visit is fine. Second sentence. Third."),
                item("Anything.", reasons: [ItemReason(id: "not-recommended", sentence: "Anything.")]),
            ]),
            IMRCase(id: "B", file: "b.txt", items: [item("Electrocardiograms look at the heart."),
                                                    item("Per the MTUS 2009 guidelines, a visit is fine.")]),
        ]
        let report = ReasonGaps.tally { body in cases.forEach(body) }
        #expect(report.items == 4 && report.withoutReason == 3)
        #expect(report.groups.map(\.opening) == ["per the mtus # guidelines, a visit is", "electrocardiograms look at the heart."], "eight words")
        #expect(report.groups.map(\.count) == [2, 1])
        let first = report.groups[0]
        #expect(first.caseId == "A" && first.item == 0)
        #expect(first.firstSentences == "Per the MTUS 2016 guidelines, a visit is fine. Second sentence.")
    }
}

import ColumnFixtures
import Testing
@testable import IMRIndex
@testable import IMRStore
import IMRModel

/// A search through the corpus index finds phrases as the word index does (IMRColumnsTests'
/// PhraseIndexTests).
@Suite struct PhraseQueryTests {
    @Test func searchThroughTheCorpusIndex() {
        let index = CorpusIndex(Corpus(cases: PhraseSearch.cases))
        let ids = index.matching(CaseQuery(text: "\"physical therapy\" weekly")).map { PhraseSearch.cases[$0].id }
        #expect(ids == ["A"])
    }
}

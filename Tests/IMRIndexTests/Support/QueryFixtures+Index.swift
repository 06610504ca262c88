import CaseFixtures
import IMRIndex
import IMRStore
import IMRColumns
import IMRModel

extension QueryFixtures {
    static var index: CorpusIndex { CorpusIndex(Corpus(cases: cases)) }

    static func ids(_ query: CaseQuery, in index: CorpusIndex = index) -> [String] {
        index.matching(query).map { index.cases[$0].id }
    }
}

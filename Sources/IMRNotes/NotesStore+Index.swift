import IMRIndex
import IMRExport

extension NotesStore {
    /// Every case key's tags (in the order they were added) and note.
    public func annotationsByKey() throws(NotesStoreError) -> [String: CaseAnnotations] {
        var byKey: [String: CaseAnnotations] = [:]
        for (key, tags) in try tagsByKey() { byKey[key, default: CaseAnnotations()].tags = tags }
        for (key, note) in try notesByKey() { byKey[key, default: CaseAnnotations()].note = note }
        return byKey
    }

    /// Gives the index every tag and note: what `tag:`, the filter line's words and the case pane go by.
    public func give(to index: CorpusIndex) throws(NotesStoreError) {
        index.setAnnotations(try annotationsByKey())
    }
}

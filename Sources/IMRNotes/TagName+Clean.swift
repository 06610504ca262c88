import IMRIndex
import IMRModel

extension TagName {
    /// The tag as kept, or why it cannot be one.
    static func clean(_ typed: String) throws(NotesStoreError) -> String {
        if let problem = problem(typed) { throw .badTag(problem) }
        return spaced(typed)
    }
}

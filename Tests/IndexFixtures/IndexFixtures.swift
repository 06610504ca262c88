import IMRIndex
import IMRModel
import IMRStore

/// Indexes for the tests of what stands on the index (IMRNotesTests, IMRBrowserTests, IMRTerminalTests):
/// made of cases written by hand, of letters' text in memory, or of folders of letters. Loading is the
/// store's and the index's; the tests above them get a `CorpusIndex` and never name the store.
public enum IndexFixtures {
    /// An index of `cases` as given (ids and all), from `source`.
    public static func index(_ cases: [IMRCase], source: String = "") -> CorpusIndex {
        CorpusIndex(Corpus(cases: cases, source: source))
    }

    /// An index of letters held in memory, read as `CorpusLoader` reads files.
    public static func index(letters: [(displayPath: String, bytes: [UInt8])]) -> CorpusIndex {
        CorpusIndex(CorpusLoader.load(memory: letters, source: "test"))
    }

    /// An index of the letters in `paths` (files or folders), read without a case store.
    public static func index(paths: [String]) throws -> CorpusIndex {
        CorpusIndex(try CorpusLoader.load(paths: paths))
    }
}

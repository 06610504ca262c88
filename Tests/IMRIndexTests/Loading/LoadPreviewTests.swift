import Foundation
import Synchronization
import Testing
@testable import IMRIndex
import IMRGenerator
@testable import IMRFiles
@testable import IMRStore
import TestFixtures
import IMRColumns

/// A long first load hands over the cases read so far (`LoadPreview`): each hand-over must be the first
/// cases of the finished corpus exactly (same ids, same readings, same order), growing, and never
/// delay or change the finished corpus, with or without the case store.
@Suite struct LoadPreviewTests {
    final class Previews: Sendable {
        let corpora = Mutex<[Corpus]>([])
        var handler: LoadPreview { { corpus in self.corpora.withLock { list in list.append(corpus) } } }
        var all: [Corpus] { corpora.withLock { $0 } }
    }

    /// Each preview is a strictly growing part of `final`'s cases from its first, said of the same paths.
    static func expectPrefixes(_ previews: [Corpus], of final: Corpus, sourceLocation: SourceLocation = #_sourceLocation) {
        let cases = final.cases.materialized
        var last = 0
        for preview in previews {
            let shown = preview.cases.materialized
            #expect(shown.count > last && shown.count < cases.count, sourceLocation: sourceLocation)
            #expect(shown == Array(cases.prefix(shown.count)), "a preview is not the finished corpus's first cases",
                    sourceLocation: sourceLocation)
            #expect(preview.source == final.source && preview.roots == final.roots
                    && preview.filesListed == final.filesListed, sourceLocation: sourceLocation)
            last = shown.count
        }
    }

    @Test func theScheduleGrowsEightfoldAndStopsAtHalfTheLetters() {
        #expect(PreviewSchedule(total: 1_000_000).points == [2_000, 16_000, 128_000])
        #expect(PreviewSchedule(total: 100_000).points == [2_000, 16_000])
        #expect(PreviewSchedule(total: 4_000).points == [2_000])
        #expect(PreviewSchedule(total: 3_999).points.isEmpty, "a short load shows its cases when all are read")
        var schedule = PreviewSchedule(total: 1_000_000)
        let due = [1_999, 20_000, 20_001, 128_000, 999_999].map { schedule.isDue($0) }
        // A chunk can pass two points at once; both are used up.
        #expect(due == [false, true, false, true, false])
    }

    @Test func thePrefixWaitsForTheChunkBeforeIt() {
        var prefix = FinishedPrefix(total: 10, chunk: 3)
        prefix.finish(3..<6)
        #expect(prefix.files == 0)
        prefix.finish(0..<3)
        #expect(prefix.files == 6)
        prefix.finish(9..<10)
        #expect(prefix.files == 6)
        prefix.finish(6..<9)
        #expect(prefix.files == 10)
    }

    @Test func withoutACacheEachPreviewIsTheFirstCasesOfTheLoad() throws {
        let letters = try TempFolder("imr-preview-plain")
        try writeCorpus(to: letters.path, config: GeneratorConfig(count: 120, seed: 21))
        let previews = Previews()
        let final = try CorpusLoader.load(paths: [letters.path], progress: nil, cache: nil, hidden: false, deferringStore: false,
                                          preview: previews.handler, firstPreview: 5)
        #expect(previews.all.count >= 2, "120 letters from 5 on, eightfold, past two points")
        Self.expectPrefixes(previews.all, of: final)
        let plain = try CorpusLoader.load(paths: [letters.path])
        #expect(final.cases.materialized == plain.cases.materialized && final.problems == plain.problems)
    }

    @Test func aShortLoadHandsNothingOver() throws {
        let letters = try TempFolder("imr-preview-short")
        try writeCorpus(to: letters.path, config: GeneratorConfig(count: 40, seed: 21))
        let previews = Previews()
        _ = try CorpusLoader.load(paths: [letters.path], preview: previews.handler)
        #expect(previews.all.isEmpty)
    }

    /// Letters read again among letters the cache still has: the previews mix both, in path order.
    @Test func withTheCacheTheReusedLettersJoinTheParsedOnes() throws {
        let letters = try TempFolder("imr-preview-cached")
        let cacheFolder = try TempFolder("imr-preview-cache")
        let cache = CaseStore(directory: cacheFolder.path + "/imr")
        try writeCorpus(to: letters.path, config: GeneratorConfig(count: 160, seed: 22))
        _ = try CorpusLoader.load(paths: [letters.path], cache: cache)
        let files = try FileCollector.collect([letters.path]).files.filter { $0.path.hasSuffix(".txt") }
        let changed = stride(from: 1, to: files.count, by: 3).map { files[$0].path }
        for path in changed {
            let handle = try #require(FileHandle(forWritingAtPath: path))
            handle.seekToEndOfFile()
            handle.write(Data("\n".utf8))
            try handle.close()
        }
        let previews = Previews()
        let final = try CorpusLoader.load(paths: [letters.path], progress: nil, cache: cache, hidden: false, deferringStore: false,
                                          preview: previews.handler, firstPreview: 4)
        #expect(final.lettersReadAgain == changed.count)
        #expect(!previews.all.isEmpty)
        Self.expectPrefixes(previews.all, of: final)
        let plain = try CorpusLoader.load(paths: [letters.path])
        #expect(final.cases.materialized == plain.cases.materialized)
    }

    /// A first open through the case store (nothing in it yet) parses straight into the store, as the
    /// browser's does: it keeps no case but those its one preview shows (the first point only), and the
    /// corpus it gives is the one mapped from the store.
    @Test func aFirstOpenIntoTheStoreHandsOverOnlyItsFirstPoint() throws {
        let letters = try TempFolder("imr-preview-first-open")
        let cacheFolder = try TempFolder("imr-preview-first-open-cache")
        try writeCorpus(to: letters.path, config: GeneratorConfig(count: 900, seed: 23))
        let previews = Previews()
        let final = try CorpusLoader.load(paths: [letters.path], progress: nil, cache: CaseStore(directory: cacheFolder.path),
                                          hidden: false, deferringStore: true, preview: previews.handler, firstPreview: 20)
        #expect(CaseStoreTests.isMapped(final), "the corpus is the store's")
        #expect(previews.all.count == 1, "one point: the cases a later one would show are not kept")
        #expect(previews.all.first.map { $0.cases.count >= 20 } == true)
        Self.expectPrefixes(previews.all, of: final)
        CaseStoreTests.expectSame(final, try CorpusLoader.load(paths: [letters.path]))
    }

    @Test func aScheduleCanStopAtALimit() {
        #expect(PreviewSchedule(total: 1_000_000, limit: 2_000).points == [2_000])
        #expect(PreviewSchedule(total: 1_000_000, limit: 20_000).points == [2_000, 16_000])
        #expect(PreviewSchedule(total: 3_000, limit: 2_000).points.isEmpty)
    }

    /// A preview is shown while the word index of the whole corpus does not exist yet: its searches wait.
    @Test func aPreviewIndexNeverBuildsAWordIndex() throws {
        let index = CorpusIndex.preview(Corpus(cases: [], source: "x"))
        #expect(index.isBuildingWordIndex)
        #expect(index.wordIndexOrigin == nil)
    }
}

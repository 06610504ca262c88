import CHeap
import IMRBrowser
import IMRIndex
import IMRModel
import IMRStore

/// Loading the letters off the key loop: what it needs from the app, and every step reported to the
/// browser through the inbox.
struct LoadJob: Sendable {
    let inbox: BrowserInbox
    let loader: BrowserApp.Loader
    let prepareIndex: (@Sendable (CorpusIndex) -> String?)?

    /// The letters read (through the case store when there is one), with progress reported, and, when
    /// `previewing`, the cases read so far shown on the way.
    func load(previewing: Bool = false, checking shown: Corpus? = nil) -> Corpus {
        let inbox = self.inbox
        let prepareIndex = self.prepareIndex
        let progress: @Sendable (LoadStep) -> Void = { step in inbox.post(.loadProgress(step)) }
        let preview: LoadPreview = { partial in
            let index = CorpusIndex.preview(partial)
            let problem = prepareIndex?(index)
            inbox.post(.corpusPreview(index))
            if let problem { inbox.post(.notice(StatusMessage(problem, isError: true))) }
        }
        let corpus = loader(BrowserApp.LoadReports(progress: progress, preview: previewing ? preview : nil,
                                                    shown: shown))
        // The parse's working memory (cases of each chunk, the columns' builders) is free now, but the C
        // heap would keep it through the indexing and the word index's build that follow.
        imr_heap_give_back()
        return corpus
    }

    /// Loads the letters and compares them with `shown`, opened from the case store: when nothing
    /// changed the browser keeps what it shows; else it gets the corpus read again.
    func check(against shown: Corpus) {
        let checked = load(checking: shown)
        if shown.isUnchanged(in: checked) {
            inbox.post(.lettersChecked(nil))
        } else {
            prepare(checked, announce: { BrowserEvent.lettersChecked($0) })
        }
    }

    /// Indexes `corpus` and reports each step; `announce` makes the event that hands the index over.
    func prepare(_ corpus: Corpus, announce: (CorpusIndex) -> BrowserEvent) {
        let inbox = self.inbox
        let prepareIndex = self.prepareIndex
        var shown: CorpusIndex?
        CorpusIndex.prepare(corpus) { step in
            switch step {
            case .indexed(let index):
                let problem = prepareIndex?(index)
                shown = index
                inbox.post(announce(index))
                if let problem { inbox.post(.notice(StatusMessage(problem, isError: true))) }
            case .storeOpened(let stored):
                if let shown { inbox.post(.storeOpened(shown: shown, stored: stored)) }
            case .indexingWords(let done, let total): inbox.post(.wordIndexProgress(done: done, total: total))
            case .searchReady: inbox.post(.wordIndexReady)
            case .wordIndexNotSaved(let reason):
                inbox.post(.storeWriteFailed("The word index was not kept for the next open: \(reason)"))
            case .storeNotSaved(let reason):
                inbox.post(.storeWriteFailed("The letters were not kept for the next open: \(reason)"))
            }
        }
        // Indexing, the word index's build and the store's write left their working memory free in the
        // C heap, which would keep it.
        imr_heap_give_back()
    }
}

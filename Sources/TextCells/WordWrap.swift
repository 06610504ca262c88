/// The one word wrap, for the browser's panes and the plain-text exports: lines of at most a width
/// in terminal cells (as `DisplayWidth.ofShown` counts them: a wide character 2, a combining mark 0).
///
/// Text comes as runs, each with a payload (a style, or nothing) that follows its text onto the lines.
/// Lines break at spaces (a line feed or tab counts as one and is given back as a space); spaces that
/// fall at a break are dropped, spaces the text starts with are kept as indentation. A word longer than
/// a line is cut after its last punctuation that fits (so a web address breaks between its parts),
/// else where the line is full; never inside a character, so a wide one moves whole to the next line.
public enum WordWrap {
    public typealias Run<Payload> = (text: String, payload: Payload)

    // Made for plain text here, where its callers in other modules find it: left generic, every call
    // looked up its types' metadata at run time, 70 % of a text export.
    /// The lines of `runs`, each as the pieces of the runs on it, in order. Lines after the first leave
    /// `indent` cells free at their start for the caller's continuation indent. Always one line at least.
    @_specialize(exported: true, where Payload == Void)
    public static func lines<Payload>(_ runs: [Run<Payload>], width: Int, indent: Int = 0) -> [[Run<Payload>]] {
        var layout = Layout(runs: runs, width: width, indent: indent)
        var word: [Letter] = []
        for (number, run) in runs.enumerated() {
            for character in run.text {
                if isSpace(character) {
                    layout.place(word)
                    word.removeAll(keepingCapacity: true)
                    layout.space(run: number)
                } else {
                    word.append(Letter(character: character, run: number, cells: DisplayWidth.ofShown(character)))
                }
            }
        }
        layout.place(word)
        return layout.finished()
    }

    /// Whether lines may break at `character` (a space, line feed or tab).
    public static func isSpace(_ character: Character) -> Bool {
        // By its ASCII value (CR LF's is a line feed's): comparing Characters compared strings.
        guard let ascii = character.asciiValue else { return false }
        return ascii == 0x20 || ascii == 0x0A || ascii == 0x09
    }

    /// One character of a word, with the run it came from and the cells it takes.
    struct Letter {
        var character: Character
        var run: Int
        var cells: Int
    }

    /// The lines made so far and the one being filled.
    struct Layout<Payload> {
        let runs: [Run<Payload>]
        let width: Int
        let indent: Int
        var lines: [[Run<Payload>]] = []
        var current: [Run<Payload>] = []
        var currentRun = -1
        /// Cells taken on the current line, not counting the continuation indent.
        var used = 0
        var hasWord = false
        /// Runs of the spaces since the last word: kept only if the next word joins this line.
        var pending: [Int] = []

        /// Cells a line may take; a continuation line gives `indent` of them to the indent.
        var room: Int { max(1, lines.isEmpty ? width : width - indent) }

        mutating func space(run: Int) {
            if hasWord {
                pending.append(run)
            } else if lines.isEmpty && used < room {
                put(" ", run: run, cells: 1)  // indentation the text starts with
            }
        }

        mutating func place(_ word: [Letter]) {
            guard !word.isEmpty else { return }
            let cells = word.reduce(0) { $0 + $1.cells }
            if hasWord && used + pending.count + cells > room {
                breakLine()
            } else {
                for run in pending { put(" ", run: run, cells: 1) }
                pending.removeAll()
            }
            var rest = word[...]
            var restCells = cells
            while restCells > room - used {
                let cut = cutPoint(rest, room: room - used)
                for letter in rest.prefix(cut) {
                    put(letter.character, run: letter.run, cells: letter.cells)
                    restCells -= letter.cells
                }
                rest = rest.dropFirst(cut)
                if rest.isEmpty { break }  // one character wider than the line: it has the line to itself
                breakLine()
            }
            for letter in rest { put(letter.character, run: letter.run, cells: letter.cells) }
            hasWord = true
        }

        /// How many letters of a word too long for the line go on it.
        func cutPoint(_ word: ArraySlice<Letter>, room: Int) -> Int {
            var cells = 0
            var fitting = 0
            var afterPunctuation = 0
            var punctuationCells = 0
            for letter in word {
                if cells + letter.cells > room { break }
                cells += letter.cells
                fitting += 1
                if !(letter.character.isLetter || letter.character.isNumber) {
                    afterPunctuation = fitting
                    punctuationCells = cells
                }
            }
            // Not at punctuation so early that most of the line would stay empty.
            if afterPunctuation > 0 && punctuationCells >= room / 3 { return afterPunctuation }
            // A line with nothing on it takes one character even when it is wider than the line.
            return fitting == 0 && used == 0 ? 1 : fitting
        }

        mutating func put(_ character: Character, run: Int, cells: Int) {
            if run == currentRun {
                current[current.count - 1].text.append(character)
            } else {
                current.append((String(character), runs[run].payload))
                currentRun = run
            }
            used += cells
        }

        mutating func breakLine() {
            lines.append(current)
            current = []
            currentRun = -1
            used = 0
            hasWord = false
            pending.removeAll()
        }

        /// The lines, spaces after the last word dropped.
        mutating func finished() -> [[Run<Payload>]] {
            lines.append(current)
            return lines
        }
    }
}

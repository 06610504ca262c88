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
        // One run of plain ASCII (a report's paragraph, most panes' lines) is laid out on its bytes.
        if runs.count == 1, let lines = runs[0].text.utf8.withContiguousStorageIfAvailable({ bytes in
            asciiLines(bytes, width: width, indent: indent).map { ranges in
                ranges.map { $0.isEmpty ? [] : [(asciiText(bytes, $0), runs[0].payload)] }
            }
        }), let lines {
            return lines
        }
        return layoutLines(runs, width: width, indent: indent)
    }

    /// `lines` laid out a character at a time: any text, any runs.
    @_specialize(exported: true, where Payload == Void)
    static func layoutLines<Payload>(_ runs: [Run<Payload>], width: Int, indent: Int) -> [[Run<Payload>]] {
        var layout = Layout(runs: runs, width: width, indent: indent)
        var word: [Letter] = []
        for (number, run) in runs.enumerated() {
            forEachLetter(of: run.text, run: number) { letter in
                if let letter {
                    word.append(letter)
                } else {
                    layout.place(word)
                    word.removeAll(keepingCapacity: true)
                    layout.space(run: number)
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

    /// Each character of `text` as a letter, nil for a space. A printable ASCII byte, line feed or tab
    /// followed by ASCII (most of a letter) is a character of its own and of one cell, read by the byte;
    /// anything else is read by Character, so a carriage return before a line feed, or a letter with a
    /// combining mark after it, stays one character.
    static func forEachLetter(of text: String, run: Int, _ body: (Letter?) -> Void) {
        let utf8 = text.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            let next = utf8.index(after: index)
            if (byte >= 0x20 && byte < 0x7F) || byte == 0x0A || byte == 0x09, next == utf8.endIndex || utf8[next] < 0x80 {
                if byte == 0x20 || byte == 0x0A || byte == 0x09 {
                    body(nil)
                } else {
                    let alphanumeric = (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                    body(Letter(range: index..<next, run: run, cells: 1, breaksAfter: !alphanumeric))
                }
                index = next
                continue
            }
            let end = text.index(after: index)
            let character = text[index]
            if isSpace(character) {
                body(nil)
            } else {
                body(Letter(range: index..<end, run: run, cells: DisplayWidth.ofShown(character),
                            breaksAfter: !(character.isLetter || character.isNumber)))
            }
            index = end
        }
    }

    /// One character of a word: where it is in its run's text, the cells it takes, and whether a word
    /// too long for a line may be cut after it (it is no letter or digit).
    struct Letter: Equatable {
        var range: Range<String.Index>
        var run: Int
        var cells: Int
        var breaksAfter: Bool
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
                restCells -= put(rest.prefix(cut))
                rest = rest.dropFirst(cut)
                if rest.isEmpty { break }  // one character wider than the line: it has the line to itself
                breakLine()
            }
            put(rest)
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
                if letter.breaksAfter {
                    afterPunctuation = fitting
                    punctuationCells = cells
                }
            }
            // Not at punctuation so early that most of the line would stay empty.
            if afterPunctuation > 0 && punctuationCells >= room / 3 { return afterPunctuation }
            // A line with nothing on it takes one character even when it is wider than the line.
            return fitting == 0 && used == 0 ? 1 : fitting
        }

        /// Puts letters on the line, each stretch of one run's text in one piece (a word's letters from
        /// one run are side by side in its text); gives back the cells they took.
        @discardableResult
        mutating func put(_ letters: ArraySlice<Letter>) -> Int {
            var taken = 0
            var start = letters.startIndex
            while start < letters.endIndex {
                let run = letters[start].run
                var end = start
                while end < letters.endIndex, letters[end].run == run {
                    taken += letters[end].cells
                    end += 1
                }
                let text = runs[run].text[letters[start].range.lowerBound..<letters[end - 1].range.upperBound]
                if run == currentRun {
                    current[current.count - 1].text += text
                } else {
                    current.append((String(text), runs[run].payload))
                    currentRun = run
                }
                start = end
            }
            used += taken
            return taken
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

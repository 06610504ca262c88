// swift-tools-version:6.0
import PackageDescription

// The core and the generator are compiled with optimization in debug builds too: the tests parse hundreds of thousands
// of letters and run the imr binary on them, several times slower at -Onone.
let optimizedInDebug: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
    name: "imr",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "imr", targets: ["imr"]),
        .library(name: "IMRCore", targets: [
            "IMRText", "IMRModel", "IMRVocabulary", "IMRLetters", "IMRExport", "IMRFiles", "IMRColumns", "IMRStore", "IMRIndex",
        ]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    ],
    targets: [
        // The core, in layers (docs/architecture.md): each core target uses only the core targets declared
        // above it, and the text and signal targets declared after the core.
        // Bytes and text that know nothing of letters: decoding, lines, sentences, byte search, case folding.
        .target(name: "IMRText", dependencies: ["TextSafety", "TextCells"], swiftSettings: optimizedInDebug),
        // The case model: cases, items, citations, outcomes, dates, keys, problems.
        .target(name: "IMRModel", dependencies: ["IMRText"], swiftSettings: optimizedInDebug),
        // Vocabularies as data, and a request's treatment read through them.
        .target(name: "IMRVocabulary", dependencies: ["IMRModel", "IMRText"], swiftSettings: optimizedInDebug),
        // A letter's bytes into a case: sections, parsers, reasons.
        .target(name: "IMRLetters", dependencies: ["IMRVocabulary", "IMRModel", "IMRText"], swiftSettings: optimizedInDebug),
        // Reports of cases: text, Markdown, JSON, CSV.
        .target(name: "IMRExport", dependencies: ["IMRVocabulary", "IMRModel", "IMRText", "TextSafety", "TextCells"], swiftSettings: optimizedInDebug),
        // Files and folders: listing, reading ahead, mapping, writing atomically, private folders.
        .target(name: "IMRFiles", dependencies: ["IMRModel", "IMRText", "CSignalCleanup"], swiftSettings: optimizedInDebug),
        // What an index is made of: the facet table, the word index, date and sort columns, the case list.
        .target(name: "IMRColumns", dependencies: ["IMRLetters", "IMRVocabulary", "IMRModel", "IMRText"], swiftSettings: optimizedInDebug),
        // Loading letters in parallel and the case store that makes a second open fast.
        .target(name: "IMRStore", dependencies: [
            "IMRColumns", "IMRFiles", "IMRLetters", "IMRModel", "IMRText", "CHeap", .product(name: "HeapModule", package: "swift-collections"),
        ], swiftSettings: optimizedInDebug),
        // A corpus opened and answered: queries, precedents, similar cases, statistics. No terminal code.
        .target(name: "IMRIndex", dependencies: [
            "IMRStore", "IMRColumns", "IMRFiles", "IMRLetters", "IMRExport", "IMRVocabulary", "IMRModel", "IMRText",
            "TextSafety", "TextCells",
        ], swiftSettings: optimizedInDebug),
        // Temporary files removed when a quit signal ends the process (a C signal handler's slots).
        .target(name: "CSignalCleanup"),
        // Memory the C heap holds free, handed back to the system (a corpus replaced by its store).
        .target(name: "CHeap"),
        // The one set of rules for showing untrusted text: browser, command line and exports.
        .target(name: "TextSafety", swiftSettings: optimizedInDebug),
        // How many terminal cells text takes, and the one word wrap by them (panes and text exports).
        .target(name: "TextCells", dependencies: ["TextSafety"], swiftSettings: optimizedInDebug),
        // Synthetic letters in every text form, with the truth they were made from.
        .target(name: "IMRGenerator", swiftSettings: optimizedInDebug),
        // The small C shim over ncursesw (wide API, macros, signal handling).
        .target(name: "CCurses", dependencies: ["CSignalCleanup"], linkerSettings: [.linkedLibrary("ncursesw")]),
        // Drawing: frames of styled cells, the curses and in-memory screens, keys, themes.
        .target(
            name: "IMRScreen",
            dependencies: ["CCurses", "TextSafety", "TextCells", .product(name: "TOMLKit", package: "TOMLKit")]
        ),
        // Tags, notes and saved filters kept in SQLite (GRDB), keyed by `CaseKey`.
        .target(name: "IMRNotes", dependencies: ["IMRIndex", "IMRFiles", "IMRExport", "IMRModel", .product(name: "GRDB", package: "GRDB.swift")]),
        // The browser without a terminal: state (a reducer), actions and key contexts, case documents,
        // presenters into frames.
        .target(
            name: "IMRBrowser",
            dependencies: ["IMRIndex", "IMRColumns", "IMRExport", "IMRVocabulary", "IMRModel", "IMRText", "IMRScreen"]
        ),
        // The browser run: the app loop, the effects carried out (loading, exports, notes, memory), the
        // user's programs.
        .target(
            name: "IMRTerminal",
            dependencies: [
                "IMRBrowser", "IMRIndex", "IMRStore", "IMRColumns", "IMRFiles", "IMRExport", "IMRModel", "IMRText", "IMRScreen",
                "CHeap",
            ]
        ),
        .executableTarget(
            name: "imr",
            dependencies: [
                "IMRIndex", "IMRStore", "IMRColumns", "IMRFiles", "IMRExport", "IMRVocabulary", "IMRModel", "IMRText",
                "IMRGenerator", "IMRNotes", "IMRScreen",
                "IMRBrowser", "IMRTerminal", "TextSafety", "TextCells", "CHeap",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "TOMLKit", package: "TOMLKit"),
            ]
        ),
        // libFuzzer target for the letter parser (docs/fuzzing.md); built normally it replays inputs.
        .executableTarget(name: "imr-fuzz", dependencies: ["IMRIndex", "IMRFiles", "IMRExport", "IMRLetters", "IMRText", "TextSafety"]),
        // The figures of issue 5 against their targets: `swift run -c release imr-bench`.
        .executableTarget(
            name: "imr-bench",
            dependencies: [
                "IMRIndex", "IMRStore", "IMRFiles", "IMRExport", "IMRLetters", "IMRVocabulary", "IMRModel", "IMRText", "IMRGenerator",
                "IMRBrowser", "IMRTerminal", "IMRScreen", "TextCells", "CHeap",
            ]
        ),
        // The real terminal through CursesScreen: boxes, wide text, escapes, every role, events by name,
        // a deliberate crash; by hand, and driven in tmux by EndToEndTests.
        .executableTarget(name: "imr-screen-check", dependencies: ["IMRScreen"]),
        // The tests, one target per library target. Each uses only its target, the core targets declared
        // above it, and the test support of its layer or below: the support targets, in the same layers,
        // are plain targets under Tests/ (docs/architecture.md).
        // Files and temporary folders: where the tests find what the repository ships (Fixtures/, docs/).
        .target(name: "TestFixtures", path: "Tests/TestFixtures"),
        // Cases made by hand, text compared word by word, a treatment's identity.
        .target(name: "CaseFixtures", dependencies: ["IMRVocabulary", "IMRModel", "IMRText"], path: "Tests/CaseFixtures"),
        // Letters written by hand and parsed; the real letters and generated ones, parsed a file at a time.
        .target(
            name: "LetterFixtures",
            dependencies: ["CaseFixtures", "TestFixtures", "IMRGenerator", "IMRLetters", "IMRModel", "IMRText"],
            path: "Tests/LetterFixtures"
        ),
        // The checks the JSON writers are held to; the case schema's validator; the reports as they were made
        // before they were written as bytes, the oracle of the differential tests.
        .target(
            name: "ExportFixtures", dependencies: ["IMRExport", "IMRModel", "IMRText", "TextSafety", "TestFixtures"],
            path: "Tests/ExportFixtures"
        ),
        // Phrases asked of the word index and of the text.
        .target(name: "ColumnFixtures", dependencies: ["IMRColumns", "IMRModel"], path: "Tests/ColumnFixtures"),
        // Indexes of cases, of letters in memory or of folders, for the tests above the index.
        .target(name: "IndexFixtures", dependencies: ["IMRIndex", "IMRStore", "IMRModel"], path: "Tests/IndexFixtures"),
        // The real letters opened in the browser's state, and keys pressed.
        .target(
            name: "BrowserFixtures",
            dependencies: ["TestFixtures", "IndexFixtures", "IMRBrowser", "IMRIndex", "IMRModel", "IMRScreen"],
            path: "Tests/BrowserFixtures"
        ),
        .testTarget(name: "TestFixturesTests", dependencies: ["TestFixtures"]),
        .testTarget(name: "IMRTextTests", dependencies: ["IMRText", "IMRGenerator"]),
        .testTarget(name: "IMRModelTests", dependencies: ["IMRModel"]),
        .testTarget(
            name: "IMRVocabularyTests",
            dependencies: [
                "IMRVocabulary", "IMRModel", "IMRText", "CaseFixtures", "TestFixtures", "IMRGenerator",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "IMRLettersTests",
            dependencies: [
                "IMRLetters", "IMRVocabulary", "IMRModel", "IMRText", "CaseFixtures", "LetterFixtures", "TestFixtures", "IMRGenerator",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "IMRExportTests",
            dependencies: [
                "IMRExport", "IMRModel", "IMRText", "TextSafety", "TextCells",
                "CaseFixtures", "ExportFixtures",
                .product(name: "PropertyBased", package: "swift-property-based"),
                // The reference CSVTable's bytes are held to, and the reader of its output.
                .product(name: "CSV", package: "CSV.swift"),
            ]
        ),
        .testTarget(name: "IMRFilesTests", dependencies: ["IMRFiles", "TestFixtures"]),
        .testTarget(
            name: "IMRColumnsTests",
            dependencies: [
                "IMRColumns", "IMRLetters", "IMRVocabulary", "IMRModel", "IMRText",
                "CaseFixtures", "LetterFixtures", "ColumnFixtures", "TestFixtures", "IMRGenerator",
            ]
        ),
        .testTarget(
            name: "IMRStoreTests",
            dependencies: [
                "IMRStore", "IMRColumns", "IMRFiles", "IMRLetters", "IMRModel", "IMRText", "CaseFixtures", "LetterFixtures", "TestFixtures",
            ]
        ),
        .testTarget(
            name: "IMRIndexTests",
            dependencies: [
                "IMRIndex", "IMRStore", "IMRColumns", "IMRFiles", "IMRExport", "IMRLetters", "IMRVocabulary", "IMRModel", "IMRText",
                "TextCells", "CaseFixtures", "LetterFixtures", "ExportFixtures", "ColumnFixtures", "TestFixtures", "IMRGenerator",
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "CSV", package: "CSV.swift"),
            ]
        ),
        .testTarget(name: "IMRGeneratorTests", dependencies: ["IMRGenerator"]),
        .testTarget(
            name: "IMRNotesTests",
            dependencies: ["IMRNotes", "IMRIndex", "IMRExport", "IMRModel", "IndexFixtures", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        .testTarget(
            name: "TextCellsTests",
            dependencies: ["TextCells", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "IMRScreenTests", dependencies: ["IMRScreen", "CCurses", "TextSafety"]),
        .testTarget(
            name: "IMRBrowserTests",
            dependencies: [
                "IMRBrowser", "IMRScreen", "IMRIndex", "IMRColumns", "IMRExport", "IMRVocabulary", "IMRModel", "IMRText",
                "BrowserFixtures", "IndexFixtures", "TestFixtures",
            ]
        ),
        .testTarget(
            name: "IMRTerminalTests",
            dependencies: [
                "IMRTerminal", "IMRBrowser", "IMRScreen", "IMRIndex", "IMRStore", "IMRColumns", "IMRExport", "IMRModel",
                "BrowserFixtures", "IndexFixtures", "TestFixtures", "CHeap",
            ]
        ),
        // Escape sequences in letters and file names never reach the terminal or an export raw
        // (runs the real `imr` binary and renders browser frames).
        .testTarget(
            name: "OutputSafetyTests",
            dependencies: ["IMRIndex", "IMRStore", "IMRFiles", "IMRExport", "IMRModel", "IMRScreen", "IMRBrowser", "imr"]
        ),
        // Drives the real `imr` binary in tmux; needs tmux, zsh and fish installed (a test fails, naming what
        // to install, otherwise). Reads Package.swift and docs/ against the code.
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["imr", "imr-fuzz", "imr-screen-check", "IMRIndex", "IMRStore", "IMRVocabulary", "IMRModel", "IMRText", "TestFixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version:6.0
import PackageDescription

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
    ],
    targets: [
        // The core, in layers (docs/architecture.md): each core target uses only the core targets declared
        // above it, and the text and signal targets declared after the core.
        // Bytes and text that know nothing of letters: decoding, lines, sentences, byte search, case folding.
        .target(name: "IMRText", dependencies: ["TextSafety", "TextCells"]),
        // The case model: cases, items, citations, outcomes, dates, keys, problems.
        .target(name: "IMRModel", dependencies: ["IMRText"]),
        // Vocabularies as data, and a request's treatment read through them.
        .target(name: "IMRVocabulary", dependencies: ["IMRModel", "IMRText"]),
        // A letter's bytes into a case: sections, parsers, reasons.
        .target(name: "IMRLetters", dependencies: ["IMRVocabulary", "IMRModel", "IMRText"]),
        // Reports of cases: text, Markdown, JSON, CSV.
        .target(name: "IMRExport", dependencies: ["IMRVocabulary", "IMRModel", "IMRText", "TextSafety", "TextCells"]),
        // Files and folders: listing, reading ahead, mapping, writing atomically, private folders.
        .target(name: "IMRFiles", dependencies: ["IMRModel", "IMRText", "CSignalCleanup"]),
        // What an index is made of: the facet table, the word index, date and sort columns, the case list.
        .target(name: "IMRColumns", dependencies: ["IMRLetters", "IMRVocabulary", "IMRModel", "IMRText"]),
        // Loading letters in parallel and the case store that makes a second open fast.
        .target(name: "IMRStore", dependencies: ["IMRColumns", "IMRFiles", "IMRLetters", "IMRModel", "IMRText"]),
        // A corpus opened and answered: queries, precedents, similar cases, statistics. No terminal code.
        .target(name: "IMRIndex", dependencies: [
            "IMRStore", "IMRColumns", "IMRFiles", "IMRLetters", "IMRExport", "IMRVocabulary", "IMRModel", "IMRText",
        ]),
        // Temporary files removed when a quit signal ends the process (a C signal handler's slots).
        .target(name: "CSignalCleanup"),
        // Memory the C heap holds free, handed back to the system (a corpus replaced by its store).
        .target(name: "CHeap"),
        // The one set of rules for showing untrusted text: browser, command line and exports.
        .target(name: "TextSafety"),
        // How many terminal cells text takes, and the one word wrap by them (panes and text exports).
        .target(name: "TextCells", dependencies: ["TextSafety"]),
        // Synthetic letters in every text form, with the truth they were made from.
        .target(name: "IMRGenerator"),
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
                "IMRBrowser", "IMRTerminal", "TextSafety", "TextCells",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "TOMLKit", package: "TOMLKit"),
            ]
        ),
        // libFuzzer target for the letter parser (docs/fuzzing.md); built normally it replays inputs.
        .executableTarget(name: "imr-fuzz", dependencies: ["IMRIndex", "IMRFiles", "IMRExport", "IMRLetters", "TextSafety"]),
        // The figures of issue 5 against their targets: `swift run -c release imr-bench`.
        .executableTarget(
            name: "imr-bench",
            dependencies: [
                "IMRIndex", "IMRStore", "IMRFiles", "IMRExport", "IMRLetters", "IMRVocabulary", "IMRModel", "IMRGenerator",
                "IMRBrowser", "IMRTerminal", "IMRScreen",
            ]
        ),
        // The real terminal through CursesScreen: boxes, wide text, escapes, every role, events by name,
        // a deliberate crash; by hand, and driven in tmux by EndToEndTests.
        .executableTarget(name: "imr-screen-check", dependencies: ["IMRScreen"]),
        // Where the tests find the files the repository ships for them (Fixtures/, docs/).
        .target(name: "TestFixtures", path: "Tests/TestFixtures"),
        .testTarget(
            name: "IMRCoreTests",
            dependencies: [
                "IMRIndex", "IMRStore", "IMRColumns", "IMRFiles", "IMRExport", "IMRLetters", "IMRVocabulary", "IMRModel", "IMRText",
                "IMRGenerator", "TestFixtures", "TextCells",
                .product(name: "PropertyBased", package: "swift-property-based"),
                // The reference CSVTable's bytes are held to, and the reader of its output.
                .product(name: "CSV", package: "CSV.swift"),
            ]
        ),
        .testTarget(name: "IMRGeneratorTests", dependencies: ["IMRGenerator"]),
        .testTarget(name: "IMRNotesTests", dependencies: ["IMRNotes", "IMRIndex", "IMRStore", "IMRExport", "IMRModel"]),
        .testTarget(name: "TextCellsTests", dependencies: ["TextCells"]),
        .testTarget(name: "IMRScreenTests", dependencies: ["IMRScreen"]),
        .testTarget(
            name: "IMRTerminalTests",
            dependencies: [
                "IMRBrowser", "IMRTerminal", "IMRScreen", "IMRIndex", "IMRStore", "IMRColumns", "IMRExport", "IMRLetters",
                "IMRVocabulary", "IMRModel", "IMRText", "IMRGenerator", "TestFixtures",
            ]
        ),
        // Escape sequences in letters and file names never reach the terminal or an export raw
        // (runs the real `imr` binary and renders browser frames).
        .testTarget(
            name: "OutputSafetyTests",
            dependencies: ["IMRIndex", "IMRStore", "IMRFiles", "IMRExport", "IMRModel", "IMRScreen", "IMRBrowser", "IMRTerminal", "imr"]
        ),
        // Drives the real `imr` binary in tmux; needs tmux installed (skipped with a message otherwise).
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["imr", "imr-fuzz", "imr-screen-check", "IMRIndex", "IMRStore", "IMRVocabulary", "IMRModel", "IMRText", "TestFixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

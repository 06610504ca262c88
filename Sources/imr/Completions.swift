import ArgumentParser
import Foundation
import IMRIndex
import IMRNotes
import IMRText

/// What the shells offer after an argument, where ArgumentParser's own completions (the values of an
/// enum, from `ExpressibleByArgument`) are not enough: letters' paths, output files and folders, and the
/// user's own tags and saved filters, read from the notes store when Tab is pressed. The scripts come
/// from `imr --generate-completion-script bash|zsh|fish` (docs/reference.md, "Shell completions").
enum Completions {
    /// Letter files and folders.
    static let letters = CompletionKind.file()
    /// A file to write (or a folder, for exports).
    static let output = CompletionKind.file()
    static let folder = CompletionKind.directory

    /// The tags the notes store holds, most used first.
    static let tags = CompletionKind.custom { _, _, prefix in
        let names = (try? NotesAccess.existing()?.allTags().map(\.tag)) ?? nil
        return starting(names ?? [], with: prefix)
    }

    /// The saved filters, as `@name` (what `--filter` and the filter line take).
    static let savedFilters = CompletionKind.custom { _, _, prefix in
        guard prefix.hasPrefix("@") else { return [] }
        let names = (try? NotesAccess.existing()?.savedFilters().map { "@" + $0.name }) ?? nil
        return starting(names ?? [], with: prefix)
    }

    /// Candidates that start with what was typed (any case; a quote the shell passes along is ignored).
    static func starting(_ candidates: [String], with prefix: String) -> [String] {
        let typed = CaseFold.key(prefix.trimmingCharacters(in: CharacterSet(charactersIn: "\"'")))
        return candidates.filter { CaseFold.key($0).hasPrefix(typed) }
    }
}

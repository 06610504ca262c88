import IMRText

extension Corpus {
    /// What to tell a user whose paths gave no letter: what was looked for, what was found instead,
    /// and the hidden files passed over. Nil when there are cases.
    public var emptyReason: String? {
        guard cases.isEmpty else { return nil }
        var reason = "no letters in \(source): "
        if filesListed == 0 {
            reason += "no files to read (imr reads letter text files and PDFs, in folders and their subfolders)"
        } else {
            reason += "\(Wording.count(filesListed, "file")) read, none of them a letter (`imr check` says why for each)"
        }
        if !hiddenSkipped.isEmpty {
            reason += "; \(Wording.count(hiddenSkipped.count, "hidden file or folder", plural: "hidden files or folders")) skipped (--hidden reads them)"
        }
        return reason
    }
}

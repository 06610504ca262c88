import IMRIndex
import IMRColumns

/// What is drawn over the panes and takes the keys while open.
public indirect enum Overlay: Equatable {
    case help(HelpState)
    case picker(PickerState)
    case sortMenu(ListCursor)
    case stats(StatsState)
    case problems(ListCursor)
    case prompt(PromptState)
    case savedFilters(SavedFiltersState)

    /// The section of the action table its keys come from.
    public var keyContext: KeyContext {
        switch self {
        case .help: return .help
        case .picker: return .picker
        case .sortMenu: return .sortMenu
        case .stats: return .stats
        case .problems: return .problems
        case .savedFilters: return .savedFilters
        case .prompt(let prompt):
            switch prompt.purpose {
            case .confirmOverwrite, .noteConflict: return .confirm
            case .tag: return .tagPrompt
            case .filter: return .filterPrompt
            case .note: return .notePrompt
            default: return .prompt
            }
        }
    }
}

/// The help: the keys of the context it was opened from, scrolled; closing it goes back there.
public struct HelpState: Equatable {
    public var page: HelpPage
    public var scroll = ListCursor()
    /// The overlay it was opened over (nil: the panes).
    public var returnTo: Overlay?
}

/// What a picker chooses from: a facet's values, or the user's tags (`tag:`).
public enum PickerSubject: Equatable, Sendable {
    case facet(Facet)
    case tags
}

/// A facet picker: values with counts, narrowed by typing, several may be chosen.
public struct PickerState: Equatable {
    public var subject: PickerSubject
    /// Values chosen so far (applied on Enter).
    public var chosen: Set<String>
    public var filter = ""
    public var cursor = ListCursor()

    public init(facet: Facet, chosen: Set<String>) {
        self.init(.facet(facet), chosen: chosen)
    }

    public init(_ subject: PickerSubject, chosen: Set<String>) {
        self.subject = subject
        self.chosen = chosen
    }

    /// The facet chosen from (nil for tags).
    public var facet: Facet? {
        if case .facet(let facet) = subject { return facet }
        return nil
    }

    public var title: String { facet?.title ?? "Tags" }

    /// The facets that describe a request and its decision, one picker away from each other (← →): the `t` picker's.
    public static let treatmentFamily: [Facet] = [.category, .treatment, .region, .reason]

    /// Its values have meanings shown beside them (`FacetValues.meaning`: the decision reasons).
    public var explained: Bool { facet.map(FacetValues.explains) ?? false }

    /// The family this picker's facet belongs to, if any.
    public var family: [Facet]? { facet.map(Self.treatmentFamily.contains) == true ? Self.treatmentFamily : nil }
}

/// The statistics view: one facet's values with counts and overturn rates.
public struct StatsState: Equatable {
    /// The tabs, in order: facets, then the time view by decision year, quarter and month.
    public static let tabs: [StatsDimension] =
        [Facet.specialty, .chapter, .category, .treatment, .region, .reason, .review, .outcome, .state, .layout].map(StatsDimension.facet)
        + StatsPeriod.allCases.map(StatsDimension.period)
    public var dimension: StatsDimension = .facet(.specialty)
    /// Nil: the tab's own order (counts for facets, time for periods).
    public var order: StatsOrder? = nil
    public var cursor = ListCursor()

    public var effectiveOrder: StatsOrder { order ?? dimension.defaultOrder }

    /// The facet tab shown, if the tab is a facet's.
    public var facet: Facet? {
        if case .facet(let facet) = dimension { return facet }
        return nil
    }
}

/// A one-line prompt at the bottom: the filter line, a search, an export path, a yes/no question.
public struct PromptState: Equatable {
    public enum Purpose: Equatable {
        case filter
        case search
        /// The name to save this filter line under.
        case filterName(query: String)
        /// Where to export these cases.
        case exportPath(ids: [String])
        /// Where to write a precedent brief.
        case briefPath(Precedents)
        /// Confirm replacing existing files.
        case confirmOverwrite(ExportRequest)
        /// A tag to put on (or take off) these cases.
        case tag(ids: [String])
        /// The note of this case; `base` is the note as it was when the prompt opened.
        case note(id: String, base: String)
        /// The note the user wrote (`yours`) could not be kept: the store holds another (`kept`) since
        /// they began. y: theirs replaced; anything else: both kept.
        case noteConflict(key: String, yours: String, kept: String)
    }

    public var purpose: Purpose
    public var label: String
    public var text: String
    /// Cursor position in `text`, in characters.
    public var caret: Int
    /// The whole text is selected, as a line reopens holding what was typed before (fzf and lnav do
    /// so): typing replaces it, deleting clears it, moving the caret starts editing it.
    public var selected: Bool

    public init(purpose: Purpose, label: String, text: String = "", selected: Bool = false) {
        self.purpose = purpose
        self.label = label
        self.text = text
        self.caret = text.count
        self.selected = selected && !text.isEmpty
    }
}

/// The search over the selected case and the list.
public struct SearchState: Equatable {
    public var text: String
    /// Which match in the selected case is current (index into the case's matches).
    public var current = 0
}

/// An export to carry out: which cases, where, and whether replacing files was agreed.
public struct ExportRequest: Equatable, Sendable {
    public var ids: [String]
    /// A file (every case in one document) or a folder ending in "/" (a file per case).
    public var destination: String
    public var overwrite: Bool
    /// A precedent brief to write to `destination` instead of cases (text, or Markdown for .md).
    public var brief: Precedents? = nil
    /// The filters in force when it was asked: a CSV says which items their item terms single out
    /// (`matched`), as `imr list --csv` does.
    public var query: CaseQuery? = nil
}

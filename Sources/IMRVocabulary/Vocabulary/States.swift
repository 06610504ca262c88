import IMRText

/// US states, for licensure: full names, and the postal codes some letters use.
public enum States {
    public static let byCode: [String: String] = [
        "AL": "Alabama", "AK": "Alaska", "AZ": "Arizona", "AR": "Arkansas", "CA": "California", "CO": "Colorado",
        "CT": "Connecticut", "DE": "Delaware", "DC": "District of Columbia", "FL": "Florida", "GA": "Georgia",
        "HI": "Hawaii", "ID": "Idaho", "IL": "Illinois", "IN": "Indiana", "IA": "Iowa", "KS": "Kansas",
        "KY": "Kentucky", "LA": "Louisiana", "ME": "Maine", "MD": "Maryland", "MA": "Massachusetts",
        "MI": "Michigan", "MN": "Minnesota", "MS": "Mississippi", "MO": "Missouri", "MT": "Montana",
        "NE": "Nebraska", "NV": "Nevada", "NH": "New Hampshire", "NJ": "New Jersey", "NM": "New Mexico",
        "NY": "New York", "NC": "North Carolina", "ND": "North Dakota", "OH": "Ohio", "OK": "Oklahoma",
        "OR": "Oregon", "PA": "Pennsylvania", "RI": "Rhode Island", "SC": "South Carolina", "SD": "South Dakota",
        "TN": "Tennessee", "TX": "Texas", "UT": "Utah", "VT": "Vermont", "VA": "Virginia", "WA": "Washington",
        "WV": "West Virginia", "WI": "Wisconsin", "WY": "Wyoming", "PR": "Puerto Rico",
    ]

    /// Full names and postal codes, folded (`CaseFold`, the one case rule), to the full name.
    private static let byFoldedNameOrCode: [String: String] = {
        var table: [String: String] = [:]
        for (code, name) in byCode {
            table[CaseFold.key(name)] = name
            table[CaseFold.key(code)] = name
        }
        return table
    }()

    /// The state's full name for a name or postal code; the text as written otherwise.
    public static func normalize(_ written: String) -> String {
        let trimmed = written.trimmingSpaces
        return byFoldedNameOrCode[CaseFold.key(trimmed)] ?? String(trimmed)
    }
}

/// The five shipped themes, embedded so the program works without the themes/ folder.
///
/// themes/*.toml are the editable, documented copies; a test checks that this text equals them,
/// so after editing a file there, copy it here too. (The blank line before each closing
/// delimiter keeps the file's final line feed in the string.)
enum BuiltinThemes {
    /// Names in cycling order.
    static let names = themes.map(\.name)

    /// The TOML text of the built-in theme `name`.
    static func source(named name: String) -> String? {
        themes.first { $0.name == name }?.source
    }

    static let themes: [(name: String, source: String)] = [
        ("default", #"""
# imr theme "default": the terminal's own colours and background.
#
# Nothing here sets a background, so the theme reads well on light and dark terminals alike.
# Colour marks only outcomes and search matches; the rest is carried by attributes.
# The format and every role are described in docs/themes.md.

description = "The terminal's own colours; colour only for outcomes and matches"

[styles]
normal               = { fg = "default", bg = "default" }
"list.cursor"        = { reverse = true }
"list.marked"        = { bold = true }
"list.cursor.marked" = { reverse = true, bold = true }
"outcome.upheld"     = { fg = "red" }
"outcome.overturned" = { fg = "green", bold = true }
"outcome.partial"    = { fg = "yellow" }
"outcome.unknown"    = { dim = true }
"search.match"       = { fg = "yellow", reverse = true }
"search.current"     = { fg = "magenta", reverse = true, bold = true }
border               = {}
"border.focus"       = { bold = true }
title                = { bold = true }
status               = { reverse = true }
"status.message"     = { reverse = true, bold = true }
"status.error"       = { fg = "red", reverse = true, bold = true }
hint                 = { dim = true }
heading              = { bold = true, underline = true }
label                = { bold = true }
dim                  = { dim = true }
"letter.reason"      = { underline = true }
"picker.cursor"      = { reverse = true }
"picker.count"       = { dim = true }
bar                  = {}
overlay              = {}

"""#),
        ("dark", #"""
# imr theme "dark": light text on a dark grey background.
#
# Colours are 24-bit; on 256-, 16- and 8-colour terminals each becomes the nearest the terminal
# has. Roles left out here come from the "default" theme.

description = "Light text on a dark background"
inherit = "default"

[styles]
normal               = { fg = "#d0d0d0", bg = "#1c1c1c" }
"list.cursor"        = { fg = "#ffffff", bg = "#005f87", bold = true }
"list.marked"        = { fg = "#ffd75f", bold = true }
"list.cursor.marked" = { fg = "#ffd75f", bg = "#005f87", bold = true, underline = true }
"outcome.upheld"     = { fg = "#ff5f5f" }
"outcome.overturned" = { fg = "#87d787", bold = true }
"outcome.partial"    = { fg = "#ffaf5f" }
"outcome.unknown"    = { fg = "#808080" }
"search.match"       = { fg = "#000000", bg = "#d7af00" }
"search.current"     = { fg = "#000000", bg = "#ff8700", bold = true }
border               = { fg = "#585858" }
"border.focus"       = { fg = "#5fafd7", bold = true }
title                = { fg = "#87d7ff", bold = true }
status               = { fg = "#d0d0d0", bg = "#303030" }
"status.message"     = { fg = "#87d787", bg = "#303030" }
"status.error"       = { fg = "#ffffff", bg = "#af0000", bold = true }
hint                 = { fg = "#808080" }
heading              = { fg = "#87afff", bold = true }
label                = { fg = "#afafaf" }
dim                  = { fg = "#6c6c6c" }
"letter.reason"      = { fg = "#d7af87", underline = true }
"picker.cursor"      = { fg = "#ffffff", bg = "#005f87", bold = true }
"picker.count"       = { fg = "#87afaf" }
bar                  = { fg = "#5fafd7" }
overlay              = { fg = "#d0d0d0", bg = "#262626" }

"""#),
        ("light", #"""
# imr theme "light": dark text on a white background.
#
# Colours are 24-bit; on 256-, 16- and 8-colour terminals each becomes the nearest the terminal
# has. Roles left out here come from the "default" theme.

description = "Dark text on a light background"
inherit = "default"

[styles]
normal               = { fg = "#262626", bg = "#ffffff" }
"list.cursor"        = { fg = "#000000", bg = "#afd7ff" }
"list.marked"        = { fg = "#875f00", bold = true }
"list.cursor.marked" = { fg = "#875f00", bg = "#afd7ff", bold = true, underline = true }
"outcome.upheld"     = { fg = "#af0000" }
"outcome.overturned" = { fg = "#005f00", bold = true }
"outcome.partial"    = { fg = "#af5f00" }
"outcome.unknown"    = { fg = "#808080" }
"search.match"       = { fg = "#000000", bg = "#ffff87" }
"search.current"     = { fg = "#000000", bg = "#ffaf5f", bold = true }
border               = { fg = "#a8a8a8" }
"border.focus"       = { fg = "#005f87", bold = true }
title                = { fg = "#005f87", bold = true }
status               = { fg = "#262626", bg = "#e4e4e4" }
"status.message"     = { fg = "#005f00", bg = "#e4e4e4" }
"status.error"       = { fg = "#ffffff", bg = "#af0000", bold = true }
hint                 = { fg = "#808080" }
heading              = { fg = "#00005f", bold = true }
label                = { fg = "#585858" }
dim                  = { fg = "#8a8a8a" }
"letter.reason"      = { fg = "#5f3700", underline = true }
"picker.cursor"      = { fg = "#000000", bg = "#afd7ff" }
"picker.count"       = { fg = "#5f8787" }
bar                  = { fg = "#0087af" }
overlay              = { fg = "#262626", bg = "#eeeeee" }

"""#),
        ("high-contrast", #"""
# imr theme "high-contrast": bright colours on black, bold where it helps.
#
# Uses only the 16 standard colours, so it looks the same on every colour terminal.
# Roles left out here come from the "default" theme.

description = "Bright colours on black, for low vision or glare"
inherit = "default"

[styles]
normal               = { fg = "bright-white", bg = "black" }
"list.cursor"        = { fg = "black", bg = "bright-yellow", bold = true }
"list.marked"        = { fg = "bright-cyan", bold = true, underline = true }
"list.cursor.marked" = { fg = "black", bg = "bright-cyan", bold = true, underline = true }
"outcome.upheld"     = { fg = "bright-red", bold = true }
"outcome.overturned" = { fg = "bright-green", bold = true }
"outcome.partial"    = { fg = "bright-yellow", bold = true }
"outcome.unknown"    = { fg = "white" }
"search.match"       = { fg = "black", bg = "bright-magenta" }
"search.current"     = { fg = "black", bg = "bright-white", bold = true, underline = true }
border               = { fg = "white" }
"border.focus"       = { fg = "bright-yellow", bold = true }
title                = { fg = "bright-white", bold = true, underline = true }
status               = { fg = "black", bg = "white" }
"status.message"     = { fg = "black", bg = "bright-green" }
"status.error"       = { fg = "bright-white", bg = "red", bold = true }
hint                 = { fg = "white" }
heading              = { fg = "bright-yellow", bold = true, underline = true }
label                = { fg = "bright-cyan" }
dim                  = { fg = "white" }
"letter.reason"      = { fg = "bright-white", underline = true }
"picker.cursor"      = { fg = "black", bg = "bright-yellow", bold = true }
"picker.count"       = { fg = "bright-cyan" }
bar                  = { fg = "bright-cyan" }
overlay              = { fg = "bright-white", bg = "black" }

"""#),
        ("mono", #"""
# imr theme "mono": attributes only, no colour at all.
#
# What every theme looks like without colour (NO_COLOR or a terminal without colour):
# reverse for cursors, bold for marked rows and headings, underline for matches.

description = "No colour: reverse, bold and underline only"
inherit = "none"

[styles]
normal               = {}
"list.cursor"        = { reverse = true }
"list.marked"        = { bold = true }
"list.cursor.marked" = { reverse = true, bold = true }
"outcome.upheld"     = {}
"outcome.overturned" = { bold = true }
"outcome.partial"    = { underline = true }
"outcome.unknown"    = { dim = true }
"search.match"       = { underline = true }
"search.current"     = { underline = true, bold = true }
border               = {}
"border.focus"       = { bold = true }
title                = { bold = true }
status               = { reverse = true }
"status.message"     = { reverse = true }
"status.error"       = { reverse = true, bold = true }
hint                 = { dim = true }
heading              = { bold = true }
label                = {}
dim                  = { dim = true }
"letter.reason"      = { underline = true }
"picker.cursor"      = { reverse = true }
"picker.count"       = { dim = true }
bar                  = {}
overlay              = {}

"""#),
    ]
}

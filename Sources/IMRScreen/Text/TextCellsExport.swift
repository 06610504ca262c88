// Cell widths (`DisplayWidth`) and terminal-safe text (`TerminalSafe`) live in TextCells, below
// the core (IMRText, IMRExport) too, so the exports wrap by the same cells; they stay part of what IMRScreen offers.
@_exported import TextCells

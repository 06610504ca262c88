/// Where frames are shown and input comes from: the terminal (`CursesScreen`) or memory
/// (`MemoryScreen`, for tests). Used from one thread, the key loop's.
public protocol Screen: AnyObject {
    /// The current size in cells; presenters draw frames of this size.
    var size: Size { get }
    /// Shows `frame`. A frame of another size than the screen is clipped or padded.
    func present(_ frame: Frame)
    /// Waits up to `timeoutMilliseconds` (nil: until something happens) for the next event.
    /// Returns nil on timeout.
    func nextEvent(timeoutMilliseconds: Int?) -> InputEvent?
    /// Styles roles with `theme` from now on (for cycling themes); redraws on the next present.
    func apply(theme: Theme)
    /// Gives the terminal back for a while (to run a pager or editor).
    func suspend()
    /// Takes the terminal again after `suspend`; the next present redraws everything.
    func resume()
    /// Asks the terminal to put `text` on the system clipboard (OSC 52, see `ClipboardSequence`).
    func copyToClipboard(_ text: String)
    /// Restores the terminal; the screen is unusable afterwards. Safe to call twice.
    func close()
}

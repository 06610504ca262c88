import Foundation

/// OSC 52, the escape sequence that asks the terminal to put text on the system clipboard: it travels
/// over ssh and through tmux (with `set-clipboard on`), where no clipboard program can reach.
public enum ClipboardSequence {
    /// `ESC ] 52 ; c ; BASE64 BEL`. The text only ever appears base64-encoded, so no byte of it can end
    /// the sequence early or start another one.
    public static func osc52(_ text: String) -> String {
        "\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{07}"
    }
}

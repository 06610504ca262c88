import TextSafety

/// Letter text made safe for the command line and the exports, by the rules of `ControlEscape`
/// (the same the browser uses): ESC as `^[`, a direction override as `<U+202E>`. Reports keep their
/// line feeds and tabs.
public enum SafeText {
    public static func escaped(_ text: String, keepNewlines: Bool = true) -> String {
        ControlEscape.escape(text, keepingNewlines: keepNewlines, keepingTabs: keepNewlines)
    }
}

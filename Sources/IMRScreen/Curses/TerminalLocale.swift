#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Sets the C locale from the environment so ncursesw reads and writes UTF-8.
enum TerminalLocale {
    /// `setlocale(LC_ALL, "")`, then, when that codeset is not UTF-8 (LANG unset, or "C"),
    /// C.UTF-8 for characters: without a UTF-8 codeset curses drops or garbles non-ASCII text.
    static func prepare() {
        setlocale(LC_ALL, "")
        guard !isUTF8() else { return }
        if setlocale(LC_CTYPE, "C.UTF-8") == nil {
            setlocale(LC_CTYPE, "en_US.UTF-8")
        }
    }

    static func isUTF8() -> Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}

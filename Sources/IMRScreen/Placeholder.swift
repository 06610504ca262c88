import TOMLKit
public enum TerminalPlaceholder {}

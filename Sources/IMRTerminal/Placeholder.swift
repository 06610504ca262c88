public enum TerminalPlaceholder2 {}

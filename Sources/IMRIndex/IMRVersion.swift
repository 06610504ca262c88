/// imr's version: what `imr --version` and `imr version` print and the README states. Raised with each
/// release; the case store's own format has its version apart (`CaseStoreFile.version`).
public enum IMRVersion {
    public static let current = "0.35.0"
}

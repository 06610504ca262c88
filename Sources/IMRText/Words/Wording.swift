/// Counted nouns for messages: "1 letter", "2 letters". One rule for every message imr prints.
public enum Wording {
    public static func count(_ number: Int, _ singular: String, plural: String? = nil) -> String {
        "\(number) " + (number == 1 ? singular : plural ?? singular + "s")
    }
}

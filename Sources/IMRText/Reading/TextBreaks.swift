/// Where a text's lines end and its form feeds stand, as the decoder's one scan of its bytes meets them
/// (`DecodedText.breaks`): the line splitter then makes no pass of its own over the bytes for either.
public struct TextBreaks: Sendable, Equatable {
    /// The offset of each line feed, in order.
    public var lineEnds: [Int] = []
    /// The offset of each form feed, in order.
    public var formFeeds: [Int] = []

    public init(lineEnds: [Int] = [], formFeeds: [Int] = []) {
        self.lineEnds = lineEnds
        self.formFeeds = formFeeds
    }
}

/// A request the claims administrator authorized in part before IMR ("X was the original request. Y
/// was authorized by the Claims Administrator. The remaining IMR eligible portion of the original
/// request, Z ..."): the three as written. The JSON's `partialCertification`.
public struct PartialCertification: Encodable, Sendable, Hashable {
    public var original: String
    public var authorized: String?
    /// What IMR decided: the remaining portion (the item's treatment).
    public var disputed: String

    // A part the letter does not give is left out, not null (the schema's fields are strings).
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(original, forKey: .original)
        try container.encodeIfPresent(authorized, forKey: .authorized)
        try container.encode(disputed, forKey: .disputed)
    }

    enum CodingKeys: String, CodingKey { case original, authorized, disputed }
}

extension Item {
    /// The partial certification the item's heading states; nil for a request disputed whole.
    public var partialCertification: PartialCertification? {
        originalRequest.map { PartialCertification(original: $0, authorized: authorizedPortion, disputed: treatment) }
    }
}

/// What utilization review decided before IMR, as the `ur:` facet counts items: "modified" where the
/// claims administrator authorized part of the request (a partial certification), else "denied".
public enum UtilizationReview {
    public static let modified = "modified"
    public static let denied = "denied"

    package static func decision(of item: UnsafePointer<Item>) -> String {
        item.pointee.originalRequest == nil ? denied : modified
    }
}

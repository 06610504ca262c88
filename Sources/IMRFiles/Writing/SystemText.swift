#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Text the system hands over: a C buffer filled by a call (a temporary file's name), an environment variable.
package enum SystemText {
    /// The buffer's text up to its first NUL, as UTF-8.
    package static func of(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    package static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}

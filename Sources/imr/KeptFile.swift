import Foundation
import IMRIndex
import IMRFiles

/// A small file imr keeps for the user (the filter history, the configuration): its folder made when
/// missing (private, as the file), the file replaced atomically; a failure names the file or folder
/// and the reason.
enum KeptFile {
    static func write(_ text: String, to path: String) throws(CommandFailure) {
        do {
            try PrivateFolder.make((path as NSString).deletingLastPathComponent)
        } catch {
            throw CommandFailure(message: error.description)
        }
        do {
            try AtomicFile.write(text, to: path, overwrite: true)
        } catch {
            throw CommandFailure(message: error.description)
        }
    }
}

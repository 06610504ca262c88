import Foundation
import IMRCore

/// A small file imr keeps for the user (the filter history, the configuration): its folder made when
/// missing, the file replaced atomically; a failure names the file or folder and the reason.
enum KeptFile {
    static func write(_ text: String, to path: String) throws(CommandFailure) {
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure(message: "\(folder): could not be made: \(error.localizedDescription)")
        }
        do {
            try AtomicFile.write(text, to: path, overwrite: true)
        } catch {
            throw CommandFailure(message: error.description)
        }
    }
}

import Foundation
import IMRGenerator
import Testing

/// Writes the built-in sample to IMR_DUMP when that variable is set (for eyeballing output).
@Test func dumpSampleWhenAsked() throws {
    guard let folder = ProcessInfo.processInfo.environment["IMR_DUMP"] else { return }
    try writeCorpus(to: folder, config: .builtInSample)
}

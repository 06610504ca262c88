import Dispatch
import Synchronization
import Testing
@testable import IMRLetters
@testable import IMRModel

/// The parse memo is shared by the workers of a load: a key's value is made outside the lock (making
/// one may ask the memo for another) and every worker gets the value remembered first.
struct SharedMemoTableTests {
    @Test func everyWorkerGetsTheValueRememberedFirst() {
        let table = SharedMemoTable<String>()
        let made = Atomic<Int>(0)
        let results = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 64) { worker in
            let value = table.value(of: "Chiropractic \(worker % 4)") { key in
                made.add(1, ordering: .relaxed)
                return "\(key) by worker \(worker)"
            }
            results.withLock { $0.append(value) }
        }
        let values = results.withLock { $0 }
        #expect(values.count == 64)
        for key in 0..<4 {
            let forKey = Set(values.filter { $0.hasPrefix("Chiropractic \(key) ") })
            #expect(forKey.count == 1, "key \(key): \(forKey)")
        }
        #expect(made.load(ordering: .relaxed) >= 4)
    }

    @Test func aValueMayAskTheMemoForAnother() {
        let memo = ParseMemo()
        let reviewer = memo.reviewer(of: "Certification(s)/Specialty: Psychiatry") {
            var reviewer = Reviewer()
            reviewer.specialties = [memo.specialty("psychiatry") { _ in "Psychiatry" }]
            return reviewer
        }
        #expect(reviewer.specialties == ["Psychiatry"])
        #expect(memo.specialty("psychiatry") { _ in "not asked again" } == "Psychiatry")
    }
}

import Testing
@testable import IMRColumns

/// A column of strings held packed reads as the strings it was made of, however it was put together.
@Suite struct StringColumnTests {
    @Test func aBuiltColumnReadsAsItsStrings() {
        let first = ["lumbar MRI", "", "caf\u{E9} au lait", "cafe\u{301}"]
        let second = ["Norco 10/325 mg #90", "", "🙂 wide"]
        var left = StringColumn.Builder()
        first.forEach { left.append($0) }
        var right = StringColumn.Builder()
        second.forEach { right.append($0) }
        left.append(contentsOf: right)
        left.append(contentsOf: StringColumn.Builder())
        let column = left.column
        #expect(Array(column).map { Array($0.utf8) } == (first + second).map { Array($0.utf8) })
        #expect(column.packed?.starts.count == first.count + second.count + 1)
        #expect(column.values == nil)
        #expect(StringColumn.Builder().column.isEmpty)
    }
}

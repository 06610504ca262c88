import Testing
@testable import IMRText

/// The 95 % Wilson score interval against values worked out by hand (and as R's prop.test without
/// continuity correction, or statsmodels' proportion_confint(method="wilson"), give them).
@Suite struct WilsonIntervalTests {
    @Test(arguments: [
        (0, 10, 0.0, 0.27753),
        (5, 10, 0.23659, 0.76341),
        (10, 10, 0.72247, 1.0),
        (1, 10, 0.01787, 0.40415),
        (50, 100, 0.40383, 0.59617),
        (1, 1, 0.20654, 1.0),
    ])
    func knownIntervals(successes: Int, trials: Int, lower: Double, upper: Double) {
        let interval = WilsonInterval(successes: successes, of: trials)
        #expect(abs(interval.lower - lower) < 0.00001, "lower of \(successes)/\(trials): \(interval.lower)")
        #expect(abs(interval.upper - upper) < 0.00001, "upper of \(successes)/\(trials): \(interval.upper)")
        #expect(interval.rate == Double(successes) / Double(trials))
    }

    @Test func noTrialsKnowNothing() {
        let interval = WilsonInterval(successes: 0, of: 0)
        #expect(interval.rate == nil)
        #expect(interval.lower == 0 && interval.upper == 1)
        #expect(interval.summary == "no decisions")
    }

    @Test func theRateLiesInsideAndTheIntervalNarrowsWithMoreTrials() {
        var previousWidth = 1.0
        for trials in [4, 40, 400, 4000] {
            let interval = WilsonInterval(successes: trials / 4, of: trials)
            let rate = interval.rate ?? -1
            #expect(interval.lower <= rate && rate <= interval.upper)
            let width = interval.upper - interval.lower
            #expect(width < previousWidth, "\(trials) trials: width \(width)")
            previousWidth = width
        }
    }

    @Test func countsOutOfRangeAreHeldToIt() {
        let interval = WilsonInterval(successes: 12, of: 10)
        #expect(interval.successes == 10 && interval.upper == 1)
        #expect(WilsonInterval(successes: -1, of: -5).trials == 0)
    }

    @Test func summaryWritesRateAndBounds() {
        #expect(WilsonInterval(successes: 5, of: 10).summary == "50% (95% CI 24–76%)")
        #expect(WilsonInterval(successes: 0, of: 10).summary == "0% (95% CI 0–28%)")
    }
}

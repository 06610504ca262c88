import IMRBrowser
import Synchronization

/// Events from work in the background, waiting for the key loop to hand them to the state. Progress is
/// kept as the latest only: the loop needs where a load stands, not every step it took; so are the
/// cases read so far.
final class BrowserInbox: Sendable {
    private let pending = Mutex<[BrowserEvent]>([])

    func post(_ event: BrowserEvent) {
        pending.withLock { events in
            switch event {
            case .loadProgress: events.removeAll { if case .loadProgress = $0 { return true } else { return false } }
            case .exportProgress: events.removeAll { if case .exportProgress = $0 { return true } else { return false } }
            case .wordIndexProgress: events.removeAll { if case .wordIndexProgress = $0 { return true } else { return false } }
            // A later preview holds every case of an earlier one.
            case .corpusPreview: events.removeAll { if case .corpusPreview = $0 { return true } else { return false } }
            default: break
            }
            events.append(event)
        }
    }

    /// Everything posted since the last call, oldest first.
    func take() -> [BrowserEvent] {
        pending.withLock { events in
            defer { events.removeAll() }
            return events
        }
    }
}

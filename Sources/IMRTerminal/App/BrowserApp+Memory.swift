import IMRBrowser
import Dispatch

/// The app's side of `BrowserMemory`: reading what earlier runs kept, and keeping changes, in the
/// background; what fails is said in the status line.
extension BrowserApp {
    func recallMemory() {
        guard let memory else { return }
        let inbox = self.inbox
        memoryQueue.async { inbox.post(.memoryRecalled(memory.recall())) }
    }

    func remember(_ change: MemoryChange) {
        guard let memory else { return }
        let inbox = self.inbox
        let writes = self.writes
        let token = writes.begin(Self.pending(change))
        memoryQueue.async {
            defer { writes.end(token) }
            do throws(MemoryFailure) {
                try memory.remember(change)
            } catch {
                inbox.post(.notice(StatusMessage(Self.notKept(change) + ": " + error.message, isError: true)))
            }
        }
    }

    func keepTheme(_ name: String) {
        guard let memory else { return }
        let inbox = self.inbox
        let writes = self.writes
        let token = writes.begin("the theme for the next run")
        memoryQueue.async {
            defer { writes.end(token) }
            do throws(MemoryFailure) {
                try memory.keepTheme(name)
            } catch {
                inbox.post(.notice(StatusMessage("Theme: \(name), not kept for the next run: " + error.message, isError: true)))
            }
        }
    }

    static func pending(_ change: MemoryChange) -> String {
        switch change {
        case .savedFilter(let filter): return "the saved filter @\(filter.name)"
        case .forgottenFilter(let name): return "forgetting @\(name)"
        case .filterHistory: return "the filter history"
        }
    }

    static func notKept(_ change: MemoryChange) -> String {
        switch change {
        case .savedFilter(let filter): return "@\(filter.name) was not saved"
        case .forgottenFilter(let name): return "@\(name) was not forgotten"
        case .filterHistory: return "The filter history was not kept"
        }
    }
}

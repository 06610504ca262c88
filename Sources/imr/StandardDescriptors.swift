#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard input, output and error: held open from the start, and written whole.
///
/// A command started with one closed
/// (`imr list >&-`) would hand its number to the next file it opens (a letter, the case store's
/// temporary file), and what it prints would go into that file. /dev/null stands in: read-only for
/// output, so a write there fails as on a closed descriptor (`StandardOutput` says so), write-only for
/// error, where the notes then go nowhere.
enum StandardDescriptors {
    static func hold() {
        for (descriptor, flags) in [(STDIN_FILENO, O_RDONLY), (STDOUT_FILENO, O_RDONLY), (STDERR_FILENO, O_WRONLY)] {
            guard fcntl(descriptor, F_GETFD) == -1 && errno == EBADF else { continue }
            let standIn = open("/dev/null", flags)
            guard standIn >= 0, standIn != descriptor else { continue }
            dup2(standIn, descriptor)
            close(standIn)
        }
    }

    /// Writes all of `bytes` to `descriptor`, through interruptions and a descriptor the parent made
    /// non-blocking; nil when all is written, else the errno of the failure.
    static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = writeSome(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written >= 0 {
                offset += written
            } else if errno == EAGAIN {
                var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, -1)
            } else if errno != EINTR {
                return errno
            }
        }
        return nil
    }

    private static func writeSome(_ descriptor: Int32, _ base: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, base, count)
        #else
        Darwin.write(descriptor, base, count)
        #endif
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard input, output and error: held open from the start (written with `DescriptorWrite`).
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
}

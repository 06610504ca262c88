#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way imr writes bytes to an open descriptor: all of them, through interruptions and through
/// a descriptor the parent made non-blocking (waiting until it takes more). Files written atomically,
/// standard output and standard error all go through it.
public enum DescriptorWrite {
    /// Writes all of `bytes` to `descriptor`; nil when all is written, else the errno of the failure.
    public static func all(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = some(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
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

    /// Writes all of `bytes` at `offset` of the file open on `descriptor` (a header filled in once what
    /// follows it is written), leaving the file's position as it was; nil when all is written, else errno.
    public static func all(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, at offset: Int) -> Int32? {
        var done = 0
        while done < bytes.count {
            let written = pwrite(descriptor, bytes.baseAddress! + done, bytes.count - done, off_t(offset + done))
            if written >= 0 {
                done += written
            } else if errno != EINTR {
                return errno
            }
        }
        return nil
    }

    private static func some(_ descriptor: Int32, _ base: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, base, count)
        #else
        Darwin.write(descriptor, base, count)
        #endif
    }
}

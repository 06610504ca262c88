#if canImport(Glibc)
import Glibc
#endif

/// The number of cores to use, without Foundation.
package enum ProcessInfoLite {
    package static var cores: Int {
        #if canImport(Glibc)
        return max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        #else
        return 4
        #endif
    }
}

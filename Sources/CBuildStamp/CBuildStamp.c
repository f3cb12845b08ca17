#include "CBuildStamp.h"

// 64 bytes the packaging step overwrites in the linked binary (objcopy --update-section), so the
// version is baked in at build time without recompiling anything: a version passed as a compiler
// flag would change every module's flags and rebuild the whole package at each commit.
// Writable and read through a function, so the compiler cannot fold the empty string it starts as.
#if defined(__ELF__)
__attribute__((used, section(".animstudio_version")))
#endif
char animstudio_version_stamp[64] = "";

const char *animstudio_build_version(void) {
    animstudio_version_stamp[sizeof animstudio_version_stamp - 1] = 0;
    return animstudio_version_stamp;
}

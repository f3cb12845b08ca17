#ifndef ANIMSTUDIO_BUILD_STAMP_H
#define ANIMSTUDIO_BUILD_STAMP_H

/// The version a release build was stamped with (packaging/stamp-version writes it into the linked
/// binary's .animstudio_version section), or an empty string in a binary nobody stamped.
const char *animstudio_build_version(void);

#endif

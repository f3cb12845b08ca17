#ifndef ANIMSTUDIO_CLIBEDIT_SHIM_H
#define ANIMSTUDIO_CLIBEDIT_SHIM_H

// libedit (BSD editline) through its readline-compatible interface. The static inline accessors
// exist because Swift 6 cannot touch C global variables directly in strict concurrency mode.
#include <stdio.h>
#include <stdlib.h>
#include <editline/readline.h>

static inline void animstudio_set_completion(rl_completion_func_t *function) {
    rl_attempted_completion_function = function;
}

static inline void animstudio_completion_over(void) {
    rl_attempted_completion_over = 1;
}

static inline void animstudio_set_append_character(int character) {
    rl_completion_append_character = character;
}

static inline const char *animstudio_line_buffer(void) {
    return rl_line_buffer;
}

static inline int animstudio_point(void) {
    return rl_point;
}

static inline void animstudio_set_catch_signals(int value) {
    rl_catch_signals = value;
}

#endif

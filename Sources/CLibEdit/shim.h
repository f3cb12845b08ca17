#ifndef ANIMSTUDIO_CLIBEDIT_SHIM_H
#define ANIMSTUDIO_CLIBEDIT_SHIM_H

// libedit (BSD editline) through its native wide-character interface (el_wgets, HistoryW), so text in
// any script is edited as whole characters. el_wset and history_w are variadic, which Swift cannot
// call: each use gets a small typed wrapper here.
#include <stdio.h>
#include <stdlib.h>
#include <locale.h>
#include <wchar.h>
#include <histedit.h>

typedef wchar_t *(*animstudio_prompt_t)(EditLine *);
typedef unsigned char (*animstudio_command_t)(EditLine *, int);
typedef int (*animstudio_read_t)(EditLine *, wchar_t *);

static inline EditLine *animstudio_el_open(const char *program) {
    return el_init(program, stdin, stdout, stderr);
}

// The prompt and the line being typed on standard error, for a studio whose standard output is piped.
static inline EditLine *animstudio_el_open_on_stderr(const char *program) {
    return el_init(program, stdin, stderr, stderr);
}

static inline int animstudio_el_set_prompt(EditLine *el, animstudio_prompt_t prompt) {
    return el_wset(el, EL_PROMPT, prompt);
}

static inline int animstudio_el_set_editor(EditLine *el, const wchar_t *editor) {
    return el_wset(el, EL_EDITOR, editor);
}

static inline int animstudio_el_set_signal(EditLine *el, int handled) {
    return el_wset(el, EL_SIGNAL, handled);
}

static inline int animstudio_el_set_read(EditLine *el, animstudio_read_t read) {
    return el_wset(el, EL_GETCFN, read);
}

static inline int animstudio_el_set_history(EditLine *el, HistoryW *history) {
    return el_wset(el, EL_HIST, history_w, history);
}

static inline int animstudio_el_add_function(
    EditLine *el, const wchar_t *name, const wchar_t *help, animstudio_command_t function) {
    return el_wset(el, EL_ADDFN, name, help, function);
}

static inline int animstudio_el_bind(EditLine *el, const wchar_t *key, const wchar_t *command) {
    return el_wset(el, EL_BIND, key, command, NULL);
}

static inline int animstudio_history_set_size(HistoryW *history, int size) {
    HistEventW event;
    return history_w(history, &event, H_SETSIZE, size);
}

static inline int animstudio_history_set_unique(HistoryW *history, int unique) {
    HistEventW event;
    return history_w(history, &event, H_SETUNIQUE, unique);
}

static inline int animstudio_history_enter(HistoryW *history, const wchar_t *line) {
    HistEventW event;
    return history_w(history, &event, H_ENTER, line);
}

static inline int animstudio_history_load(HistoryW *history, const char *path) {
    HistEventW event;
    return history_w(history, &event, H_LOAD, path);
}

static inline int animstudio_history_save(HistoryW *history, const char *path) {
    HistEventW event;
    return history_w(history, &event, H_SAVE, path);
}

static inline int animstudio_el_set_capability(EditLine *el, const wchar_t *name, const wchar_t *value) {
    return el_wset(el, EL_SETTC, name, value, NULL);
}

static inline int animstudio_el_refresh(EditLine *el) {
    return el_wset(el, EL_REFRESH);
}

/// The history's entries, newest first: `index` 0 is the latest; NULL past the oldest.
static inline const wchar_t *animstudio_history_entry(HistoryW *history, int index) {
    HistEventW event;
    if (history_w(history, &event, H_FIRST) < 0) return NULL;
    for (int step = 0; step < index; step++) {
        if (history_w(history, &event, H_NEXT) < 0) return NULL;
    }
    return event.str;
}

// Columns a character takes on screen under the current locale (what libedit measures with);
// declared here because glibc hides it unless _XOPEN_SOURCE is set. The studio measures with
// TerminalText's ScalarWidth; LineEditorWidthTests compares the two for every code point.
extern int wcwidth(wchar_t character);

static inline int animstudio_display_width(wchar_t character) {
    return wcwidth(character);
}

#endif

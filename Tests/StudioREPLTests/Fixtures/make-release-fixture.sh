#!/bin/sh
# Makes NAME.sqlite with an older animstudio, then records what that build prints for it, one line
# of NAME.commands at a time, in NAME.expected. Two were made:
#   release-0.1: the animstudio built from commit c92dcb3 (the release before typed presets);
#   stop-26: the animstudio built from main at 0cd8688 (rename, copy and the team library, still
#     without typed presets: its migrations are 0001-0008 and 0020, never 0009).
# Usage (from the repository root, with that build): sh Tests/StudioREPLTests/Fixtures/make-release-fixture.sh BINARY [NAME]
# The database is never remade by the tests: it is what an older build left on disk.
set -eu
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
name=${2:-release-0.1}
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
db="$here/$name.sqlite"
rm -f "$db"
run() { "$bin" --db "$db" -c "$1" >/dev/null; }
cd "$root"
# Presets with several versions, tags, and drafts with undo and redo steps.
run 'new bounce from move-up-bounce'
run 'set damping 0.55 velocity 0; commit -m "less wobble"'
run 'set row-height 60; commit; tag bounce@2 calm; tag bounce@3 tall'
run 'set duration 0.8; set delay-factor 0.1; set timing "spring(mass: 1, stiffness: 100, damping: 10)"; undo'
run 'new card from card-expand; set timing "cubic(0.17, 0.67, 0.76, 1)"; commit -m "the tutorial curve"'
run 'set timing "spring(mass: 1, stiffness: 2, damping: 0.2)"'
run 'new guarded from toolbar-swap; set completion-guard 1; commit -m "hide only if still the latest"; tag guarded@2 safe'
run 'new slide from slide-in; set timing "spring(duration: 0.5, bounce: 0.2)"; commit'
run 'set timing "spring(response: 0.5, damping-fraction: 0.825)"; commit; set timing "pop(bounciness: 4, speed: 12)"; set timing "cubic(0.2, 0, 0.2, 1)"; undo; undo'
run 'new "弹簧 bounce" from move-up-fade; set duration 0.3e0; commit -m "Müller’s \"fast\" one"'
run 'new tip from tip-in; set timing "origami(tension: 40, friction: 7)"; commit; set timing "android(stiffness: 1500, damping-ratio: 0.5)"'
# A deleted preset, and one deleted then restored.
run 'new gone from fade; set duration 2; commit; delete gone'
run 'new back from fade; set timing snappy; commit; delete back; restore back'
# Saved gestures and events, datasets and a simulation session.
run 'gesture save flick "tap, wait 0.1, pan -150 over 0.15 release -900"; gesture save double "tap, wait 0.1, tap"'
run 'event save quick "edit at 0, done at 0.1"; event save slow "edit at 0, done at 1.5"'
run 'import members examples/team.json --as team; import cities examples/cities.csv'
run 'simulate bounce on team --viewport 3 --scroll "to 5 over 1" --session demo'
if [ "$name" = stop-26 ]; then
  # What the later build added: a copy with its history, a rename, and presets shared through the
  # team library (a merge base per preset). The library's folders are temporary: only the database
  # is kept, and the upgrade is checked on what it holds.
  run 'copy bounce bounce-copy'
  run 'rename slide glide'
  library=$(mktemp -d)
  git init --quiet --bare --initial-branch=main "$library/team.git"
  run "library init $library/team.git --into $library/ana --author Ana"
  run 'library push -m "the whole studio"'
  run 'use bounce-copy; set duration 0.9; commit -m "changed after the push"'
  rm -rf "$library"
fi
run 'use bounce'
sqlite3 "$db" 'VACUUM'
# What the build prints, one command of NAME.commands at a time on a copy of the file:
# "$ command", its exit status, its standard output, then its standard error.
copy=$(mktemp)
cp "$db" "$copy"
expected="$here/$name.expected"
: > "$expected"
while IFS= read -r line; do
  set +e
  "$bin" --db "$copy" -c "$line" > "$copy.out" 2> "$copy.err"
  status=$?
  set -e
  { printf '$ %s\n[%s]\n' "$line" "$status"; cat "$copy.out"; printf '\n--- stderr\n'; cat "$copy.err"; printf '\n'; } >> "$expected"
done < "$here/$name.commands"
rm -f "$copy" "$copy.out" "$copy.err"

#!/bin/sh
# One man page from the program's own --help (help2man): twinboard.1, or twinboard-SUB.1
# for a subcommand, named with the first line its --help prints.
# The page is written compressed (OUT.1.gz), as Debian wants it.
# Usage: make-man-page.sh TWINBOARD VERSION OUT.1 [SUBCOMMAND]
set -eu
exe=$1 version=$2 out=$3 sub=${4:-}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
if [ -n "$sub" ]; then
  program=$dir/twinboard-$sub
  printf '#!/bin/sh\nexec "%s" %s "$@"\n' "$exe" "$sub" > "$program"
  chmod +x "$program"
  name=$("$exe" "$sub" --help | head -1)
else
  program=$exe
  name=$("$exe" --help | head -1 | sed 's/^twinboard: //')
fi
help2man --no-info --no-discard-stderr --version-string="$version" --name="$name" --section=1 \
  --output="$dir/page.1" "$program"
gzip -9n < "$dir/page.1" > "$out.gz"

#!/usr/bin/env bash
# Every C++ file is laid out as .clang-format says (issue 19); names the ones that are not.
# To fix them: clang-format -i FILE...
set -euo pipefail
cd "$1"
mapfile -t files < <(find core audio devices braille ui runtime hall app tests bench fuzz firmware \( -name '*.cpp' -o -name '*.h' -o -name '*.c' \) | sort)
[ "${#files[@]}" -gt 100 ] || { echo "only ${#files[@]} C++ files found under $1"; exit 1; }
clang-format --dry-run --Werror "${files[@]}"
echo "${#files[@]} files formatted as .clang-format says"

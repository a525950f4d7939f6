# feh: writes ~/.fehbg as feh 3.9 does (options in that order, each file single-quoted with a ' in
# it written as '"'"') and exits. For the benchmarks only; the tests run the real feh.
mode=; xinerama=; write=1; files=
for arg in "$@"; do
  case "$arg" in
    --bg-*) mode=$arg ;;
    --no-xinerama) xinerama=" --no-xinerama" ;;
    --no-fehbg) write=0 ;;
    -*) ;;
    *)
      [ -f "$arg" ] || { echo "feh: No loadable images specified." >&2; exit 1; }
      files="$files '$(printf '%s' "$arg" | sed "s/'/'\"'\"'/g")'"
      ;;
  esac
done
[ "$write" = 1 ] && printf '#!/bin/sh\nfeh --no-fehbg %s%s%s \n' "$mode" "$xinerama" "$files" > "$HOME/.fehbg"
exit 0

# feh: writes ~/.fehbg the way feh does (single-quoted files, ' written as '\'') and exits.
mode=; options="--no-fehbg"; write=1; files=
for arg in "$@"; do
  case "$arg" in
    --bg-*) mode=$arg ;;
    --no-xinerama) options="$options --no-xinerama" ;;
    --no-fehbg) write=0 ;;
    -*) ;;
    *)
      [ -f "$arg" ] || { echo "feh: No loadable images specified." >&2; exit 1; }
      files="$files '$(printf '%s' "$arg" | sed "s/'/'\\\\''/g")'"
      ;;
  esac
done
[ "$write" = 1 ] && printf '#!/bin/sh\nfeh %s %s%s \n' "$options" "$mode" "$files" > "$HOME/.fehbg"
exit 0

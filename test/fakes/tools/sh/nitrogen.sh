# nitrogen: with --save, records the image per head in ~/.config/nitrogen/bg-saved.cfg
# ([xin_N], or [xin_-1] for the whole screen), keeping the other heads' sections.
head=-1; save=0; file=; mode=
for arg in "$@"; do
  case "$arg" in
    --head=*) head=${arg#--head=} ;;
    --save) save=1 ;;
    --set-*) mode=$arg ;;
    -*) ;;
    *) file=$arg ;;
  esac
done
[ -f "$file" ] || { echo "Could not open $file" >&2; exit 1; }
[ "$save" = 1 ] || exit 0
heads="$FAKE_STATE/nitrogen"
mkdir -p "$heads" "$HOME/.config/nitrogen"
printf '%s' "$file" > "$heads/$head"
for saved in "$heads"/*; do
  printf '[xin_%s]\nfile=%s\nmode=5\nbgcolor=#000000\n\n' "${saved##*/}" "$(cat "$saved")"
done > "$HOME/.config/nitrogen/bg-saved.cfg"

# gsettings: one file per "schema key" under $FAKE_STATE/gsettings holding the value as GVariant text.
# $FAKE_STATE/memory-backend makes writes vanish, as gsettings does without dconf.
dir="$FAKE_STATE/gsettings"
case "$1" in
  set)
    [ -n "$(ls "$dir" | grep -F "$2 " | head -n 1)" ] || { echo "No such schema “$2”" >&2; exit 1; }
    [ -f "$dir/$2 $3" ] || { echo "No such key “$3”" >&2; exit 1; }
    [ -f "$FAKE_STATE/memory-backend" ] && exit 0
    printf '%s\n' "$4" > "$dir/$2 $3"
    ;;
  get)
    [ -f "$dir/$2 $3" ] || { echo "No such key “$3”" >&2; exit 1; }
    cat "$dir/$2 $3"
    ;;
  list-keys)
    found=0
    for file in "$dir/$2 "*; do
      [ -f "$file" ] || continue
      found=1
      printf '%s\n' "${file#"$dir/$2 "}"
    done
    [ "$found" = 1 ] || { echo "No such schema “$2”" >&2; exit 1; }
    ;;
  *)
    echo "Unknown command $1" >&2
    exit 1
    ;;
esac

# swww / awww: img stores the image per output; query answers in the 0.11 format.
outputs_all="eDP-1,DP-1"
store="$FAKE_STATE/$FAKE_TOOL"
case "$1" in
  img)
    image=$2; shift 2; outputs=$outputs_all
    while [ $# -gt 0 ]; do
      case "$1" in
        --outputs) outputs=$2; shift 2 ;;
        --resize) shift 2 ;;
        *) shift ;;
      esac
    done
    [ -f "$image" ] || { echo "Error: failed to open $image" >&2; exit 1; }
    mkdir -p "$store"
    old_ifs=$IFS; IFS=,
    for output in $outputs; do printf '%s' "$image" > "$store/$output"; done
    IFS=$old_ifs
    ;;
  query)
    for pair in eDP-1:1920x1080 DP-1:2560x1440; do
      output=${pair%%:*}; size=${pair#*:}
      if [ -f "$store/$output" ]; then
        printf ': %s: %s, scale: 1, currently displaying: image: %s\n' "$output" "$size" "$(cat "$store/$output")"
      else
        printf ': %s: %s, scale: 1, currently displaying: color: 000000\n' "$output" "$size"
      fi
    done
    ;;
  *) echo "error: unrecognized subcommand '$1'" >&2; exit 2 ;;
esac

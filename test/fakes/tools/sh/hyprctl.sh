# hyprctl: monitors -j ($FAKE_STATE/hyprland-monitors.json if a test wrote one), and hyprpaper
# requests answered like hyprpaper $FAKE_STATE/hyprpaper-version would (0.8.4 by default;
# 0.8.0-0.8.3 lack listactive; 0.7 needs preload first).
version=$(cat "$FAKE_STATE/hyprpaper-version" 2>/dev/null || echo 0.8.4)
active="$FAKE_STATE/hyprpaper/active"
preloaded="$FAKE_STATE/hyprpaper/preloaded"
mkdir -p "$active"
touch "$preloaded"
list_active() {
  for file in "$active"/*; do
    [ -f "$file" ] || continue
    printf '%s = %s\n' "${file##*/}" "$(cat "$file")"
  done
}
case "$1" in
  monitors)
    if [ -f "$FAKE_STATE/hyprland-monitors.json" ]; then cat "$FAKE_STATE/hyprland-monitors.json"; exit 0; fi
    echo '[{"id":0,"name":"eDP-1","width":1920,"height":1080,"focused":true,"disabled":false},{"id":1,"name":"DP-1","width":2560,"height":1440,"focused":false,"disabled":false}]'
    exit 0
    ;;
  hyprpaper)
    request=$2; argument=$3
    # A canned answer (an error hyprpaper gives) instead of doing the request.
    if [ -f "$FAKE_STATE/hyprpaper-answer" ]; then cat "$FAKE_STATE/hyprpaper-answer"; exit 0; fi
    ;;
  *) echo "unknown request" ; exit 0 ;;
esac
case "$version" in
  0.8.*)
    case "$request" in
      wallpaper)
        monitor=${argument%%,*}; rest=${argument#*,}; path=${rest%,*}
        [ -f "$path" ] || { echo "wallpaper failed: $path does not exist"; exit 0; }
        printf '%s' "$path" > "$active/$monitor"
        echo ok
        ;;
      listactive)
        case "$version" in 0.8.[0-3]) echo "Unknown hyprpaper request" ;; *) list_active ;; esac
        ;;
      *) echo "Unknown hyprpaper request" ;;
    esac
    ;;
  *)
    case "$request" in
      preload) printf '%s\n' "$argument" >> "$preloaded"; echo ok ;;
      wallpaper)
        monitor=${argument%%,*}; path=${argument#*,}; plain=${path#contain:}; plain=${plain#tile:}
        grep -qxF "$plain" "$preloaded" || { echo "wallpaper failed (not preloaded)"; exit 0; }
        if [ -z "$monitor" ]; then
          for name in eDP-1 DP-1; do printf '%s' "$path" > "$active/$name"; done
        else
          printf '%s' "$path" > "$active/$monitor"
        fi
        echo ok
        ;;
      unload) echo ok ;;
      listactive) list_active ;;
      *) echo "unknown request" ;;
    esac
    ;;
esac

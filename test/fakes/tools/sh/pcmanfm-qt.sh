# pcmanfm-qt: records the wallpaper in lxqt/settings.conf, like the running desktop does.
wallpaper=; mode=
for arg in "$@"; do
  case "$arg" in
    --set-wallpaper=*) wallpaper=${arg#--set-wallpaper=} ;;
    --wallpaper-mode=*) mode=${arg#--wallpaper-mode=} ;;
  esac
done
dir="$HOME/.config/pcmanfm-qt/lxqt"
mkdir -p "$dir"
printf '[Desktop]\nWallpaper=%s\nWallpaperMode=%s\n' "$wallpaper" "$mode" > "$dir/settings.conf"

# pcmanfm: records the wallpaper in the profile's desktop-items-0.conf, like the running desktop does.
wallpaper=; mode=
for arg in "$@"; do
  case "$arg" in
    --set-wallpaper=*) wallpaper=${arg#--set-wallpaper=} ;;
    --wallpaper-mode=*) mode=${arg#--wallpaper-mode=} ;;
  esac
done
profile=${DESKTOP_SESSION:-LXDE}
case "$profile" in [Ll]ubuntu) profile=lubuntu ;; esac
dir="$HOME/.config/pcmanfm/$profile"
mkdir -p "$dir"
printf '[*]\nwallpaper_mode=%s\nwallpaper_common=1\nwallpaper=%s\n' "$mode" "$wallpaper" > "$dir/desktop-items-0.conf"

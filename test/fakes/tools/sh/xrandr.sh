# xrandr --listmonitors: $FAKE_STATE/xrandr-monitors if a test wrote one, else two monitors, the primary first.
if [ "$1" = "--listmonitors" ]; then
  if [ -f "$FAKE_STATE/xrandr-monitors" ]; then cat "$FAKE_STATE/xrandr-monitors"; exit 0; fi
  printf 'Monitors: 2\n 0: +*eDP-1 1920/344x1080/194+0+0  eDP-1\n 1: +HDMI-1 2560/597x1440/336+1920+0  HDMI-1\n'
  exit 0
fi
echo "unrecognized option '$1'" >&2
exit 1

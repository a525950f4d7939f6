# swaymsg -t get_outputs -r: $FAKE_STATE/sway-outputs.json if a test wrote one, else two active
# outputs and a disabled one.
if [ "$1 $2" = "-t get_outputs" ]; then
  if [ -f "$FAKE_STATE/sway-outputs.json" ]; then cat "$FAKE_STATE/sway-outputs.json"; exit 0; fi
  cat <<'JSON'
[{"name":"eDP-1","active":true,"focused":true,"rect":{"x":0,"y":0,"width":1920,"height":1080},"current_mode":{"width":1920,"height":1080,"refresh":60000}},
 {"name":"HDMI-A-1","active":true,"focused":false,"rect":{"x":1920,"y":0,"width":2560,"height":1440},"current_mode":{"width":2560,"height":1440,"refresh":60000}},
 {"name":"DP-2","active":false,"focused":false,"rect":{"x":0,"y":0,"width":0,"height":0}}]
JSON
  exit 0
fi
echo "Unknown request $*" >&2
exit 1

# kwriteconfig5/6 and kreadconfig5/6: --file FILE, any number of --group NAME (nested), --key KEY,
# then the value to write. Each value is one file under $FAKE_STATE/kconfig/FILE/GROUP/…/=KEY; a
# key never written reads as --default, or as an empty line, like the real tools.
file=''
groups=''
key=''
default=''
value=''
while [ $# -gt 0 ]; do
  case "$1" in
    --file) file="$2"; shift 2 ;;
    --group) groups="$groups/$2"; shift 2 ;;
    --key) key="$2"; shift 2 ;;
    --default) default="$2"; shift 2 ;;
    --type|--notify) shift ;;
    *) value="$1"; shift ;;
  esac
done
[ -n "$file" ] && [ -n "$key" ] || { echo "$FAKE_TOOL: --file and --key are required" >&2; exit 1; }
dir="$FAKE_STATE/kconfig/$file$groups"
case "$FAKE_TOOL" in
  kwriteconfig*)
    mkdir -p "$dir"
    printf '%s' "$value" > "$dir/=$key"
    ;;
  kreadconfig*)
    if [ -f "$dir/=$key" ]; then cat "$dir/=$key"; else printf '%s' "$default"; fi
    printf '\n'
    ;;
esac

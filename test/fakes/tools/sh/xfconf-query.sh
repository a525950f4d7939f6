# xfconf-query: a property is a folder under $FAKE_STATE/xfconf/<channel><property> holding "=value".
channel=; property=; list=0; create=0; type=; value=; has_value=0
while [ $# -gt 0 ]; do
  case "$1" in
    -c) channel=$2; shift 2 ;;
    -p) property=$2; shift 2 ;;
    -l) list=1; shift ;;
    -n) create=1; shift ;;
    -t) type=$2; shift 2 ;;
    -s) value=$2; has_value=1; shift 2 ;;
    -v) shift ;;
    *) echo "Unknown option $1" >&2; exit 1 ;;
  esac
done
base="$FAKE_STATE/xfconf/$channel"
if [ "$list" = 1 ]; then
  if [ ! -d "$base$property" ]; then
    echo "Property \"$property\" does not exist on channel \"$channel\"." >&2
    exit 1
  fi
  find "$base$property" -name '=value' | sed "s|^$base||; s|/=value\$||" | sort
  exit 0
fi
file="$base$property/=value"
if [ "$has_value" = 1 ]; then
  if [ ! -f "$file" ]; then
    if [ "$create" = 0 ]; then
      echo "Property \"$property\" does not exist on channel \"$channel\". If a new property needs to be created, use the --create option." >&2
      exit 1
    fi
    if [ -z "$type" ]; then
      echo "When creating a new property, the value type must be specified." >&2
      exit 1
    fi
    mkdir -p "$base$property"
  fi
  printf '%s' "$value" > "$file"
  exit 0
fi
if [ ! -f "$file" ]; then
  echo "Property \"$property\" does not exist on channel \"$channel\"." >&2
  exit 1
fi
cat "$file"
printf '\n'

# Shared start of every fake tool: log the call as one line (the tool's name, then each argument,
# tab-separated), then fail on request. A file $FAKE_STATE/fail/<tool> (or <tool>.<first argument>)
# makes the call print that file to stderr and exit 1, like a real tool refusing.
{
  printf '%s' "$FAKE_TOOL"
  for fake_arg in "$@"; do printf '\t%s' "$fake_arg"; done
  printf '\n'
} >> "$FAKE_LOG"
if [ -f "$FAKE_STATE/fail/$FAKE_TOOL.$1" ]; then cat "$FAKE_STATE/fail/$FAKE_TOOL.$1" >&2; exit 1; fi
if [ -f "$FAKE_STATE/fail/$FAKE_TOOL" ]; then cat "$FAKE_STATE/fail/$FAKE_TOOL" >&2; exit 1; fi

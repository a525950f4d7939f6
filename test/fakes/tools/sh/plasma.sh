# qdbus, qdbus6, qdbus-qt6, dbus-send: the script really runs, against a pretend Plasma (plasma.mjs).
exec "$FAKE_NODE" "$FAKE_TOOLS_SRC/plasma.mjs" "$FAKE_STATE" "$FAKE_TOOL" "$@"

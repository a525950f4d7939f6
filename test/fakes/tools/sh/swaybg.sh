# swaybg: runs until stopped, logging its PID when it starts and when SIGTERM stops it.
printf 'swaybg-started\t%s\n' "$$" >> "$FAKE_LOG"
trap 'printf "swaybg-stopped\t%s\n" "$$" >> "$FAKE_LOG"; exit 0' TERM
while :; do sleep 0.05; done

# Sourced by .ci/run and scripts/test/test.sh: how many of the machine's cores were busy on average
# during a stage, from the busy CPU time in /proc/stat (user, nice, system, irq, softirq, in ticks
# of 1/100 s), so the time table shows which stages leave a core idle.
busy_cpu_ticks() { awk '/^cpu / { print $2 + $3 + $4 + $7 + $8 }' /proc/stat 2>/dev/null || echo 0; }
# cores_busy <ticks at the stage's start> <its seconds>
cores_busy() {
  awk -v before="$1" -v now="$(busy_cpu_ticks)" -v seconds="$2" \
    'BEGIN { printf "%.1f", (seconds > 0 ? (now - before) / 100 / seconds : 0) }'
}

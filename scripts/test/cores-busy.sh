# Sourced by .ci/run and scripts/test/test.sh: the CPU-seconds the machine spent during a stage and
# how many of its cores were busy on average, from the busy CPU time in /proc/stat (user, nice,
# system, irq, softirq, in ticks of 1/100 s), so the time table shows what each stage costs and
# which stages leave a core idle. The run is CPU-bound: its budget is CPU-seconds as much as minutes.
busy_cpu_ticks() { awk '/^cpu / { print $2 + $3 + $4 + $7 + $8 }' /proc/stat 2>/dev/null || echo 0; }
# cpu_and_cores <ticks at the stage's start> <its seconds>: "<CPU-seconds>\t<cores busy>"
cpu_and_cores() {
  awk -v before="$1" -v now="$(busy_cpu_ticks)" -v seconds="$2" \
    'BEGIN { cpu = (now - before) / 100; printf "%d\t%.1f", cpu, (seconds > 0 ? cpu / seconds : 0) }'
}

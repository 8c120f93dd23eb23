# shellcheck shell=sh
# The JIT and the collector a command's input calls for, in one place for both launchers: ./bir
# and the release archive's bin/bir source this file (POSIX sh, the shell's built-ins only). Given
#   BIRJ_ONE_SHOT     1 for a command that ends by itself (all but serve and explore), else 0;
#   BIRJ_INPUT_BYTES  the bytes of the files it names, as the launcher can count them;
#   JAVA_OPTS         the user's flags (the launchers put them after these, so they override them);
# it sets BIRJ_JIT_OPTS and BIRJ_GC_OPTS: flags separated by spaces, none with a space in it.
# Figures for every choice: bir-bench/RESULTS.md, "Startup", "Startup of every command (issue 26)",
# "Scale" and "The collector for a large input".

# The JIT: a one-shot command gets C1 only (-XX:TieredStopAtLevel=1) unless its input comes to more
# than BIRJ_BIG_INPUT bytes. Below that, C2's compilations are most of the command's CPU time and,
# on a machine of few cores, take the core a second worker thread would use, and C2's faster code
# does not pay them back within the run; past it, it does. A long-running command keeps the full
# tiered JIT: in a warm JVM C2's code is about twice as fast as C1's.
# JAVA_OPTS=-XX:TieredStopAtLevel=4 gives any command the full JIT.
BIRJ_BIG_INPUT=$((320 << 20))
# Up to BIRJ_SMALL_INPUT bytes (and with no file at all: --help, expr), C1 compiles a method after
# 500 calls, not after 200 (or 100 with 2,000 calls and loop iterations together): what a small
# command runs a few hundred times costs less interpreted than compiled, and the compiles were a
# third of its CPU time (a small validate: 175 against 192 ms). Past it the compiled code pays back
# sooner (at 30 MB the default thresholds took 2-3% less time; at 3 MB neither won clearly).
BIRJ_SMALL_INPUT=$((4 << 20))
BIRJ_SMALL_JIT_OPTS="-XX:Tier3InvocationThreshold=500 -XX:Tier3MinInvocationThreshold=500 -XX:Tier3CompileThreshold=2500"

# The collector: a one-shot command on more than BIRJ_SMALL_INPUT bytes gets the parallel
# collector instead of G1. Its model lives until the command ends, so every young collection copies
# it further, and G1 pays more for that (its write barriers, its remembered sets): with the parallel
# collector validate, stats and convert took 3 to 13% less wall time from 40 to 200 MB (about the
# same at 300 MB, 0.75x at 1 GB) and 11 to 31% less memory. Below BIRJ_SMALL_INPUT G1 stays: JDK 17
# maps the archive's heap objects with G1 only, and without them a small command takes 14% more CPU
# time. Under a tight heap G1 does better (a 1 GB document with -Xmx2g took 1.33x as long with the
# parallel collector), so it is given only where the heap is at least 8 times the input: -Xmx of
# JAVA_OPTS, else the JVM's default, a quarter of the machine's memory (or of its cgroup's limit).
# A collector named in JAVA_OPTS is never joined by a second (the JVM refuses two).

# BIRJ_HEAP_BYTES: the largest heap the command may have: the last -Xmx (or -XX:MaxHeapSize) of
# JAVA_OPTS, else a quarter of the memory; 0 when JAVA_OPTS names a collector or sizes the heap by a
# share of memory, or when the size cannot be read.
birj_heap_bytes() {
  BIRJ_HEAP_BYTES=
  for birj_o in ${JAVA_OPTS:-}; do
    case $birj_o in
      -XX:+Use*GC | -XX:MaxRAM*)
        BIRJ_HEAP_BYTES=0
        return 0
        ;;
      -Xmx*) birj_v=${birj_o#-Xmx} ;;
      -XX:MaxHeapSize=*) birj_v=${birj_o#-XX:MaxHeapSize=} ;;
      *) continue ;;
    esac
    birj_n=${birj_v%[kKmMgGtT]}
    case $birj_n in
      '' | *[!0-9]*) birj_n=0 ;;
    esac
    case ${birj_v#"$birj_n"} in
      k | K) BIRJ_HEAP_BYTES=$((birj_n << 10)) ;;
      m | M) BIRJ_HEAP_BYTES=$((birj_n << 20)) ;;
      g | G) BIRJ_HEAP_BYTES=$((birj_n << 30)) ;;
      t | T) BIRJ_HEAP_BYTES=$((birj_n << 40)) ;;
      '') BIRJ_HEAP_BYTES=$birj_n ;;
      *) BIRJ_HEAP_BYTES=0 ;;
    esac
  done
  [ -n "$BIRJ_HEAP_BYTES" ] && return 0
  birj_mem_kb=0
  if [ -r /proc/meminfo ]; then
    while read -r birj_o birj_v birj_n; do
      if [ "$birj_o" = MemTotal: ]; then
        birj_mem_kb=$birj_v
        break
      fi
    done </proc/meminfo
  fi
  # The cgroup's limit (v2, else v1), as the JVM reads it; "max" or a larger number is no limit.
  for birj_f in /sys/fs/cgroup/memory.max /sys/fs/cgroup/memory/memory.limit_in_bytes; do
    birj_v=
    [ -r "$birj_f" ] && read -r birj_v <"$birj_f"
    case $birj_v in
      '' | *[!0-9]*) ;;
      *) [ $((birj_v >> 10)) -lt "$birj_mem_kb" ] && birj_mem_kb=$((birj_v >> 10)) ;;
    esac
  done
  BIRJ_HEAP_BYTES=$(((birj_mem_kb << 10) / 4))
}

BIRJ_JIT_OPTS=
BIRJ_GC_OPTS=
if [ "${BIRJ_ONE_SHOT:-1}" = 1 ]; then
  if [ "${BIRJ_INPUT_BYTES:-0}" -le "$BIRJ_BIG_INPUT" ]; then
    BIRJ_JIT_OPTS=-XX:TieredStopAtLevel=1
    if [ "${BIRJ_INPUT_BYTES:-0}" -le "$BIRJ_SMALL_INPUT" ]; then
      BIRJ_JIT_OPTS="$BIRJ_JIT_OPTS $BIRJ_SMALL_JIT_OPTS"
    fi
  fi
  if [ "${BIRJ_INPUT_BYTES:-0}" -gt "$BIRJ_SMALL_INPUT" ]; then
    birj_heap_bytes
    if [ "$BIRJ_HEAP_BYTES" -ge $((BIRJ_INPUT_BYTES * 8)) ]; then
      BIRJ_GC_OPTS=-XX:+UseParallelGC
    fi
  fi
fi

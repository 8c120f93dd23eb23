#!/usr/bin/env bash
# Times a command as a whole process: one warm-up run, then N counted runs (default 7), and prints
# the median, least and most wall and CPU (user + system) seconds, as /usr/bin/time reports them.
# With --vs 'OTHER COMMAND' the two run in turn (A B A B ...) and the ratio A/B is taken pair by
# pair, so a machine whose speed drifts still gives a fair ratio. The startup figures of RESULTS.md
# are medians measured this way.
#
#   bir-bench/whole-process.sh [-n N] [--vs 'OTHER COMMAND'] -- COMMAND [ARG ...]
#
# The commands' output is thrown away; neither is given a shell (--vs's string is split on spaces).
set -euo pipefail

RUNS=7
OTHER=""
while [ $# -gt 0 ]; do
  case "$1" in
    -n) RUNS="$2"; shift 2 ;;
    --vs) OTHER="$2"; shift 2 ;;
    --) shift; break ;;
    *) echo "usage: $0 [-n N] [--vs 'OTHER COMMAND'] -- COMMAND [ARG ...]" >&2; exit 2 ;;
  esac
done
[ $# -gt 0 ] || { echo "$0: no command given" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "$0: needs GNU time (/usr/bin/time; Debian's package time)" >&2; exit 2; }

# One run: "wall cpu" in seconds.
once() {
  local out
  out=$(/usr/bin/time -f '%e %U %S' "$@" 2>&1 >/dev/null | tail -n 1)
  awk '{ printf "%s %.3f\n", $1, $2 + $3 }' <<<"$out"
}

# The median, least and most of the numbers on stdin.
summary() {
  sort -g | awk '{ v[NR] = $1 } END {
    m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
    printf "median %.3f  (min %.3f, max %.3f)\n", m, v[1], v[NR] }'
}

read -r -a B <<<"$OTHER"
once "$@" >/dev/null
[ -z "$OTHER" ] || once "${B[@]}" >/dev/null
A_RUNS=()
B_RUNS=()
for ((k = 0; k < RUNS; k++)); do
  A_RUNS+=("$(once "$@")")
  [ -z "$OTHER" ] || B_RUNS+=("$(once "${B[@]}")")
done

echo "A: $* ($RUNS runs, load average $(cut -d' ' -f1-3 /proc/loadavg))"
printf 'A wall s  '; printf '%s\n' "${A_RUNS[@]}" | awk '{ print $1 }' | summary
printf 'A cpu s   '; printf '%s\n' "${A_RUNS[@]}" | awk '{ print $2 }' | summary
if [ -n "$OTHER" ]; then
  echo "B: $OTHER"
  printf 'B wall s  '; printf '%s\n' "${B_RUNS[@]}" | awk '{ print $1 }' | summary
  printf 'B cpu s   '; printf '%s\n' "${B_RUNS[@]}" | awk '{ print $2 }' | summary
  printf 'A/B wall  '
  for ((k = 0; k < RUNS; k++)); do
    awk -v a="${A_RUNS[k]%% *}" -v b="${B_RUNS[k]%% *}" 'BEGIN { printf "%.4f\n", (b > 0 ? a / b : 0) }'
  done | summary
fi

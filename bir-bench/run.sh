#!/usr/bin/env bash
# Builds bir-bench and runs the suite on synthesised documents of 10, 100 and 400 MB (or the sizes
# given: ./run.sh 10 100), printing Markdown: the machine, the commit, then per size the tables of
# times and of ratios to the references measured in the same run (see RESULTS.md).
#
# Sized for a small shared machine (one run of all three sizes in about half an hour on 2 loaded
# cores), so each size runs less than the one before:
#   10 MB:  load, write, CBOR and heap, 1 fork, BENCH_WARMUPS (5) + BENCH_ITERATIONS (3) single
#           shots each (fewer warm-ups measure the JIT: C2 takes seconds to compile the reader);
#           then the load's ratios in the reading thread's CPU time (CpuRatios, 30 rounds per
#           profile), which other processes on the machine disturb far less than wall time;
#   100 MB: load, write and heap, 1 fork, one single shot each (its JIT warm-up included: at this
#           size it is a small part of a shot);
#   400 MB: the -Xmx1g load of the heap probe, mixed profile (Jackson's tree of 400 MB needs
#           several GB, and one JMH shot per benchmark would not fit the half hour).
# Documents are made once into bir-bench/target/bench-docs (BENCH_DOCS to put them elsewhere).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/.." && pwd)"
SIZES=("$@")
[ ${#SIZES[@]} -gt 0 ] || SIZES=(10 100 400)
WARMUPS="${BENCH_WARMUPS:-5}"
ITERATIONS="${BENCH_ITERATIONS:-3}"
DOCS="${BENCH_DOCS:-$HERE/target/bench-docs}"

(cd "$ROOT" && mvn -q -B -o -pl bir-bench -am package -DskipTests) >&2
# simdjson, the physical limit, when Debian's libsimdjson-dev is installed (src/main/cpp).
SIMDJSON=""
if [ -f /usr/include/simdjson.h ] && command -v g++ >/dev/null; then
  SIMDJSON="$HERE/target/simdjson_scan"
  g++ -O3 -std=c++17 -o "$SIMDJSON" "$HERE/src/main/cpp/simdjson_scan.cpp" -lsimdjson >&2 || SIMDJSON=""
fi
CP="$HERE/target/classes:$(cat "$HERE/target/bench.classpath")"
bench() { java -Dbirj.bench.docs="$DOCS" -cp "$CP" "$@"; }

echo "## Run of $(date -u '+%Y-%m-%d %H:%M UTC')"
echo
echo "- commit: $(git -C "$ROOT" rev-parse --short HEAD)$(git -C "$ROOT" diff --quiet HEAD -- . || echo ' (with local changes)')"
echo "- machine: $(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')), $(free -g | awk '/^Mem:/ {print $2}') GB memory"
echo "- JVM: $(java -version 2>&1 | sed -n 2p)"
echo "- load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "- simdjson: ${SIMDJSON:+$(dpkg-query -W -f='${Version}' libsimdjson-dev 2>/dev/null || echo built)}${SIMDJSON:-not installed (apt-get install libsimdjson-dev)}"
echo "- JMH: 1 fork; 10 MB: $WARMUPS warm-up and $ITERATIONS measured single shots per benchmark; 100 MB: one single shot; 400 MB: heap probe only"
echo

for mb in "${SIZES[@]}"; do
  echo "### $mb MB"
  echo
  if [ "$mb" -lt 100 ]; then
    bench io.birj.bench.Report "$mb" 3g "$WARMUPS" "$ITERATIONS" load,write,cbor 2>/dev/null \
      | sed -n '/^####/,$p'
  elif [ "$mb" -lt 400 ]; then
    bench io.birj.bench.Report "$mb" 4g 0 1 load,write 2>/dev/null | sed -n '/^####/,$p'
  fi
  if [ "$mb" -lt 100 ]; then
    # The same ratios in the reading thread's CPU time (CpuRatios): steadier on a shared machine.
    echo "#### Load in CPU time, $mb MB (the reading thread's CPU time, least of 20 rounds after 10 of warm-up)"
    echo
    echo "| profile | birj ms | token scan ms | readTree ms | birj / scan (≤ 2.0) | birj / readTree (≤ 0.3) | allocated MB per load |"
    echo "|---|---:|---:|---:|---:|---:|---:|"
    limit=()
    for p in mixed sorted expressions; do
      line=$(bench -Xmx3g -Xss4m io.birj.bench.CpuRatios "$p" "$mb" 30 | grep '^cpu')
      echo "$line" | awk '{printf "| %s | %s | %s | %s | %s | %s | %s |\n", $2, $4, $5, $6, $7, $8, $9}'
      if [ -n "$SIMDJSON" ]; then
        limit+=("$line $("$SIMDJSON" "$DOCS/$p-${mb}mb.json" 30)")
      fi
    done
    echo
    if [ ${#limit[@]} -gt 0 ]; then
      # simdjson right after each profile's CpuRatios, so that both see the same load.
      echo "#### The physical limit, $mb MB: simdjson's DOM parse (reading the file included; the thread's CPU time, least of 20 rounds after 10)"
      echo
      echo "| profile | simdjson ms | token scan ms | birj ms | scan / simdjson | birj / simdjson |"
      echo "|---|---:|---:|---:|---:|---:|"
      for l in "${limit[@]}"; do
        echo "$l" | awk '{printf "| %s | %s | %s | %s | %.1f | %.1f |\n", $2, $12, $5, $4, $5 / $12, $4 / $12}'
      done
      echo
    fi
  fi
  echo "#### Retained heap after load, $mb MB (used heap after full GCs, minus before; fresh JVM each)"
  echo
  echo "| profile | file MB | birj retained MB | birj / file (mixed ≤ 1.0) | birj load s (-Xmx1g) | Jackson tree MB | tree / file |"
  echo "|---|---:|---:|---:|---:|---:|---:|"
  profiles=(mixed sorted expressions)
  [ "$mb" -lt 400 ] || profiles=(mixed)
  for p in "${profiles[@]}"; do
    b=$(bench -Xmx1g -Xss4m io.birj.bench.HeapProbe birj "$p" "$mb" 2>&1 | grep '^heap' || echo "heap birj failed 0 0")
    if [ "$mb" -ge 400 ]; then
      j="heap jackson - 0 0"
    else
      j=$(bench -Xmx6g io.birj.bench.HeapProbe jackson "$p" "$mb" 2>&1 | grep '^heap' || echo "heap jackson failed 0 0")
    fi
    echo "$b $j" | awk -v p="$p" '{
      mb = 1048576; file = $4
      if ($3 == "failed") { printf "| %s | %.0f | failed (-Xmx1g) | | | ", p, file / mb }
      else { printf "| %s | %.0f | %.0f | %.2f | %.2f | ", p, file / mb, $3 / mb, $3 / file, $5 }
      if ($8 == "-") { print "not run | |" }
      else if ($8 == "failed") { print "failed | |" }
      else { printf "%.0f | %.2f |\n", $8 / mb, $8 / file }
    }'
  done
  echo
done

echo "### Expressions (in memory, no document)"
echo
bench io.birj.bench.Report 0 1g "$WARMUPS" "$ITERATIONS" expr 2>/dev/null | sed -n '/^####/,$p'

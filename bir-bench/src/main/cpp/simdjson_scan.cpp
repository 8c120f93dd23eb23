// The physical limit for JSON on a CPU, next to birj's load (bir-bench/run.sh builds this when
// Debian's libsimdjson-dev is installed): reads a document and parses it into simdjson's DOM, which
// validates it and decodes every value, ROUNDS times in one thread. As CpuRatios does, the first
// third of the rounds warm up and of the rest the least CPU time of the thread is kept (what another
// process takes only adds to a round). Each round reads the file again, as the Java side does.
// Prints one line: "simdjson PATH MS BYTES".
#include <simdjson.h>
#include <time.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <limits>

static double thread_cpu_ms() {
  timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: simdjson_scan FILE [ROUNDS]\n");
    return 2;
  }
  int rounds = argc > 2 ? std::atoi(argv[2]) : 30;
  simdjson::dom::parser parser;
  double best = std::numeric_limits<double>::max();
  size_t bytes = 0;
  for (int r = 0; r < rounds; r++) {
    double t0 = thread_cpu_ms();
    simdjson::padded_string json;
    if (simdjson::padded_string::load(argv[1]).get(json)) {
      std::fprintf(stderr, "simdjson_scan: cannot read %s\n", argv[1]);
      return 2;
    }
    simdjson::dom::element doc;
    auto error = parser.parse(json).get(doc);
    double t1 = thread_cpu_ms();
    if (error) {
      std::fprintf(stderr, "simdjson_scan: %s\n", simdjson::error_message(error));
      return 1;
    }
    bytes = json.size();
    if (r >= rounds / 3) {
      best = std::min(best, t1 - t0);
    }
  }
  std::printf("simdjson %s %.1f %zu\n", argv[1], best, bytes);
  return 0;
}

#!/bin/sh
# Benchmarks for every hook path and the engine. Whole processes (contract-watch keeps no cache
# besides the warm index, built before the rows, and the answers it keeps there: a row that
# measures the same question again is answered from them), timed by hyperfine (Debian package `hyperfine`)
# with no shell in between; peak memory by GNU time. Prints a Markdown table; see bench/README.md.
#
# usage: sh bench/run.sh [RUNS]    (from anywhere; RUNS defaults to 30)
set -eu
RUNS=${1:-30}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT=${BENCH_OUT:-$ROOT/bench/out}
mkdir -p "$OUT"
command -v hyperfine >/dev/null || { echo "bench: hyperfine is needed (apt-get install hyperfine)" >&2; exit 2; }
command -v jq >/dev/null || { echo "bench: jq is needed for the bash+jq comparison (apt-get install jq)" >&2; exit 2; }
cargo build --release --quiet --manifest-path "$ROOT/Cargo.toml"
BIN=$ROOT/target/release/contract-watch
export CONTRACT_WATCH_ENGINE=builtin NO_COLOR=1 XDG_STATE_HOME="$OUT/user-state"

# INDEX_ONLY=1: only the warm-index table (the 10k row when that repository exists already).
INDEX_ONLY=${INDEX_ONLY:-0}
for n in 1000 10000; do
  [ "$INDEX_ONLY" = 1 ] && break
  [ -d "$OUT/synth-$n/.git" ] || python3 "$ROOT/bench/gen_synth.py" "$n" "$OUT/synth-$n" >/dev/null
done
S1=$OUT/synth-1000
S10=$OUT/synth-10000
for l in cs kt; do
  [ "$INDEX_ONLY" = 1 ] && break
  [ -d "$OUT/synth-10000-$l/.git" ] || python3 "$ROOT/bench/gen_synth.py" 10000 "$OUT/synth-10000-$l" --lang $l >/dev/null
done
SC=$OUT/synth-c-10000
[ "$INDEX_ONLY" = 1 ] || [ -d "$SC/.git" ] || python3 "$ROOT/bench/gen_synth_c.py" 10000 "$SC" >/dev/null
# The hook rows below run as a person's repository does after its first measure: with the warm
# index built, and (after hyperfine's warm-up) the answers of repeated questions kept; the
# measure rows turn both off (the index rows further down show off, cold and warm side by side).
for d in "$S1" "$S10"; do [ -d "$d/.git" ] && (cd "$d" && "$BIN" index build >/dev/null); done
for l in ruby swift; do
  [ "$INDEX_ONLY" = 1 ] && break
  [ -d "$OUT/synth-$l-10000/.git" ] || python3 "$ROOT/bench/gen_synth.py" 10000 "$OUT/synth-$l-10000" "$l" >/dev/null
done

# median milliseconds of a command run in directory $1 (hyperfine, no shell)
median_ms() {
  dir=$1; shift
  (cd "$dir" && hyperfine -N --warmup 3 --runs "$RUNS" --export-json "$OUT/h.json" "$*" >/dev/null 2>&1)
  python3 -c "import json,sys; print('%.2f' % (json.load(open(sys.argv[1]))['results'][0]['median']*1000))" "$OUT/h.json"
}

# "median wall / mean CPU (user + system)" in milliseconds of the last hyperfine run
wall_cpu() {
  python3 -c "import json,sys; r=json.load(open(sys.argv[1]))['results'][0]; print('%.1f / %.1f' % (r['median']*1000, (r['user']+r['system'])*1000))" "$OUT/h.json"
}

# median milliseconds of a command fed $2 (a file) on stdin, run in $1. hyperfine runs it
# through sh for the redirection and subtracts the measured cost of starting that shell.
median_stdin_ms() {
  dir=$1; input=$2; shift 2
  (cd "$dir" && hyperfine --warmup 3 --runs "$RUNS" --export-json "$OUT/h.json" "$* < '$input'" >/dev/null 2>&1)
  python3 -c "import json,sys; print('%.2f' % (json.load(open(sys.argv[1]))['results'][0]['median']*1000))" "$OUT/h.json"
}

# peak resident memory (MiB) of one run
peak_mib() {
  dir=$1; shift
  (cd "$dir" && /usr/bin/time -f "%M" "$@" >/dev/null 2>"$OUT/mem" </dev/null) || true
  tail -n 1 "$OUT/mem" | awk '{printf "%.1f", $1/1024}'
}

echo "machine: $(nproc) cores, $(awk '/model name/ {sub(/.*: /, ""); print; exit}' /proc/cpuinfo), $(uname -sr)"
echo "runs per row: $RUNS (median), contract-watch $($BIN --version | awk '{print $2}')"
sel=src/billing/total.ts:computeTotal
if [ "$INDEX_ONLY" != 1 ]; then
echo
# The measure rows run with the warm index and its kept answers off (CONTRACT_WATCH_INDEX=off):
# every file is listed, read, prefiltered, and the candidates parsed and bound, as on a cold
# first measure. The warm-index table further down shows the same measure with them.
echo "| path | median wall | peak memory |"
echo "|---|---|---|"
printf '| measure --engine builtin (index off), 1k-file repo | %s ms | %s MiB |\n' "$(median_ms "$S1" env CONTRACT_WATCH_INDEX=off "$BIN" measure $sel --engine builtin)" "$(peak_mib "$S1" env CONTRACT_WATCH_INDEX=off "$BIN" measure $sel --engine builtin)"
printf '| measure --engine builtin (index off), 10k-file repo | %s ms | %s MiB |\n' "$(median_ms "$S10" env CONTRACT_WATCH_INDEX=off "$BIN" measure $sel --engine builtin)" "$(peak_mib "$S10" env CONTRACT_WATCH_INDEX=off "$BIN" measure $sel --engine builtin)"
printf '| measure --engine builtin (index off), 10k-file C# repo | %s ms | %s MiB |\n' "$(median_ms "$OUT/synth-10000-cs" env CONTRACT_WATCH_INDEX=off "$BIN" measure src/Billing/Total.cs:ComputeTotal --engine builtin)" "$(peak_mib "$OUT/synth-10000-cs" env CONTRACT_WATCH_INDEX=off "$BIN" measure src/Billing/Total.cs:ComputeTotal --engine builtin)"
printf '| measure --engine builtin (index off), 10k-file Kotlin repo | %s ms | %s MiB |\n' "$(median_ms "$OUT/synth-10000-kt" env CONTRACT_WATCH_INDEX=off "$BIN" measure src/billing/Total.kt:computeTotal --engine builtin)" "$(peak_mib "$OUT/synth-10000-kt" env CONTRACT_WATCH_INDEX=off "$BIN" measure src/billing/Total.kt:computeTotal --engine builtin)"
for l in ruby swift; do
  case $l in ruby) lsel=lib/billing/total.rb:Billing.compute_total ;; swift) lsel=Sources/App/Billing/Total.swift:computeTotal ;; esac
  printf '| measure --engine builtin (index off), 10k-file %s repo | %s ms | %s MiB |\n' "$l" "$(median_ms "$OUT/synth-$l-10000" env CONTRACT_WATCH_INDEX=off "$BIN" measure $lsel --engine builtin)" "$(peak_mib "$OUT/synth-$l-10000" env CONTRACT_WATCH_INDEX=off "$BIN" measure $lsel --engine builtin)"
done
printf '| measure --engine builtin (index off), this repository | %s ms | %s MiB |\n' "$(median_ms "$ROOT" env CONTRACT_WATCH_INDEX=off "$BIN" measure src/engine/builtin.rs:measure_many --engine builtin)" "$(peak_mib "$ROOT" env CONTRACT_WATCH_INDEX=off "$BIN" measure src/engine/builtin.rs:measure_many --engine builtin)"
csel=src/billing/total.h:computeTotal
printf '| measure --engine builtin (index off), 10k-file C/C++ repo | %s ms | %s MiB |\n' "$(median_ms "$SC" env CONTRACT_WATCH_INDEX=off "$BIN" measure $csel --engine builtin)" "$(peak_mib "$SC" env CONTRACT_WATCH_INDEX=off "$BIN" measure $csel --engine builtin)"
printf '| explain --detail=3, 10k-file repo | %s ms | %s MiB |\n' "$(median_ms "$S10" env CONTRACT_WATCH_INDEX=off "$BIN" explain $sel --detail=3)" "$(peak_mib "$S10" env CONTRACT_WATCH_INDEX=off "$BIN" explain $sel --detail=3)"

# Hook paths, each a whole `contract-watch hook claude` process reading real event JSON.
H=$OUT/hooks
mkdir -p "$H"
f=$S1/src/billing/total.ts
printf '{"hook_event_name":"PostToolUse","cwd":"%s","tool_name":"Edit","tool_input":{"file_path":"%s","old_string":"  return sum * (1 + rate) - discount;","new_string":"  return (sum * (1 + rate)) - discount;"}}' "$S1" "$f" > "$H/body-edit.json"
printf '{"hook_event_name":"PostToolUse","cwd":"%s","tool_name":"Edit","tool_input":{"file_path":"%s","old_string":"export function computeTotal(items: number[], rate: number): number {","new_string":"export function computeTotal(items: number[], rate: number, discount: number): number {"}}' "$S1" "$f" > "$H/sig-edit.json"
printf '{"hook_event_name":"PreToolUse","cwd":"%s","tool_name":"Bash","tool_input":{"command":"cargo test --workspace -- --nocapture"}}' "$S1" > "$H/bash-plain.json"
printf '{"hook_event_name":"PreToolUse","cwd":"%s","tool_name":"Bash","tool_input":{"command":"git status && git log --oneline -5"}}' "$S1" > "$H/bash-git-read.json"
printf '{"hook_event_name":"PreToolUse","cwd":"%s","tool_name":"Bash","tool_input":{"command":"git add -A && git commit -m wip"}}' "$S1" > "$H/bash-commit.json"
printf '{"hook_event_name":"Stop","cwd":"%s"}' "$S1" > "$H/stop.json"
# Each other agent's non-git shell event, in the shape its real client sends.
printf '{"session_id":"s","turn_id":"t","cwd":"%s","hook_event_name":"PreToolUse","model":"gpt-5.5","permission_mode":"bypassPermissions","tool_name":"Bash","tool_input":{"command":"cargo test --workspace -- --nocapture"},"tool_use_id":"c"}' "$S1" > "$H/codex-plain.json"
printf '{"session_id":"s","cwd":"%s","hook_event_name":"BeforeTool","timestamp":"2026-12-01T00:00:00Z","tool_name":"run_shell_command","tool_input":{"command":"cargo test --workspace -- --nocapture","description":"Run tests"}}' "$S1" > "$H/gemini-plain.json"
printf '{"conversation_id":"c","generation_id":"g","hook_event_name":"beforeShellExecution","workspace_roots":["%s"],"command":"cargo test --workspace -- --nocapture","cwd":"%s","sandbox":false}' "$S1" "$S1" > "$H/cursor-plain.json"
printf '{"sessionId":"s","timestamp":1,"cwd":"%s","toolName":"bash","toolArgs":{"command":"cargo test --workspace -- --nocapture","description":"Run tests","mode":"sync","initial_wait":30}}' "$S1" > "$H/copilot-plain.json"
printf '{"hook_event_name":"UserPromptSubmit","cwd":"%s","prompt":"go on"}' "$S1" > "$H/prompt.json"
# The equivalent minimal bash + jq pre-hook: read the event, pull the command, look for git.
cat > "$H/jq-hook.sh" <<'JQ'
#!/bin/bash
cmd=$(jq -r '.tool_input.command // empty')
case "$cmd" in *git*) echo '{}' ;; *) echo '{}' ;; esac
JQ
chmod +x "$H/jq-hook.sh"

# A finding open in the 1k repo for the Stop / commit rows.
(cd "$S1" && "$BIN" hook claude < "$H/sig-edit.json" >/dev/null)
printf '| hook: PostToolUse, body-only edit (1k repo) | %s ms | %s MiB |\n' "$(median_stdin_ms "$S1" "$H/body-edit.json" "$BIN" hook claude)" "$(peak_mib "$S1" sh -c "'$BIN' hook claude < '$H/body-edit.json'")"
printf '| hook: PostToolUse, changed signature (1k repo) | %s ms | %s MiB |\n' "$(median_stdin_ms "$S1" "$H/sig-edit.json" "$BIN" hook claude)" "$(peak_mib "$S1" sh -c "'$BIN' hook claude < '$H/sig-edit.json'")"
plain=$(median_stdin_ms "$S1" "$H/bash-plain.json" "$BIN" hook claude)
jqms=$(median_stdin_ms "$S1" "$H/bash-plain.json" "$H/jq-hook.sh")
printf '| hook: PreToolUse Bash, non-git command | %s ms | %s MiB |\n' "$plain" "$(peak_mib "$S1" sh -c "'$BIN' hook claude < '$H/bash-plain.json'")"
printf '| same event, minimal bash + jq hook | %s ms | — |\n' "$jqms"
for agent in codex gemini cursor copilot; do
  args="hook $agent"
  [ "$agent" = copilot ] && args="hook copilot preToolUse"
  # shellcheck disable=SC2086
  printf '| hook %s: its shell event, non-git command | %s ms | %s MiB |\n' "$agent" "$(median_stdin_ms "$S1" "$H/$agent-plain.json" "$BIN" $args)" "$(peak_mib "$S1" sh -c "'$BIN' $args < '$H/$agent-plain.json'")"
done
printf '| hook: PreToolUse Bash, git status && git log | %s ms | — |\n' "$(median_stdin_ms "$S1" "$H/bash-git-read.json" "$BIN" hook claude)"
printf '| hook: PreToolUse Bash, git commit with an open finding (1k repo) | %s ms | — |\n' "$(median_stdin_ms "$S1" "$H/bash-commit.json" "$BIN" hook claude)"
printf '| hook: Stop with one open finding (1k repo) | %s ms | — |\n' "$(median_stdin_ms "$S1" "$H/stop.json" "$BIN" hook claude)"
printf '| hook: UserPromptSubmit | %s ms | — |\n' "$(median_stdin_ms "$S1" "$H/prompt.json" "$BIN" hook claude)"

# The pre-commit hook (`gate commit --hook`) on the 10k-file repository: an unrelated one-file
# change (no definition changed: nothing is listed or measured), one changed signature, twenty.
G=$OUT/gate-10000
python3 "$ROOT/bench/gate_setup.py" "$S10" "$G" >/dev/null
for d in unrelated one twenty; do (cd "$G/$d" && "$BIN" index build >/dev/null); done
printf '| pre-commit hook (gate commit --hook), unrelated one-file change (10k repo) | %s ms | %s MiB |\n' "$(median_ms "$G/unrelated" "$BIN" gate commit --hook)" "$(peak_mib "$G/unrelated" "$BIN" gate commit --hook)"
one=$(median_ms "$G/one" "$BIN" gate commit --hook)
twenty=$(median_ms "$G/twenty" "$BIN" gate commit --hook)
printf '| pre-commit hook, 1 changed signature, 40 callers (10k repo) | %s ms | %s MiB |\n' "$one" "$(peak_mib "$G/one" "$BIN" gate commit --hook)"
printf '| pre-commit hook, 20 changed signatures (10k repo) | %s ms (%s× one) | %s MiB |\n' "$twenty" "$(python3 -c "import sys; print('%.2f' % (float(sys.argv[2]) / float(sys.argv[1])))" "$one" "$twenty")" "$(peak_mib "$G/twenty" "$BIN" gate commit --hook)"

fi

# The warm index (README "The warm index"): the same measure with the index off (every file
# read, as before it existed), cold (no index yet: the measure starts a build in the background
# and answers without it), and warm (index built). BEFORE_BIN=<an older contract-watch> adds
# its column. RUST_WORKSPACE=<a clone of a Rust workspace, e.g. ripgrep> adds the common-name
# `new` row (RUST_NEW=<file>:<Type>.new picks the definition); BENCH_50K=0 skips the 50k-file
# repository (generating it takes minutes and ~650 MB).
# ripwire (the external engine; RIPWIRE=<path>, else `ripwire` on PATH) adds its figure on the
# same edit: `ripwire . --edit-check=<file>:<name>` from the repository root, its cache warm (its
# cache lives under $TMPDIR/ripwire: each repository gets its own TMPDIR under $OUT, warmed by a
# run before the timed ones). Its answers are not compared (it prints XML, and differs by design).
# ripwire's selector is <file>:<name> (it refuses <file>:<Type>.<name>): a method's type is dropped,
# and when ripwire then calls the name ambiguous, the site it lists for that type is used.
RIPWIRE=${RIPWIRE:-$(command -v ripwire || true)}
[ -n "$RIPWIRE" ] && [ ! -x "$RIPWIRE" ] && { echo "bench: RIPWIRE=$RIPWIRE is not an executable" >&2; exit 2; }
[ -n "$RIPWIRE" ] && echo "ripwire: $RIPWIRE ($("$RIPWIRE" --version 2>&1 | head -n 1))"
echo
echo "| warm index: measure | files | before | index off | cold (no index yet) | warm, answer recomputed | warm | ripwire warm | warm / ripwire warm | index size | build time |"
echo "|---|---|---|---|---|---|---|---|---|---|---|"
# Each cell: median wall / mean CPU (user + system), milliseconds. "warm, answer recomputed": the
# index built, the kept answer removed before each run (what a change to a file the answer read
# costs); "warm": the answer kept by the previous run is checked and given.
index_row() {
  label=$1; dir=$2; shift 2
  files=$(git -C "$dir" ls-files | wc -l | tr -d ' ')
  answers="$(git -C "$dir" rev-parse --path-format=absolute --git-common-dir)/contract-watch/index/answers"
  before=—
  if [ -n "${BEFORE_BIN:-}" ]; then
    (cd "$dir" && hyperfine -N --warmup 2 --runs "$RUNS" --export-json "$OUT/h.json" "$BEFORE_BIN measure $*" >/dev/null 2>&1)
    before=$(wall_cpu)
  fi
  (cd "$dir" && CONTRACT_WATCH_INDEX=off hyperfine -N --warmup 2 --runs "$RUNS" --export-json "$OUT/h.json" "$BIN measure $*" >/dev/null 2>&1)
  off=$(wall_cpu)
  # Cold: every run starts with no index (the previous run's background build is waited for
  # and removed first), so each timed run also starts a build.
  (cd "$dir" && hyperfine -N --warmup 1 --runs "$RUNS" --prepare "$BIN index clear" --export-json "$OUT/h.json" "$BIN measure $*" >/dev/null 2>&1)
  cold=$(wall_cpu)
  (cd "$dir" && "$BIN" index clear >/dev/null && "$BIN" index build --json > "$OUT/build.json")
  size=$(python3 -c "import json,sys; print('%.1f MiB' % (json.load(open(sys.argv[1]))['bytes']/1048576))" "$OUT/build.json")
  took=$(python3 -c "import json,sys; print('%d ms' % json.load(open(sys.argv[1]))['millis'])" "$OUT/build.json")
  (cd "$dir" && hyperfine -N --warmup 1 --runs "$RUNS" --prepare "rm -rf '$answers'" --export-json "$OUT/h.json" "$BIN measure $*" >/dev/null 2>&1)
  recomputed=$(wall_cpu)
  (cd "$dir" && hyperfine -N --warmup 3 --runs "$RUNS" --export-json "$OUT/h.json" "$BIN measure $*" >/dev/null 2>&1)
  warm=$(wall_cpu)
  warm_json=$OUT/h-warm.json
  cp "$OUT/h.json" "$warm_json"
  rw="not installed"
  ratio=—
  if [ -n "$RIPWIRE" ]; then
    rwtmp=$OUT/ripwire-tmp/$(basename "$dir")
    mkdir -p "$rwtmp"
    rwname=${1#*:}
    rwsel=${1%%:*}:${rwname##*.}
    # Warm its cache on this edit (its first run in a repository indexes every file), then time.
    if ! (cd "$dir" && TMPDIR=$rwtmp "$RIPWIRE" . "--edit-check=$rwsel" >/dev/null 2>"$OUT/rw.err"); then
      # "... Qualify one contract: ./<file>::<A>::<name>, ./<file>::<B>::<name> — e.g. ...":
      # take the one of the selector's type (`Type.name` -> `::Type::name`).
      q=$(python3 -c "import sys; n=sys.argv[2]; e=open(sys.argv[1]).read(); m='Qualify one contract: '
if '.' in n and m in e:
    o, _, s = n.rpartition('.'); w = '::%s::%s' % (o.rsplit('.', 1)[-1], s)
    print(next((c.strip() for c in e.split(m, 1)[1].split(' \u2014 ', 1)[0].split(', ') if c.strip().endswith(w)), ''))" "$OUT/rw.err" "$rwname")
      [ -n "$q" ] && rwsel=$q && (cd "$dir" && TMPDIR=$rwtmp "$RIPWIRE" . "--edit-check=$rwsel" >/dev/null 2>&1) || true
    fi
    if (cd "$dir" && TMPDIR=$rwtmp hyperfine -N --warmup 3 --runs "$RUNS" --export-json "$OUT/h.json" "$RIPWIRE . --edit-check=$rwsel" >/dev/null 2>&1); then
      rw=$(wall_cpu)
      # "wall ratio / CPU ratio": contract-watch warm over ripwire warm.
      ratio=$(python3 -c "import json,sys; a,b=(json.load(open(f))['results'][0] for f in sys.argv[1:]); print('%.2g / %.2g' % (a['median']/b['median'], (a['user']+a['system'])/(b['user']+b['system'])))" "$warm_json" "$OUT/h.json")
    else
      rw="refused (exit ≠ 0)"
    fi
  fi
  printf '| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n' "$label" "$files" "$before" "$off" "$cold" "$recomputed" "$warm" "$rw" "$ratio" "$size" "$took"
}
[ -d "$OUT/synth-2000/.git" ] || python3 "$ROOT/bench/gen_synth.py" 2000 "$OUT/synth-2000" >/dev/null
index_row "computeTotal, 2k-file synthetic repo" "$OUT/synth-2000" $sel
[ -d "$S10/.git" ] && index_row "computeTotal, 10k-file synthetic repo" "$S10" $sel
if [ "${BENCH_50K:-1}" != 0 ]; then
  [ -d "$OUT/synth-50000/.git" ] || python3 "$ROOT/bench/gen_synth.py" 50000 "$OUT/synth-50000" >/dev/null
  index_row "computeTotal, 50k-file synthetic repo" "$OUT/synth-50000" $sel
fi
if [ -n "${RUST_WORKSPACE:-}" ]; then
  index_row "\`${RUST_NEW:-crates/searcher/src/searcher/mod.rs:SearcherBuilder.new}\` (common name), $(basename "$RUST_WORKSPACE")" "$RUST_WORKSPACE" "${RUST_NEW:-crates/searcher/src/searcher/mod.rs:SearcherBuilder.new}"
fi
[ "$INDEX_ONLY" = 1 ] && exit 0

echo
python3 -c "import sys; print('bash+jq / contract-watch on the non-git pre-hook: %.1fx' % (float(sys.argv[2]) / float(sys.argv[1])))" "$plain" "$jqms"

# Does the non-git pre-hook start any process? Count execve calls under strace when present.
if command -v strace >/dev/null 2>&1; then
  n=$(cd "$S1" && strace -f -e trace=execve -o "$OUT/strace.txt" "$BIN" hook claude < "$H/bash-plain.json" >/dev/null 2>&1; grep -c execve "$OUT/strace.txt")
  echo "processes started by the non-git pre-hook: $((n - 1)) (execve calls besides its own)"
fi

# Sidebar: from starting a hook that opens or closes a finding to the line in a piped pane.
LAT=$OUT/latency
rm -rf "$LAT" && mkdir -p "$LAT"
(
  cd "$LAT"
  git init -q -b main
  printf 'def parse(s):\n    return s\n' > lib.py
  printf 'from lib import parse\n\n\ndef run():\n    return parse(1)\n' > use.py
  git add -A
  git -c user.name=bench -c user.email=bench@example.invalid commit -q -m base
)
set -- $(python3 "$ROOT/bench/sidebar_latency.py" "$BIN" "$LAT" 20)
echo "sidebar: hook start to the line in the pane: median $1 ms, worst $2 ms (20 findings opened and closed)"

#!/usr/bin/env python3
"""Sidebar latency: time from starting a hook process that opens or closes a finding to the piped
sidebar printing it (an upper bound of write-to-screen: it includes the hook's own run).

usage: sidebar_latency.py BIN REPO RUNS   (REPO: a git repository with a finding to flip)
Prints the median and the worst latency in milliseconds.
"""
import json
import os
import select
import subprocess
import sys
import tempfile
import time

BIN, REPO, RUNS = sys.argv[1], sys.argv[2], int(sys.argv[3])
state = tempfile.mkdtemp()
env = dict(os.environ, XDG_STATE_HOME=state, CONTRACT_WATCH_ENGINE="builtin", NO_COLOR="1")
subprocess.run([BIN, "status"], cwd=REPO, env=env, stdout=subprocess.DEVNULL, check=True)
pane = subprocess.Popen([BIN, "sidebar"], cwd=REPO, env=env, stdout=subprocess.PIPE, bufsize=0)
time.sleep(0.5)
lib = os.path.join(REPO, "lib.py")
samples = []
for i in range(RUNS):
    old, new = ("def parse(s):", "def parse(s, sep):") if i % 2 == 0 else ("def parse(s, sep):", "def parse(s):")
    with open(lib) as fh:
        text = fh.read()
    with open(lib, "w") as fh:
        fh.write(text.replace(old, new, 1))
    event = {"cwd": REPO, "hook_event_name": "PostToolUse", "tool_name": "Edit",
             "tool_input": {"file_path": lib, "old_string": old, "new_string": new}}
    written = time.monotonic()
    subprocess.run([BIN, "hook", "claude"], cwd=REPO, env=env, input=json.dumps(event).encode(),
                   stdout=subprocess.DEVNULL, check=True)
    buf = b""
    while b"\n" not in buf:
        r, _, _ = select.select([pane.stdout], [], [], 5)
        if not r:
            sys.exit("the sidebar printed nothing within 5 s")
        buf += os.read(pane.stdout.fileno(), 65536)
    samples.append((time.monotonic() - written) * 1000)
    time.sleep(0.05)
    # drain the rest of the block
    while select.select([pane.stdout], [], [], 0.1)[0]:
        if not os.read(pane.stdout.fileno(), 65536):
            break
pane.kill()
samples.sort()
print("%.1f %.1f" % (samples[len(samples) // 2], samples[-1]))

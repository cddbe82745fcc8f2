#!/usr/bin/env python3
"""random_flowcharts.py OUTDIR SEED [COUNT]: writes COUNT (300) random flowcharts r000.mmd… to OUTDIR.

Why: the layout figures in the README ("two sets of 300 random flowcharts", seeds 7 and 2026) come
from these files: 5 to 16 nodes, up to three subgraphs, edge labels on about 40% of the edges and
about one edge in ten pointing back. Deterministic for a given seed (Python's random.Random).
Measure with ../shared/tools/fidelity/geometry.py, and render mermaid's drawings of the same
files with ../shared/tools/mermaid-reference/render.py to compare.
"""
import os, random, sys
out, seed = sys.argv[1], int(sys.argv[2]); count = int(sys.argv[3]) if len(sys.argv) > 3 else 300
os.makedirs(out, exist_ok=True)
rng = random.Random(seed)
words = "load parse render cache index write read check user data view model store queue".split()
for k in range(count):
    n = rng.randint(5, 16)
    nodes = ["N%d" % i for i in range(n)]
    lines = ["flowchart " + rng.choice(["TD", "TD", "LR"])]
    clusters = rng.randint(0, 3)
    assigned = {}
    for c in range(clusters):
        members = rng.sample(nodes, rng.randint(1, max(1, n // 3)))
        lines.append("  subgraph S%d[\"Group %d\"]" % (c, c))
        for m in members:
            if m not in assigned:
                assigned[m] = c
                lines.append("    %s[\"%s %s\"]" % (m, rng.choice(words), m))
        lines.append("  end")
    for m in nodes:
        if m not in assigned: lines.append("  %s[\"%s %s\"]" % (m, rng.choice(words), m))
    edges = set()
    for _ in range(rng.randint(n - 1, n + n // 2)):
        a, b = rng.sample(range(n), 2)
        if rng.random() < 0.8 and a > b: a, b = b, a
        if (a, b) in edges: continue
        edges.add((a, b))
        label = "|%s|" % rng.choice(words) if rng.random() < 0.4 else ""
        lines.append("  N%d -->%s N%d" % (a, label, b))
    open(os.path.join(out, "r%03d.mmd" % k), "w").write("\n".join(lines) + "\n")

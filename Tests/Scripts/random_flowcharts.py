#!/usr/bin/env python3
"""random_flowcharts.py OUTDIR SEED [COUNT] [--nested]: writes COUNT (300) random flowcharts r000.mmd… to OUTDIR.

Why: the layout figures in the README ("two sets of 300 random flowcharts", seeds 7 and 2026) come
from these files: 5 to 16 nodes, up to three subgraphs, edge labels on about 40% of the edges and
about one edge in ten pointing back. Deterministic for a given seed (Python's random.Random).
Measure with ../shared/tools/fidelity/geometry.py, and render mermaid's drawings of the same
files with ../shared/tools/mermaid-reference/render.py to compare. With --nested (the README's set of
200 with seed 99): 6 to 16 nodes, one or two subgraphs, most with a subgraph inside, files n000.mmd….
"""
import os, random, sys
nested = "--nested" in sys.argv
args = [a for a in sys.argv[1:] if a != "--nested"]
out, seed = args[0], int(args[1]); count = int(args[2]) if len(args) > 2 else 300
os.makedirs(out, exist_ok=True)
rng = random.Random(seed)
words = "load parse render cache index write read check user data view model store queue".split()


def finish(lines, nodes, assigned):
    """The nodes outside every subgraph, then n - 1 to 1.5 n edges (about 40% labelled)."""
    n = len(nodes)
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


def nested_flowchart(k):
    n = rng.randint(6, 16)
    nodes = ["N%d" % i for i in range(n)]
    lines = ["flowchart " + rng.choice(["TD", "TD", "LR"])]
    assigned = set()

    def group(c, depth):
        members = [m for m in rng.sample(nodes, rng.randint(1, max(1, n // 4))) if m not in assigned]
        lines.append("  " * depth + "subgraph S%d[\"Group %d\"]" % (c, c))
        for m in members:
            assigned.add(m)
            lines.append("  " * (depth + 1) + "%s[\"%s %s\"]" % (m, rng.choice(words), m))

    c = 0
    for _ in range(rng.randint(1, 2)):
        group(c, 1)
        c += 1
        if rng.random() < 0.7:
            group(c, 2)
            c += 1
            lines.append("    end")
        lines.append("  end")
    finish(lines, nodes, assigned)
    open(os.path.join(out, "n%03d.mmd" % k), "w").write("\n".join(lines) + "\n")


if nested:
    for k in range(count): nested_flowchart(k)
    sys.exit(0)
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
    finish(lines, nodes, assigned)
    open(os.path.join(out, "r%03d.mmd" % k), "w").write("\n".join(lines) + "\n")

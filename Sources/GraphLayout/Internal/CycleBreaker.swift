/// Phase 1: makes the graph acyclic by turning around the edges that close a cycle in a depth-first
/// search (input order, as dagre's default does, so results resemble mermaid's). Reversed edges are
/// marked; the router restores their direction at the end.
enum CycleBreaker {
    static func run(_ g: LayerGraph) {
        let n = g.realCount
        var out = [[Int]](filled: [], count: n)
        for (i, e) in g.routed.enumerated() where !e.isSelfLoop {
            out[e.source].append(i)
        }
        var state = [UInt8](filled: 0, count: n)  // 0 new, 1 on the stack, 2 finished
        var stack: [(node: Int, next: Int)] = []
        for start in 0..<n where state[start] == 0 {
            state[start] = 1
            stack.append((start, 0))
            while let top = stack.last {
                let edges = out[top.node]
                if top.next < edges.count {
                    stack[stack.count - 1].next += 1
                    let ei = edges[top.next]
                    let w = g.routed[ei].target
                    if state[w] == 1 {
                        g.routed[ei].reversed = true
                    } else if state[w] == 0 {
                        state[w] = 1
                        stack.append((w, 0))
                    }
                } else {
                    state[top.node] = 2
                    stack.removeLast()
                }
            }
        }
        for i in g.routed.indices where g.routed[i].reversed {
            let s = g.routed[i].source
            g.routed[i].source = g.routed[i].target
            g.routed[i].target = s
        }
    }

    /// True when the routed edges (self-loops aside) form no cycle; used by tests.
    static func isAcyclic(_ g: LayerGraph) -> Bool {
        let n = g.realCount
        var indegree = [Int](filled: 0, count: n)
        var out = [[Int]](filled: [], count: n)
        for e in g.routed where !e.isSelfLoop {
            out[e.source].append(e.target)
            indegree[e.target] += 1
        }
        var queue = (0..<n).filter { indegree[$0] == 0 }
        var seen = 0
        while let v = queue.popLast() {
            seen += 1
            for w in out[v] {
                indegree[w] -= 1
                if indegree[w] == 0 { queue.append(w) }
            }
        }
        return seen == n
    }
}

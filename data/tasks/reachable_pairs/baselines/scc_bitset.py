# Condense the strongly connected components (Tarjan's algorithm, iterative), which it
# completes sinks first, i.e. in reverse topological order; the set of vertices reachable
# from a component, an n-bit Python int, is its own vertices OR the sets of the components
# its edges enter, all complete by then. O(n m / 64) time; O(n^2 / 64) words of extra space.
class Solution:
    def solve(self, n: int, edges: List[List[int]]) -> int:
        adj = [[] for _ in range(n)]
        for u, v in edges:
            adj[u].append(v)
        index = [-1] * n
        low = [0] * n
        comp = [-1] * n
        reach = []  # reach[c]: bitset of the vertices reachable from component c, itself included
        stack = []
        counter = pairs = 0
        for root in range(n):
            if index[root] != -1:
                continue
            index[root] = low[root] = counter
            counter += 1
            stack.append(root)
            call = [(root, iter(adj[root]))]
            while call:
                u, successors = call[-1]
                for v in successors:
                    if index[v] == -1:
                        index[v] = low[v] = counter
                        counter += 1
                        stack.append(v)
                        call.append((v, iter(adj[v])))
                        break
                    if comp[v] == -1 and index[v] < low[u]:
                        low[u] = index[v]
                else:
                    call.pop()
                    if call:
                        parent = call[-1][0]
                        if low[u] < low[parent]:
                            low[parent] = low[u]
                    if low[u] == index[u]:  # u roots a component: pop it
                        c = len(reach)
                        bits = 0
                        members = []
                        while True:
                            w = stack.pop()
                            comp[w] = c
                            bits |= 1 << w
                            members.append(w)
                            if w == u:
                                break
                        for w in members:
                            for x in adj[w]:
                                if comp[x] != c:
                                    bits |= reach[comp[x]]
                        reach.append(bits)
                        pairs += len(members) * (bits.bit_count() - 1)
        return pairs

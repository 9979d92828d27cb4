// Condense the strongly connected components (Tarjan's algorithm, iterative), which it
// finds sinks first, i.e. in reverse topological order; then, in that order, the set of
// vertices reachable from a component is its own vertices OR the sets of the components
// its edges enter, kept as bitsets of n bits. Every vertex reaches popcount - 1 others.
// O(n + m) for the condensation, O(m n / 64) for the unions: O(n m / 64) time;
// O(n^2 / 64) words of extra space.
class Solution {
public:
    long long solve(int n, const vector<pair<int, int>>& edges) {
        vector<int> start(n + 1, 0);
        for (const auto& e : edges) ++start[e.first + 1];
        for (int v = 0; v < n; ++v) start[v + 1] += start[v];
        vector<int> out(edges.size());
        {
            vector<int> fill(start.begin(), start.end() - 1);
            for (const auto& e : edges) out[fill[e.first]++] = e.second;
        }

        // Tarjan: comp[v] numbers components in the order they are completed (sinks first)
        vector<int> index(n, -1), low(n), comp(n, -1), stack, call, next(n);
        stack.reserve(n);
        call.reserve(n);
        int counter = 0, comps = 0;
        for (int root = 0; root < n; ++root) {
            if (index[root] != -1) continue;
            call.push_back(root);
            index[root] = low[root] = counter++;
            next[root] = start[root];
            stack.push_back(root);
            while (!call.empty()) {
                int u = call.back();
                if (next[u] < start[u + 1]) {
                    int v = out[next[u]++];
                    if (index[v] == -1) {
                        index[v] = low[v] = counter++;
                        next[v] = start[v];
                        stack.push_back(v);
                        call.push_back(v);
                    } else if (comp[v] == -1) {
                        low[u] = min(low[u], index[v]);
                    }
                } else {
                    call.pop_back();
                    if (!call.empty()) low[call.back()] = min(low[call.back()], low[u]);
                    if (low[u] == index[u]) {
                        int w;
                        do {
                            w = stack.back();
                            stack.pop_back();
                            comp[w] = comps;
                        } while (w != u);
                        ++comps;
                    }
                }
            }
        }

        // vertices grouped by component
        vector<int> first(comps + 1, 0), members(n);
        for (int v = 0; v < n; ++v) ++first[comp[v] + 1];
        for (int c = 0; c < comps; ++c) first[c + 1] += first[c];
        {
            vector<int> fill(first.begin(), first.end() - 1);
            for (int v = 0; v < n; ++v) members[fill[comp[v]]++] = v;
        }

        const int words = (n + 63) / 64;
        vector<uint64_t> reach((size_t)comps * words, 0);
        long long pairs = 0;
        for (int c = 0; c < comps; ++c) {
            uint64_t* r = &reach[(size_t)c * words];
            for (int i = first[c]; i < first[c + 1]; ++i) {
                int u = members[i];
                r[u >> 6] |= 1ULL << (u & 63);
                for (int j = start[u]; j < start[u + 1]; ++j) {
                    int d = comp[out[j]];
                    if (d == c) continue;
                    const uint64_t* t = &reach[(size_t)d * words];
                    for (int w = 0; w < words; ++w) r[w] |= t[w];
                }
            }
            long long count = 0;
            for (int w = 0; w < words; ++w) count += __builtin_popcountll(r[w]);
            pairs += (long long)(first[c + 1] - first[c]) * (count - 1);
        }
        return pairs;
    }
};

// A binary trie of all n values, 60 levels deep, then each value walks down preferring
// the opposite bit: O(60 n) time like sorting a copy, but O(60 n) extra space (nodes of
// two child indices, about n * (60 - log2 n) of them on random values, reserved for the
// worst case 60 n + 1), dozens of times the sorted copy. Correct, and dominated by the
// sorted split in memory.
class Solution {
public:
    long long solve(const vector<long long>& a) {
        int n = a.size();
        vector<array<int, 2>> child;
        child.reserve((size_t)60 * n + 1);
        child.push_back({0, 0});
        long long best = 0;
        for (int i = 0; i < n; ++i) {
            long long x = a[i];
            if (i > 0) {  // query against the values inserted so far
                int node = 0;
                long long got = 0;
                for (int bit = 59; bit >= 0; --bit) {
                    int want = !((x >> bit) & 1);
                    if (child[node][want]) {
                        got |= 1LL << bit;
                        node = child[node][want];
                    } else {
                        node = child[node][!want];
                    }
                }
                best = max(best, got);
            }
            int node = 0;
            for (int bit = 59; bit >= 0; --bit) {
                int b = (x >> bit) & 1;
                if (!child[node][b]) {
                    child[node][b] = child.size();
                    child.push_back({0, 0});
                }
                node = child[node][b];
            }
        }
        return best;
    }
};

// The farthest reach of every start, right to left, with the suffix's runs of reachable
// indices on a stack of (first index, farthest reach): the run of s swallows every run
// that begins within its reach. Each run is pushed and popped once: O(n) to build, O(1)
// per query; O(n) extra space. The same class as reach-table, with std::vector's
// push_back/pop_back, several times slower at -O0.
class Solution {
public:
    long long solve(const vector<int>& a, const vector<int>& starts) {
        long long total = 0;
        int n = a.size();
        vector<int> reach(n);
        vector<pair<int, int>> runs;
        for (int s = n - 1; s >= 0; --s) {
            long long r = min((long long)s + a[s], (long long)n - 1);
            while (!runs.empty() && runs.back().first <= r) {
                r = max(r, (long long)runs.back().second);
                runs.pop_back();
            }
            runs.push_back({s, (int)r});
            reach[s] = (int)r;
        }
        for (int s : starts) total += reach[s];
        return total;
    }
};

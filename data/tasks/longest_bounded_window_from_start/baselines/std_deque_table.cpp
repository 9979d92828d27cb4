// The same two pointers as deque-table, with the monotone queues in std::deque: the usual
// way to write it, several times slower at -O0. O(n) to build, O(1) per query; O(n) extra
// space.
class Solution {
public:
    long long solve(const vector<int>& a, int d, const vector<int>& starts) {
        int n = a.size();
        vector<int> len(n);
        deque<int> mn, mx;
        int r = 0;
        for (int l = 0; l < n; ++l) {
            while (r < n) {
                int v = a[r];
                int lo = mn.empty() ? v : min(a[mn.front()], v);
                int hi = mx.empty() ? v : max(a[mx.front()], v);
                if (hi - lo > d) break;
                while (!mn.empty() && a[mn.back()] >= v) mn.pop_back();
                mn.push_back(r);
                while (!mx.empty() && a[mx.back()] <= v) mx.pop_back();
                mx.push_back(r);
                ++r;
            }
            len[l] = r - l;
            if (!mn.empty() && mn.front() == l) mn.pop_front();
            if (!mx.empty() && mx.front() == l) mx.pop_front();
        }
        long long total = 0;
        for (int l : starts) total += len[l];
        return total;
    }
};

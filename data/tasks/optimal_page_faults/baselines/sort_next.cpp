// Every request's next occurrence from a sorted copy of (page, position) pairs: equal pages
// are adjacent, in order of position. Then Belady's rule with the cache of next-request
// positions. O(n log n + n k) time, O(n) extra space.
class Solution {
public:
    int solve(const vector<int>& pages, int k) {
        int n = (int)pages.size();
        vector<pair<int, int>> order(n);
        for (int i = 0; i < n; ++i) order[i] = {pages[i], i};
        sort(order.begin(), order.end());
        vector<int> nxt(n);
        for (int t = 0; t < n; ++t)
            nxt[order[t].second] =
                t + 1 < n && order[t + 1].first == order[t].first ? order[t + 1].second : n;
        int cache[32];
        int size = 0, faults = 0;
        for (int i = 0; i < n; ++i) {
            int s = 0;
            while (s < size && cache[s] != i) ++s;
            if (s < size) {
                cache[s] = nxt[i];
                continue;
            }
            ++faults;
            if (size < k) {
                cache[size++] = nxt[i];
                continue;
            }
            int far = 0;
            for (int t = 1; t < size; ++t)
                if (cache[t] > cache[far]) far = t;
            cache[far] = nxt[i];
        }
        return faults;
    }
};

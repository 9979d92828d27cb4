// Every request's next occurrence from right to left with an unordered_map page -> nearest
// later request, then Belady's rule with the cache of next-request positions.
// O(n k) time (expected), O(n) extra space.
class Solution {
public:
    int solve(const vector<int>& pages, int k) {
        int n = (int)pages.size();
        vector<int> nxt(n);
        unordered_map<int, int> later;
        for (int i = n - 1; i >= 0; --i) {
            auto it = later.find(pages[i]);
            nxt[i] = it == later.end() ? n : it->second;
            later[pages[i]] = i;
        }
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

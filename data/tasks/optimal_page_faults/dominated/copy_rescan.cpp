// The forward-scan Belady over a copy of the pages: O(n^2) time, O(n) extra space.
class Solution {
public:
    int solve(const vector<int>& pages, int k) {
        vector<int> p(pages);
        int n = (int)p.size();
        int cache[32];
        int size = 0, faults = 0;
        for (int i = 0; i < n; ++i) {
            int nu = i + 1;
            while (nu < n && p[nu] != p[i]) ++nu;
            int s = 0;
            while (s < size && cache[s] != i) ++s;
            if (s < size) {
                cache[s] = nu;
                continue;
            }
            ++faults;
            if (size < k) {
                cache[size++] = nu;
                continue;
            }
            int far = 0;
            for (int t = 1; t < size; ++t)
                if (cache[t] > cache[far]) far = t;
            cache[far] = nu;
        }
        return faults;
    }
};

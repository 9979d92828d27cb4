// Belady's rule (evict the cached page whose next request is furthest away) with each
// request's next occurrence found by a forward scan of the read-only sequence. The cache
// keeps, per cached page, the position of its next request (n when there is none): the page
// requested at i is cached iff some entry equals i. O(n^2) time on pages that recur late or
// never, O(k) = O(1) extra space (k <= 32).
class Solution {
public:
    int solve(const vector<int>& pages, int k) {
        int n = (int)pages.size();
        int cache[32];
        int size = 0, faults = 0;
        for (int i = 0; i < n; ++i) {
            int v = pages[i];
            int nu = i + 1;
            while (nu < n && pages[nu] != v) ++nu;
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

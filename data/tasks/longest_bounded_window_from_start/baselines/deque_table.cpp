// Two pointers over all starts with monotone deques (kept in arrays) of the window's
// candidates for minimum and maximum: as l grows, the end of its longest bounded window
// never moves left, so one sweep finds every start's length, stored in a table.
// O(n) to build, O(1) per query; O(n) extra space.
class Solution {
public:
    long long solve(const vector<int>& a, int d, const vector<int>& starts) {
        int n = a.size();
        vector<int> len(n), qmin(n), qmax(n);
        int h1 = 0, t1 = 0, h2 = 0, t2 = 0;  // qmin[h1..t1), qmax[h2..t2): indices in [l, r)
        int r = 0;
        for (int l = 0; l < n; ++l) {
            while (r < n) {
                int v = a[r];
                int lo = h1 < t1 ? min(a[qmin[h1]], v) : v;
                int hi = h2 < t2 ? max(a[qmax[h2]], v) : v;
                if (hi - lo > d) break;
                while (h1 < t1 && a[qmin[t1 - 1]] >= v) --t1;
                qmin[t1++] = r;
                while (h2 < t2 && a[qmax[t2 - 1]] <= v) --t2;
                qmax[t2++] = r;
                ++r;
            }
            len[l] = r - l;
            if (h1 < t1 && qmin[h1] == l) ++h1;
            if (h2 < t2 && qmax[h2] == l) ++h2;
        }
        long long total = 0;
        for (int l : starts) total += len[l];
        return total;
    }
};

// Sort a copy of the points by key (x, y) and sweep from the largest key down with the
// largest y seen among strictly larger keys: a point is maximal exactly when its y exceeds
// it (equal points are maximal together). O(n log n) time, O(n) extra space.
class Solution {
public:
    int solve(const vector<int>& x, const vector<int>& y) {
        int n = (int)x.size();
        vector<pair<int, int>> p(n);
        for (int i = 0; i < n; ++i) p[i] = {x[i], y[i]};
        sort(p.begin(), p.end());
        int count = 0, best = -1;
        for (int i = n - 1; i >= 0;) {
            int j = i;
            while (j >= 0 && p[j] == p[i]) --j;
            if (p[i].second > best) {
                count += i - j;
                best = p[i].second;
            }
            i = j;
        }
        return count;
    }
};

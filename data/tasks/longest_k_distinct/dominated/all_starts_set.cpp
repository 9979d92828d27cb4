// Every start l, extending r with a std::set of the values seen until it would hold more
// than k: O(n * w * log k) time for answers of length w, and O(k) extra space for the
// set. Correct, and dominated by the hash-map window (faster in the same space class).
class Solution {
public:
    int solve(const vector<int>& a, int k) {
        int n = a.size(), best = 0;
        for (int l = 0; l < n && n - l > best; ++l) {
            set<int> seen;
            int r = l;
            while (r < n) {
                seen.insert(a[r]);
                if ((int)seen.size() > k) break;
                ++r;
            }
            best = max(best, r - l);
        }
        return best;
    }
};

// The string copied first, then a scan per query: the scan's O(n) per query with an O(n)
// copy. Correct, and dominated by both the scan and the window table.
class Solution {
public:
    long long solve(const string& s, int k, const vector<int>& starts) {
        string t = s;
        int n = t.size();
        long long total = 0;
        for (int l : starts) {
            vector<bool> seen(26, false);
            int have = 0, r = l;
            while (r < n && have < k) {
                int c = t[r++] - 'a';
                if (c < k && !seen[c]) { seen[c] = true; ++have; }
            }
            if (have == k) total += r - l;
        }
        return total;
    }
};

// Two pointers as in window-table, with the counts in an unordered_map<char, int> (how
// LeetCode 424 is often written) and the largest count recomputed over the map when a
// letter holding it leaves; a table of every start. O(n) expected; O(n) extra space.
class Solution {
public:
    long long solve(const string& s, int k, const vector<int>& starts) {
        int n = s.size();
        vector<int> len(n);
        unordered_map<char, int> freq;
        int maxf = 0, r = 0;
        for (int l = 0; l < n; ++l) {
            while (r < n) {
                int f = max(maxf, freq[s[r]] + 1);
                if (r - l + 1 - f > k) break;
                freq[s[r]]++;
                maxf = f;
                r++;
            }
            len[l] = r - l;
            if (--freq[s[l]] + 1 == maxf) {
                maxf = 0;
                for (auto& p : freq) maxf = max(maxf, p.second);
            }
        }
        long long total = 0;
        for (int x : starts) total += len[x];
        return total;
    }
};

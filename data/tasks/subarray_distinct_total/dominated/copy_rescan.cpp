// The rescan on a copy of the array: O(n^2) time and O(n) extra space, dominated by the
// rescan (same time, O(1) space) and by the hash map (O(n) time, same space).
class Solution {
public:
    long long totalDistinct(const vector<int>& a) {
        vector<int> b(a.begin(), a.end());
        int n = (int)b.size();
        long long total = 0, f = 0;
        for (int i = 0; i < n; ++i) {
            int p = i - 1;
            while (p >= 0 && b[p] != b[i]) --p;
            f += i - p;
            total += f;
        }
        return total;
    }
};

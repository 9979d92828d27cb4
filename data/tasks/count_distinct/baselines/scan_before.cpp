// Count a[i] only where it does not occur among a[0..i-1]: the inner scan stops at the first
// equal value, so it costs O(n^2) time when (almost) all values are distinct, and O(1) extra
// space.
class Solution {
public:
    int solve(const vector<long long>& a) {
        int n = a.size(), count = 0;
        for (int i = 0; i < n; ++i) {
            int j = 0;
            while (j < i && a[j] != a[i]) ++j;
            if (j == i) ++count;
        }
        return count;
    }
};

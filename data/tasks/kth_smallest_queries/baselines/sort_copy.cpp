// Sort a copy; each query reads its rank. O(n log n + q) time, O(n) extra space.
class Solution {
public:
    long long solve(const vector<int>& a, const vector<int>& k) {
        vector<int> s(a);
        sort(s.begin(), s.end());
        long long total = 0;
        for (int rank : k) total += s[rank - 1];
        return total;
    }
};

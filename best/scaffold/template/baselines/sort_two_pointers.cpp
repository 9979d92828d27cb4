// O(n log n) time, O(n) extra space: sort a copy, then two pointers.
class Solution {
public:
    long long solve(const vector<int>& a, int k) {
        vector<int> s(a);
        sort(s.begin(), s.end());
        long long count = 0;
        int i = 0, j = (int)s.size() - 1;
        while (i < j) {
            if ((long long)s[i] + s[j] <= k) { count += j - i; ++i; } else --j;
        }
        return count;
    }
};

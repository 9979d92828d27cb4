// Copies the array, then checks every pair of the copy: O(n^2) time AND O(n) space.
class Solution {
public:
    long long solve(const vector<int>& a, long long target) {
        vector<long long> b(a.begin(), a.end());
        int n = (int)b.size();
        long long count = 0;
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j)
                if (b[i] + b[j] < target) ++count;
        return count;
    }
};

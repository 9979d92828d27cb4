// Every pair, over a copy: the slow class's time with the fast class's space.
class Solution {
public:
    long long solve(const vector<int>& a, int k) {
        vector<int> c(a);
        long long count = 0;
        for (size_t i = 0; i < c.size(); ++i)
            for (size_t j = i + 1; j < c.size(); ++j)
                if ((long long)c[i] + c[j] <= k) ++count;
        return count;
    }
};

// Copies both arrays as long longs, then compares every value of a with the copy of b
// until a close one: O(n m) time AND O(n + m) space.
class Solution {
public:
    int solve(const vector<int>& a, const vector<int>& b, long long d) {
        vector<long long> x(a.begin(), a.end()), y(b.begin(), b.end());
        int lonely = 0;
        for (size_t i = 0; i < x.size(); ++i) {
            bool close = false;
            for (size_t j = 0; j < y.size() && !close; ++j)
                if (llabs(x[i] - y[j]) <= d) close = true;
            lonely += !close;
        }
        return lonely;
    }
};

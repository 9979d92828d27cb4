// The slow class with an exponential table: the products of all 2^n subsequences built by
// doubling a vector (each product of the first i matrices, then each times mats[i]), then
// those equal to the target counted. O(2^n) time, O(2^n) extra space.
class Solution {
public:
    long long solve(const vector<array<int, 4>>& mats, const vector<int>& target) {
        const long long P = 1000000007LL;
        vector<array<long long, 4>> all;
        all.push_back({1, 0, 0, 1});
        for (const array<int, 4>& x : mats) {
            size_t size = all.size();
            for (size_t i = 0; i < size; ++i) {
                array<long long, 4> y = all[i];
                all.push_back({(y[0] * x[0] + y[1] * x[2]) % P, (y[0] * x[1] + y[1] * x[3]) % P,
                               (y[2] * x[0] + y[3] * x[2]) % P, (y[2] * x[1] + y[3] * x[3]) % P});
            }
        }
        long long count = 0;
        for (const array<long long, 4>& y : all)
            if (y[0] == target[0] && y[1] == target[1] && y[2] == target[2] && y[3] == target[3]) ++count;
        return count;
    }
};

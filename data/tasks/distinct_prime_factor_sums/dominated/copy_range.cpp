// Copies each query's range into a vector, then factors every copied number by trial
// division: the scan's time AND O(m) space. Correct, dominated by every baseline.
class Solution {
public:
    void solve(int m, const vector<array<int, 2>>& queries, vector<long long>& answer) {
        long long last = 0;
        for (const auto& q : queries) {
            int l = (int)((q[0] + last) % m) + 1, r = (int)((q[1] + last) % m) + 1;
            if (l > r) swap(l, r);
            vector<long long> range;
            for (int k = l; k <= r; ++k) range.push_back(k);
            long long sum = 0;
            for (long long k : range) {
                for (long long d = 2; d * d <= k; ++d) {
                    if (k % d == 0) {
                        ++sum;
                        while (k % d == 0) k /= d;
                    }
                }
                if (k > 1) ++sum;
            }
            answer.push_back(sum);
            last = sum;
        }
    }
};

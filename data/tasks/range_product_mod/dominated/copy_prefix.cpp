// Prefix products of a copy of the range, built again for every query: the scan's time with
// O(r - l) extra space.
class Solution {
public:
    void solve(const vector<int>& a, const vector<array<int, 2>>& queries, vector<int>& answer) {
        const long long MOD = 1000000007;
        long long n = a.size(), last = 0;
        for (const auto& q : queries) {
            int l = (int)((q[0] + last) % n) + 1, r = (int)((q[1] + last) % n) + 1;
            vector<long long> prefix(r - l + 2, 1);
            for (int i = l; i <= r; ++i) prefix[i - l + 1] = prefix[i - l] * a[i - 1] % MOD;
            last = prefix.back();
            answer.push_back((int)last);
        }
    }
};

// Walk s[l..r] with a running balance; stop as soon as it goes negative: O(n) per query,
// O(1) extra space.
class Solution {
public:
    long long solve(const string& s, const vector<array<int, 2>>& queries) {
        long long count = 0;
        for (const auto& query : queries) {
            int balance = 0;
            for (int i = query[0] - 1; i < query[1] && balance >= 0; ++i) balance += s[i] == '(' ? 1 : -1;
            if (balance == 0) ++count;
        }
        return count;
    }
};
